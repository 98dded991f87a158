// @vitest-environment happy-dom
// The company page's « Encours » tab: shown to the roles that read the invoices only, with the
// client's outstanding (public.company_outstanding) and its latest invoices.
import { cleanup, configure, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { RuntimeConfigProvider } from "../../../src/config/runtime-config-context.tsx";
import type { AppRole } from "../../../src/lib/roles/roles.ts";
import { renderInApp } from "../../../src/test/render.tsx";
import { accessAs, signedInAs, TEST_RUNTIME_CONFIG } from "../../../src/test/session.ts";
import { CompanyShow } from "../../companies/show.tsx";
import { COMPANY, INVOICE, invoiceProvider } from "../test-data.ts";

afterEach(cleanup);
configure({ asyncUtilTimeout: 20_000 });

// 800,00 owed on its invoices + 1 196,25 of weeks not invoiced + 4 640,00 of running contracts
const OUTSTANDING = {
  issued_ttc: 4760.45,
  outstanding: 800,
  overdue: 0,
  overdue_count: 0,
  open_count: 1,
  unbilled_ht: 1196.25,
  running_ht: 4640,
  exposure: 6636.25,
};

const renderCompany = (roles: AppRole[]) => {
  const provider = invoiceProvider({ company: [COMPANY], client_invoice: [INVOICE] }, () => [OUTSTANDING]);
  renderInApp(
    <RuntimeConfigProvider config={TEST_RUNTIME_CONFIG}>
      <Routes>
        <Route path="/companies/:id" element={<CompanyShow />} />
      </Routes>
    </RuntimeConfigProvider>,
    {
      path: `/companies/${COMPANY.id}`,
      dataProvider: provider.dataProvider,
      accessControlProvider: accessAs(roles),
      authProvider: signedInAs(roles),
    },
  );
  return provider;
};

describe("the company's « Encours »", () => {
  it(
    "shows accounting what the client owes, its encours as defined, and its invoices",
    { timeout: 60_000 },
    async () => {
      const { rpcs } = renderCompany(["accounting_team_member"]);
      await userEvent.click(await screen.findByRole("tab", { name: "Encours" }));
      const card = (await screen.findByText("Reste à encaisser")).closest(".ant-card") as HTMLElement;
      expect(within(card).getByText("4 760,45 €")).toBeInTheDocument();
      expect(within(card).getByText("800,00 €")).toBeInTheDocument();
      // the encours of docs/rules/billing.md#encours: the weeks not invoiced and the running contracts too
      for (const [label, amount] of [
        ["Semaines non facturées HT", "1 196,25 €"],
        ["Contrats en cours, 4 semaines HT", "4 640,00 €"],
        ["Encours total", "6 636,25 €"],
      ]) {
        expect(within(card).getByText(label)).toBeInTheDocument();
        expect(within(card).getByText(amount)).toBeInTheDocument();
      }
      expect(within(card).getByText(/quatre semaines des contrats en cours/)).toBeInTheDocument();
      expect(rpcs).toContainEqual({ name: "company_outstanding", args: { p_company_id: COMPANY.id } });
      expect(await screen.findByRole("link", { name: "FA-2026-000042" })).toHaveAttribute(
        "href",
        `/client-invoices/${INVOICE.id}`,
      );
      expect(screen.getByRole("link", { name: "Toutes ses factures" }).getAttribute("href")).toBe(
        `/client-invoices?filters%5B0%5D%5Bfield%5D=company_id&filters%5B0%5D%5Boperator%5D=eq&filters%5B0%5D%5Bvalue%5D=${COMPANY.id}`,
      );
    },
  );

  it("is not offered to a role that does not read the invoices", { timeout: 60_000 }, async () => {
    const { rpcs } = renderCompany(["consultant_team_member"]);
    expect(await screen.findByRole("tab", { name: "Missions" })).toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "Encours" })).toBeNull();
    expect(rpcs.some((c) => c.name === "company_outstanding")).toBe(false);
  });
});
