// @vitest-environment happy-dom
// « À signer » (/client/documents) as public.client_space_documents answers it: the contract, the
// week and the conditions waiting for the contact with their buttons; a button asks
// client_space_signing_link for a token and opens the signing page with the way back; a refusal
// is said next to the button in French; and the home's « À faire » / « Nouveautés » list.
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PortalClient } from "../../portal/client.ts";
import type { SpaceContext } from "../../portal/PortalApp.tsx";
import { ClientNews } from "./ClientNews.tsx";
import { DocumentsScreen } from "./DocumentsScreen.tsx";
import type { Documents, News } from "./types.ts";

const DOCS: Documents = {
  contracts: [
    {
      id: "c1",
      contract_key: "CTR-2026-000051",
      is_amendment: false,
      amendment_number: null,
      talent_name: "Karim Benali",
      job_name: "Électricien",
      start_date: "2026-12-07",
      end_date: null,
      status: "partially_signed",
    },
  ],
  weeks: [
    {
      id: "w1",
      week_start: "2026-11-16",
      contract_key: "CTR-2026-000051",
      talent_name: "Karim Benali",
      total_hours: 39.25,
      status: "pending_signature",
      expires_at: "2026-11-30T10:00:00+00:00",
    },
  ],
  conditions: [
    {
      id: "k1",
      version: 3,
      valid_from: "2027-01-01",
      valid_to: null,
      status: "sent_for_signature",
      sent_at: "2026-11-20T10:00:00+00:00",
      signed_at: null,
      to_sign: true,
    },
    {
      id: "k0",
      version: 2,
      valid_from: "2026-01-01",
      valid_to: "2026-12-31",
      status: "signed",
      sent_at: null,
      signed_at: "2025-12-15T10:00:00+00:00",
      to_sign: false,
    },
  ],
  roles: ["contract_signatory", "timesheet_signer"],
};

type Answer = { data: unknown; error: { code?: string; message?: string } | null };

function spaceWith(answers: Record<string, Answer[]>) {
  const rpc = vi.fn(async (name: string) => answers[name]?.shift() ?? { data: null, error: { message: "none" } });
  const navigate = vi.fn();
  const space: SpaceContext = {
    client: { rpc } as unknown as PortalClient,
    path: "/documents",
    navigate,
    reload: async () => undefined,
  };
  return { space, rpc, navigate };
}

const assign = vi.fn();
afterEach(() => assign.mockReset());

const text = (el: HTMLElement) => (el.textContent ?? "").replace(/[\u202f\u00a0]/g, " ");

describe("« À signer »", () => {
  it("lists what waits for the contact, and opens the signing page with a fresh token and the way back", async () => {
    const { space, rpc } = spaceWith({
      client_space_documents: [{ data: DOCS, error: null }],
      client_space_signing_link: [
        { data: { path: "/customer/timesheets/signature?token=abc", expires_at: null }, error: null },
      ],
    });
    render(<DocumentsScreen space={space} origin="https://app.test" open={assign} />);
    const contracts = await screen.findByRole("region", { name: "Contrats à signer" });
    expect(text(contracts)).toContain("Karim Benali");
    expect(text(contracts)).toContain("À partir du 07/12/2026");
    expect(within(contracts).getByRole("button", { name: "Signer" })).toHaveAccessibleDescription("Karim Benali");
    const weeks = screen.getByRole("region", { name: "Relevés d'heures à valider" });
    expect(text(weeks)).toContain("Semaine du 16/11/2026 — Karim Benali");
    expect(text(weeks)).toContain("39 h 15");
    const conditions = screen.getByRole("region", { name: "Conditions commerciales" });
    const [toSign, signed] = within(conditions).getAllByRole("listitem");
    expect(text(toSign)).toContain("À signer");
    expect(within(signed).queryByRole("button")).toBeNull();
    expect(text(signed)).toContain("Signées (en vigueur)");
    expect(text(document.body)).not.toMatch(/coefficient/i);

    fireEvent.click(within(weeks).getByRole("button", { name: "Approuver ou contester" }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith("/customer/timesheets/signature?token=abc&return=%2Fclient%2Fdocuments"),
    );
    expect(rpc).toHaveBeenLastCalledWith("client_space_signing_link", {
      p_kind: "timesheet_week",
      p_id: "w1",
      p_base_url: "https://app.test",
    });
  });

  it("says a refusal in French next to the button, and says when nothing waits", async () => {
    const { space } = spaceWith({
      client_space_documents: [{ data: { ...DOCS, weeks: [], conditions: [] }, error: null }],
      client_space_signing_link: [
        { data: null, error: { code: "P0002", message: "Ce contrat n'attend pas votre signature" } },
      ],
    });
    render(<DocumentsScreen space={space} origin="https://app.test" />);
    const contracts = await screen.findByRole("region", { name: "Contrats à signer" });
    expect(screen.getByText("Aucun relevé d'heures n'attend votre validation.")).toBeInTheDocument();
    fireEvent.click(within(contracts).getByRole("button", { name: "Signer" }));
    expect(await within(contracts).findByRole("alert")).toHaveTextContent("Ce contrat n'attend pas votre signature");
    expect(within(contracts).getByRole("button", { name: "Signer" })).toBeEnabled();
  });

  it("shows a failed load with « Réessayer »", async () => {
    const { space } = spaceWith({
      client_space_documents: [
        { data: null, error: { message: "boom" } },
        { data: DOCS, error: null },
      ],
    });
    render(<DocumentsScreen space={space} origin="https://app.test" />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Les documents n'ont pas pu être chargés");
    fireEvent.click(screen.getByRole("button", { name: "Réessayer" }));
    expect(await screen.findByRole("region", { name: "Contrats à signer" })).toBeInTheDocument();
  });
});

describe("the home's « À faire » and « Nouveautés »", () => {
  it("lists each item in words, linking to its screen through the space's router", async () => {
    const news: News = {
      todo: [
        { kind: "week_to_approve", id: "w1", path: "/documents", talent_name: "Karim Benali", date: "2026-11-16" },
        {
          kind: "invoice_overdue",
          id: "i1",
          path: "/invoices/i1",
          reference: "FA-2026-000021",
          date: "2026-10-18",
          amount: 742.52,
        },
      ],
      news: [
        {
          kind: "invoice_issued",
          id: "i2",
          path: "/invoices/i2",
          reference: "FA-2026-000090",
          date: "2026-11-02",
          amount: 1200,
        },
      ],
    };
    const { space, navigate } = spaceWith({ client_space_news: [{ data: news, error: null }] });
    render(<ClientNews space={space} />);
    const todo = await screen.findByRole("region", { name: "À faire" });
    const week = within(todo).getByRole("link", {
      name: "Relevé de la semaine du 16/11/2026 à valider — Karim Benali",
    });
    expect(week).toHaveAttribute("href", "/client/documents");
    const overdue = within(todo).getByRole("link", { name: /Facture FA-2026-000021 en retard/ });
    expect(text(overdue)).toBe("Facture FA-2026-000021 en retard : 742,52 € à payer (échéance le 18/10/2026)");
    expect(overdue).toHaveAttribute("href", "/client/invoices/i1");
    fireEvent.click(overdue);
    expect(navigate).toHaveBeenCalledWith("/invoices/i1");
    expect(within(todo).getByRole("link", { name: "Voir tout ce qui est à signer" })).toBeInTheDocument();
    const fresh = screen.getByRole("region", { name: "Nouveautés" });
    expect(text(fresh)).toContain("Nouvelle facture FA-2026-000090 du 02/11/2026 : 1 200,00 €");
  });

  it("says when there is nothing to do", async () => {
    const { space } = spaceWith({ client_space_news: [{ data: { todo: [], news: [] }, error: null }] });
    render(<ClientNews space={space} />);
    expect(await screen.findByText("Rien à faire pour le moment.")).toBeInTheDocument();
    expect(screen.getByText("Rien de nouveau ces 14 derniers jours.")).toBeInTheDocument();
  });
});
