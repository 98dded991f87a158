// @vitest-environment happy-dom
import { cleanup, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { RuntimeConfigProvider } from "../../src/config/runtime-config-context.tsx";
import { typeInPicker } from "../../src/test/pickers.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { signedInAs, TEST_RUNTIME_CONFIG } from "../../src/test/session.ts";
import { ClientInvoicePrepare } from "./prepare.tsx";
import { COMPANY, invoiceProvider, type RpcCall } from "./test-data.ts";

afterEach(cleanup);
configure({ asyncUtilTimeout: 20_000 });

const OTHER = "9c0d7a34-5f6e-4b1a-8c2d-abcdefabcdef";
const backlogRow = (companyId: string, name: string, more: object = {}) => ({
  company_id: companyId,
  company_name: name,
  company_status: "active",
  week_count: 3,
  hours: 105.5,
  estimated_ht: 2373.75,
  first_week: "2026-05-04",
  last_week: "2026-05-18",
  invoice_frequency: "monthly",
  invoice_grouping: "contract",
  po_required: false,
  ...more,
});
const BACKLOG = [
  backlogRow(COMPANY.id, COMPANY.name, { company_status: "blocked", po_required: true }),
  backlogRow(OTHER, "Façades du Nord SA"),
];
const DRAFT_MADE = {
  id: "55555555-5555-4555-8555-555555555555",
  grouping_label: "Contrat CTR-LYO-2026-000123 · Paul Essai",
  total_ht: 2373.75,
};

const Address = () => {
  const location = useLocation();
  return <output aria-label="adresse">{location.pathname + location.search}</output>;
};

const renderPrepare = (path: string) => {
  const answer = (call: RpcCall) => (call.name === "client_billing_backlog" ? BACKLOG : [DRAFT_MADE]);
  const provider = invoiceProvider({ company: [] }, answer);
  renderInApp(
    <RuntimeConfigProvider config={TEST_RUNTIME_CONFIG}>
      <Routes>
        <Route
          path="/client-invoices/prepare"
          element={
            <>
              <ClientInvoicePrepare />
              <Address />
            </>
          }
        />
      </Routes>
    </RuntimeConfigProvider>,
    { dataProvider: provider.dataProvider, authProvider: signedInAs(["csm_team_member"]), path },
  );
  return provider;
};

describe("ClientInvoicePrepare", () => {
  it(
    "opens on the action centre's period and client, prepares its drafts and links to them",
    { timeout: 90_000 },
    async () => {
      const { rpcs } = renderPrepare(`/client-invoices/prepare?from=2026-04-01&to=2026-05-31&company=${COMPANY.id}`);
      expect(await screen.findByRole("heading", { name: "Préparer la facturation" })).toBeInTheDocument();
      const form = screen.getByRole("form", { name: "Période de facturation" });
      expect(within(form).getByLabelText("Du")).toHaveValue("01/04/2026");
      expect(within(form).getByLabelText("Au")).toHaveValue("31/05/2026");
      const row = (await screen.findByRole("link", { name: COMPANY.name })).closest("tr")!;
      expect(within(row).getByText("Bloqué")).toBeInTheDocument();
      expect(within(row).getByText("105,5 h")).toBeInTheDocument();
      expect(within(row).getByText("2 373,75 €")).toBeInTheDocument();
      // the estimate says what it counts (overtime, as the invoice) and what it leaves out
      expect(
        screen.getByText(/heures supplémentaires majorées comme sur la facture .* Sans les majorations de nuit/),
      ).toBeInTheDocument();
      expect(within(row).getByText("Mensuelle")).toBeInTheDocument();
      expect(within(row).getByText("Par contrat")).toBeInTheDocument();
      expect(within(row).getByText("Oui")).toBeInTheDocument();
      // the client of the link only
      expect(screen.queryByRole("link", { name: "Façades du Nord SA" })).toBeNull();
      expect(rpcs[0]).toEqual({
        name: "client_billing_backlog",
        args: { p_period_start: "2026-04-01", p_period_end: "2026-05-31" },
      });

      await userEvent.click(screen.getByRole("button", { name: "Préparer les brouillons" }));
      const drafts = await screen.findByText("1 brouillon(s) préparé(s)", { selector: "div.ant-typography" });
      expect(screen.getByRole("link", { name: DRAFT_MADE.grouping_label })).toHaveAttribute(
        "href",
        `/client-invoices/${DRAFT_MADE.id}`,
      );
      expect(drafts).toBeInTheDocument();
      expect(rpcs.find((c) => c.name === "prepare_client_invoices")?.args).toEqual({
        p_period_start: "2026-04-01",
        p_period_end: "2026-05-31",
        p_company_id: COMPANY.id,
      });
    },
  );

  it(
    "defaults to the month billed (the previous one in the first ten days), lists every client, and writes a new period in the URL",
    { timeout: 90_000 },
    async () => {
      const { rpcs } = renderPrepare("/client-invoices/prepare");
      expect(await screen.findByRole("link", { name: "Façades du Nord SA" })).toBeInTheDocument();
      expect(screen.getByRole("link", { name: COMPANY.name })).toBeInTheDocument();
      const from = screen.getByLabelText("Du") as HTMLInputElement;
      expect(from.value).toMatch(/^01\/\d{2}\/\d{4}$/);
      expect(rpcs[0].args.p_period_start).toBe(from.value.split("/").reverse().join("-"));

      await typeInPicker(from, "01/03/2026");
      await typeInPicker(screen.getByLabelText("Au"), "31/03/2026");
      await userEvent.click(screen.getByRole("button", { name: "Afficher" }));
      await waitFor(() =>
        expect(screen.getByRole("status", { name: "adresse" })).toHaveTextContent(
          "/client-invoices/prepare?from=2026-03-01&to=2026-03-31",
        ),
      );
      await waitFor(() =>
        expect(rpcs.at(-1)!.args).toEqual({ p_period_start: "2026-03-01", p_period_end: "2026-03-31" }),
      );

      const row = screen.getByRole("link", { name: "Façades du Nord SA" }).closest("tr")!;
      await userEvent.click(within(row).getByRole("button", { name: "Préparer les brouillons de Façades du Nord SA" }));
      await waitFor(() =>
        expect(rpcs.find((c) => c.name === "prepare_client_invoices")?.args).toEqual({
          p_period_start: "2026-03-01",
          p_period_end: "2026-03-31",
          p_company_id: OTHER,
        }),
      );
    },
  );
});
