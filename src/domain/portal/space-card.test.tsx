// @vitest-environment happy-dom
// The company page's « Espace client » card from public.company_portal_summary's answer: the
// contacts with an access and their last visit, the counts waiting for the client with their
// lists, and a failed read said in French.
import { cleanup, configure, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { memoryDataProvider } from "../../test/memory-data-provider.ts";
import { renderInApp } from "../../test/render.tsx";
import { PortalSpaceCard, type PortalSummary } from "./space-card.tsx";

afterEach(cleanup);
configure({ asyncUtilTimeout: 20_000 });

const SUMMARY: PortalSummary = {
  contacts: [
    {
      contact_id: "k1",
      name: "Sophie Martin",
      email: "client@renfort.test",
      roles: ["contract_signatory"],
      access_id: "a1",
      invited_at: "2026-10-01T08:00:00Z",
      last_seen_at: "2026-11-26T09:30:00Z",
      linked: true,
    },
    {
      contact_id: "k2",
      name: "Paul Roux",
      email: "paul@exemple.fr",
      roles: ["timesheet_signer"],
      access_id: "a2",
      invited_at: "2026-11-02T09:00:00Z",
      last_seen_at: null,
      linked: false,
    },
  ],
  contracts_to_sign: 2,
  weeks_to_approve: 1,
  conditions_to_sign: 0,
  invoices_unpaid: 3,
  invoices_overdue: 1,
  left_to_pay: 1234.5,
};

const render = (answer: () => unknown) => {
  const { dataProvider } = memoryDataProvider();
  const custom = vi.fn(async ({ url }: { url: string }) => {
    if (url === "rpc/company_portal_summary") return { data: answer() };
    throw new Error(url);
  });
  renderInApp(<PortalSpaceCard companyId="co1" />, { dataProvider: { ...dataProvider, custom } as never });
  return custom;
};

describe("PortalSpaceCard", () => {
  it(
    "lists the contacts with their last visit and the pending counts with their lists",
    { timeout: 60_000 },
    async () => {
      const custom = render(() => SUMMARY);
      expect(await screen.findByRole("link", { name: "Sophie Martin" })).toHaveAttribute("href", "/contacts/k1");
      expect(screen.getByText(/Dernière visite le 26\/11\/2026/)).toBeInTheDocument();
      expect(screen.getByText(/Invité le 02\/11\/2026.*jamais venu/)).toBeInTheDocument();
      const contracts = screen.getByRole("link", { name: "Contrats à signer : 2" });
      expect(decodeURIComponent(contracts.getAttribute("href") ?? "")).toContain(
        "/contracts?filters[0][field]=company_id",
      );
      expect(decodeURIComponent(contracts.getAttribute("href") ?? "")).toContain(
        "filters[1][value][0]=sent_for_signature",
      );
      expect(screen.getByRole("link", { name: "Relevés à valider : 1" })).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Conditions à signer : 0" })).toHaveAttribute(
        "href",
        "/companies/co1?tab=conditions",
      );
      expect(screen.getByRole("link", { name: "Factures non payées : 3" })).toBeInTheDocument();
      expect(screen.getByText("Dont en retard : 1")).toBeInTheDocument();
      expect(screen.getByText(/Reste à payer : 1\s234,50\s€/)).toBeInTheDocument();
      expect(custom.mock.calls[0][0]).toMatchObject({ url: "rpc/company_portal_summary" });
    },
  );

  it("says when no contact has an access, and a failed read", { timeout: 60_000 }, async () => {
    render(() => ({ ...SUMMARY, contacts: [] }));
    expect(await screen.findByText(/Aucun contact n'a d'accès en vigueur/)).toBeInTheDocument();
    cleanup();
    render(() => {
      throw Object.assign(new Error("Entreprise introuvable"), { statusCode: 404 });
    });
    expect(await screen.findByText("L'espace client de l'entreprise n'a pas pu être lu.")).toBeInTheDocument();
  });
});
