// @vitest-environment happy-dom
import { cleanup, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { RuntimeConfigProvider } from "../../src/config/runtime-config-context.tsx";
import { fill } from "../../src/test/fill.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { signedInAs, TEST_RUNTIME_CONFIG } from "../../src/test/session.ts";
import { ClientInvoiceList } from "./list.tsx";
import { DRAFT, INVOICE, invoiceProvider } from "./test-data.ts";

afterEach(cleanup);
configure({ asyncUtilTimeout: 20_000 });

const LATE = {
  ...INVOICE,
  id: "33333333-3333-4333-8333-333333333333",
  number: "FA-2026-000007",
  due_date: "2026-01-31",
};

const renderList = (roles: string[]) => {
  const provider = invoiceProvider({ client_invoice: [INVOICE, DRAFT, LATE], company: [] });
  renderInApp(
    <RuntimeConfigProvider config={TEST_RUNTIME_CONFIG}>
      <ClientInvoiceList />
    </RuntimeConfigProvider>,
    { dataProvider: provider.dataProvider, authProvider: signedInAs(roles), path: "/client-invoices" },
  );
  return provider;
};

describe("ClientInvoiceList", () => {
  it(
    "shows the invoices: number or « Brouillon », client, period, status, due date flagged, TTC and what is left",
    { timeout: 90_000 },
    async () => {
      renderList(["accounting_team_member"]);
      expect(await screen.findByRole("heading", { name: "Factures clients" })).toBeInTheDocument();
      const row = (await screen.findByRole("link", { name: "FA-2026-000042" })).closest("tr")!;
      expect(within(row).getByRole("link", { name: "Bâtir Lyon" })).toHaveAttribute(
        "href",
        `/companies/${INVOICE.company_id}`,
      );
      expect(within(row).getByText("mai 2026")).toBeInTheDocument();
      expect(within(row).getByText("Partiellement payée")).toBeInTheDocument();
      expect(within(row).getByText("1 200,00 €")).toBeInTheDocument();
      expect(within(row).getByText("800,00 €")).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "FA-2026-000042" })).toHaveAttribute(
        "href",
        `/client-invoices/${INVOICE.id}`,
      );

      expect(screen.getByRole("link", { name: "Brouillon" })).toHaveAttribute("href", `/client-invoices/${DRAFT.id}`);
      const late = screen.getByRole("link", { name: "FA-2026-000007" }).closest("tr")!;
      expect(within(late).getByText("En retard")).toBeInTheDocument();
      expect(within(row).queryByText("En retard")).toBeNull();
      expect(screen.getByText("Factures trouvées : 3")).toBeInTheDocument();
      expect(await screen.findByRole("button", { name: "Préparer la facturation" })).toBeInTheDocument();
    },
  );

  it("sends the filters with the read: number, then overdue only", { timeout: 90_000 }, async () => {
    const { reads } = renderList(["csm_team_member"]);
    const search = await screen.findByRole("search", { name: "Filtres" });
    await fill(within(search).getByLabelText("Numéro"), "FA-2026");
    await userEvent.click(within(search).getByRole("button", { name: "Filtrer" }));
    const invoiceReads = () => reads.filter((r) => r.resource === "client_invoice");
    await waitFor(() =>
      expect(invoiceReads().at(-1)!.filters).toContainEqual({
        field: "number",
        operator: "contains",
        value: "FA-2026",
      }),
    );
    // jsdom is a phone to antd's grid: the other filters sit in the drawer
    await userEvent.click(within(search).getByRole("button", { name: /^Filtres \(\d\)$/ }));
    const drawer = await screen.findByRole("dialog", { name: "Filtres" });
    await userEvent.click(within(drawer).getByLabelText("En retard seulement"));
    await userEvent.click(within(drawer).getByRole("button", { name: "Filtrer" }));
    await waitFor(() =>
      expect(invoiceReads().at(-1)!.filters).toContainEqual(
        expect.objectContaining({ field: "due_date", operator: "lt" }),
      ),
    );
    expect(invoiceReads().at(-1)!.filters).toContainEqual({ field: "number", operator: "contains", value: "FA-2026" });
  });
});
