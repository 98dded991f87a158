// @vitest-environment happy-dom
import { cleanup, configure, screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RuntimeConfigProvider } from "../../src/config/runtime-config-context.tsx";
import { renderInApp } from "../../src/test/render.tsx";
import { signedInAs, TEST_RUNTIME_CONFIG } from "../../src/test/session.ts";
import { ClientInvoiceShow } from "./show.tsx";
import { INVOICE, invoiceProvider, line } from "./test-data.ts";

// storage's signed link to the PDF
vi.mock("../../providers/client-calls.ts", () => ({
  invokeFunction: vi.fn(),
  useSignedUrl: (_bucket: string, path: string | null) => ({
    data: path ? `https://stockage.test/${path}` : undefined,
  }),
}));

afterEach(cleanup);
configure({ asyncUtilTimeout: 20_000 });

const WEEK_A = "aaaaaaaa-0000-4000-8000-000000000001";
const WEEK_B = "aaaaaaaa-0000-4000-8000-000000000002";

const LINES = [
  line("l-1", WEEK_A),
  line("l-2", WEEK_A, {
    position: 2,
    category: "ot25",
    label: "Heures à +25 %",
    quantity: 4,
    unit_price: 28.13,
    amount_ht: 112.52,
  }),
  line("l-3", WEEK_B, { position: 3, week_start: "2026-05-11", quantity: 3.5, amount_ht: 78.75 }),
  line("l-4", null, {
    position: 100000,
    category: "free",
    label: "Déplacement",
    detail: null,
    reason: "Trajet chantier",
    coefficient: null,
    quantity: 1,
    unit_price: 21.23,
    amount_ht: 21.23,
  }),
];

const CREDIT_NOTE = {
  id: "44444444-4444-4444-8444-444444444444",
  number: "AV-2026-000003",
  kind: "credit_note",
  status: "issued",
  issued_at: "2026-06-10",
  total_ttc: 94.5,
  credit_reason: "Heures contestées",
};

describe("ClientInvoiceShow", () => {
  it(
    "shows the figures, the lines by week with their timesheet, the payments, the credit notes and the history",
    { timeout: 90_000 },
    async () => {
      const invoice = {
        ...INVOICE,
        pdf_file: `w-1/${INVOICE.id}/FA-2026-000042.pdf`,
        po_number: "BC-77",
        buyer: { name: "Bâtisseurs du Rhône", street: "8 quai Perrache", postalCode: "69002", city: "Lyon" },
      };
      const { dataProvider } = invoiceProvider({
        // the memory provider answers every list of a resource with its rows: the credit notes'
        // read (credited_invoice_id = the invoice) gets the credit note
        client_invoice: [invoice, CREDIT_NOTE],
        client_invoice_line: LINES,
        client_invoice_payment: [
          {
            id: "p-1",
            invoice_id: INVOICE.id,
            paid_on: "2026-06-05",
            amount: 400,
            mode: "transfer",
            reference: "VIR 0605",
          },
        ],
        status_history: [
          {
            id: "h-1",
            from_status: "issued",
            to_status: "partially_paid",
            comment: null,
            is_forced: false,
            changed_at: "2026-06-05T09:00:00Z",
          },
          {
            id: "h-2",
            from_status: "draft",
            to_status: "issued",
            comment: null,
            is_forced: false,
            changed_at: "2026-06-01T09:00:00Z",
          },
        ],
      });
      renderInApp(
        <RuntimeConfigProvider config={TEST_RUNTIME_CONFIG}>
          <Routes>
            <Route path="/client-invoices/:id" element={<ClientInvoiceShow />} />
          </Routes>
        </RuntimeConfigProvider>,
        { dataProvider, authProvider: signedInAs(["accounting_team_member"]), path: `/client-invoices/${INVOICE.id}` },
      );
      expect(await screen.findByRole("heading", { name: "Facture FA-2026-000042" })).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Fiche du client" })).toHaveAttribute(
        "href",
        `/companies/${INVOICE.company_id}`,
      );
      // the cards render from the whole record, after the header
      expect(await screen.findByText("1 000,00 €")).toBeInTheDocument();
      expect(screen.getByText("200,00 €")).toBeInTheDocument();
      expect(screen.getByText("800,00 €")).toBeInTheDocument();
      expect(screen.getByText("BC-77")).toBeInTheDocument();
      // the address its issue froze, not the company's of today
      expect(screen.getByText("8 quai Perrache, 69002 Lyon")).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Ouvrir le PDF" })).toHaveAttribute(
        "href",
        `https://stockage.test/w-1/${INVOICE.id}/FA-2026-000042.pdf`,
      );

      const weekA = screen.getByRole("link", { name: "Relevé de la semaine du 04/05/2026" });
      expect(weekA).toHaveAttribute("href", `/timesheets?open=${WEEK_A}`);
      const tableA = weekA.closest(".ant-table-wrapper") as HTMLElement;
      const ot = within(tableA).getByText("Heures à +25 %", { selector: "td" }).closest("tr")!;
      expect(within(ot).getByText("28,13 €")).toBeInTheDocument();
      expect(within(ot).getByText("1,85")).toBeInTheDocument();
      expect(within(ot).getByText("112,52 €")).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Relevé de la semaine du 11/05/2026" })).toHaveAttribute(
        "href",
        `/timesheets?open=${WEEK_B}`,
      );
      const other = screen.getByText("Autres lignes").closest(".ant-table-wrapper") as HTMLElement;
      expect(within(other).getByText("Trajet chantier")).toBeInTheDocument();
      // an issued invoice: no line is removed any more
      expect(screen.queryByRole("button", { name: /^Retirer/ })).toBeNull();

      const payment = (await screen.findByText("VIR 0605")).closest("tr")!;
      expect(within(payment).getByText("Virement")).toBeInTheDocument();
      expect(within(payment).getByText("05/06/2026")).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "AV-2026-000003" })).toHaveAttribute(
        "href",
        `/client-invoices/${CREDIT_NOTE.id}`,
      );
      expect(screen.getByText("Heures contestées")).toBeInTheDocument();
      expect(await screen.findByText("Émise → Partiellement payée")).toBeInTheDocument();
      expect(screen.getByText("Brouillon → Émise")).toBeInTheDocument();
    },
  );
});

describe("a credit note's page", () => {
  it(
    "is titled « Avoir » with its number, names the invoice it credits and has no due date",
    { timeout: 90_000 },
    async () => {
      const note = {
        ...INVOICE,
        ...CREDIT_NOTE,
        credited_invoice_id: INVOICE.id,
        total_ht: 78.75,
        total_tva: 15.75,
        paid_amount: 0,
        due_date: "2026-06-10",
      };
      const { dataProvider } = invoiceProvider({
        client_invoice: [note, INVOICE],
        client_invoice_line: [],
        client_invoice_payment: [],
        status_history: [],
      });
      renderInApp(
        <RuntimeConfigProvider config={TEST_RUNTIME_CONFIG}>
          <Routes>
            <Route path="/client-invoices/:id" element={<ClientInvoiceShow />} />
          </Routes>
        </RuntimeConfigProvider>,
        { dataProvider, authProvider: signedInAs(["accounting_team_member"]), path: `/client-invoices/${note.id}` },
      );
      expect(await screen.findByRole("heading", { name: "Avoir AV-2026-000003" })).toBeInTheDocument();
      const summary = (await screen.findByText("Motif de l'avoir")).closest(".ant-card") as HTMLElement;
      expect(within(summary).getByText("Avoir", { selector: ".ant-card-head-title" })).toBeInTheDocument();
      expect(within(summary).queryByText("Facture", { selector: ".ant-card-head-title" })).toBeNull();
      expect(within(summary).getByText("Facture créditée")).toBeInTheDocument();
      expect(await within(summary).findByRole("link", { name: "FA-2026-000042 du 01/06/2026" })).toHaveAttribute(
        "href",
        `/client-invoices/${INVOICE.id}`,
      );
      // nothing to pay on a credit note: no due date, no « Reste à payer »
      expect(within(summary).queryByText("Échéance")).toBeNull();
      expect(within(summary).queryByText("Reste à payer")).toBeNull();
    },
  );
});
