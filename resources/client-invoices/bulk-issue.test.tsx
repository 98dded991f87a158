// @vitest-environment happy-dom
// « Émettre la sélection » on the list: only drafts can be ticked, and only by those who issue;
// the ticked drafts go to issue_client_invoices in one call; what the database refused is listed
// with its reason; the server's production of each issued invoice's document (public.document_job)
// is followed and counted — the browser produces nothing.
import { cleanup, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { RuntimeConfigProvider } from "../../src/config/runtime-config-context.tsx";
import { renderInApp } from "../../src/test/render.tsx";
import { signedInAs, TEST_RUNTIME_CONFIG } from "../../src/test/session.ts";
import { refusalLabels } from "./bulk-issue.ts";
import { ClientInvoiceList } from "./list.tsx";
import { COMPANY, DRAFT, INVOICE, invoiceProvider, type RpcCall } from "./test-data.ts";
import type { InvoiceListRow } from "../../src/domain/invoices/types.ts";

afterEach(() => cleanup());
configure({ asyncUtilTimeout: 20_000 });

const OTHER_DRAFT = {
  ...DRAFT,
  id: "44444444-4444-4444-8444-444444444444",
  grouping_label: "Contrat CTR-LYO-2026-000124 · Lina Test",
  po_required: false,
};
const company = { ...COMPANY };
// what the server's worker recorded for the invoice issued below: its client has no SIREN
const FAILED_JOB = {
  id: "55555555-5555-4555-8555-555555555555",
  record_id: OTHER_DRAFT.id,
  kind: "invoice",
  status: "failed",
  attempts: 1,
  last_error: "FA-2026-000043 non conforme à la facturation électronique : BR-FR-12",
};

const renderList = (roles: string[], answer?: (call: RpcCall) => unknown) => {
  const provider = invoiceProvider(
    { client_invoice: [INVOICE, DRAFT, OTHER_DRAFT], company: [company], document_job: [FAILED_JOB] },
    answer,
  );
  renderInApp(
    <RuntimeConfigProvider config={TEST_RUNTIME_CONFIG}>
      <ClientInvoiceList />
    </RuntimeConfigProvider>,
    { dataProvider: provider.dataProvider, authProvider: signedInAs(roles), path: "/client-invoices" },
  );
  return provider;
};

describe("refusalLabels", () => {
  it("names each refused draft by its client and grouping, else by its id", () => {
    const rows = [{ ...DRAFT, company } as unknown as InvoiceListRow];
    expect(
      refusalLabels(
        {
          issued: [],
          refused: [
            { id: DRAFT.id, message: "Ce client exige un numéro de bon de commande sur ses factures" },
            { id: "x", message: "Facture introuvable" },
          ],
        },
        rows,
      ),
    ).toEqual([
      {
        label: "Bâtir Lyon · Contrat CTR-LYO-2026-000123 · Paul Essai",
        message: "Ce client exige un numéro de bon de commande sur ses factures",
      },
      { label: "x", message: "Facture introuvable" },
    ]);
  });
});

describe("Émettre la sélection", () => {
  it(
    "issues the ticked drafts in one call, lists the refused one with its reason and follows the documents — R:FILE-SCREEN-BULK",
    { timeout: 90_000 },
    async () => {
      const { rpcs } = renderList(["accounting_team_member"], (call) =>
        call.name === "issue_client_invoices"
          ? {
              issued: [OTHER_DRAFT.id],
              refused: [{ id: DRAFT.id, message: "Ce client exige un numéro de bon de commande sur ses factures" }],
            }
          : [],
      );
      const issueButton = await screen.findByRole("button", { name: "Émettre la sélection (0)" });
      expect(issueButton).toBeDisabled();
      // an issued invoice cannot be ticked; the two drafts can
      const issuedRow = (await screen.findByRole("link", { name: "FA-2026-000042" })).closest("tr")!;
      expect(within(issuedRow).getByRole("checkbox")).toBeDisabled();
      for (const label of [DRAFT.grouping_label, OTHER_DRAFT.grouping_label])
        await userEvent.click(
          screen.getByRole("checkbox", { name: `Sélectionner le brouillon Bâtir Lyon · ${label}` }),
        );
      await userEvent.click(screen.getByRole("button", { name: "Émettre la sélection (2)" }));
      // the list's filter drawer is a dialog too, and jsdom gives both the same generated title id
      const dialog = (await screen.findByText("Émettre les brouillons sélectionnés")).closest<HTMLElement>(
        "[role=dialog]",
      )!;
      expect(within(dialog).getByText(/^2 brouillon\(s\) seront émis/)).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole("button", { name: "Émettre" }));

      expect(await within(dialog).findByText("Factures émises : 1")).toBeInTheDocument();
      expect(rpcs.filter((c) => c.name === "issue_client_invoices")).toEqual([
        { name: "issue_client_invoices", args: { p_invoice_ids: [DRAFT.id, OTHER_DRAFT.id] } },
      ]);
      expect(within(dialog).getByText("Restés en brouillon : 1")).toBeInTheDocument();
      expect(
        within(dialog).getByText(
          `Bâtir Lyon · ${DRAFT.grouping_label} : Ce client exige un numéro de bon de commande sur ses factures`,
        ),
      ).toBeInTheDocument();
      await waitFor(() =>
        expect(
          within(dialog).getByText("Documents en échec : 1 (motif et « Relancer » sur chaque facture)"),
        ).toBeInTheDocument(),
      );
      expect(within(dialog).getByText("Documents produits : 0 / 1")).toBeInTheDocument();
    },
  );

  it("is not offered to a CSM, who prepares but does not issue — R:BIL-ROLES", { timeout: 90_000 }, async () => {
    renderList(["csm_team_member"]);
    expect(await screen.findByRole("button", { name: "Préparer la facturation" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Émettre la sélection/ })).toBeNull();
    expect(screen.queryByRole("checkbox", { name: /^Sélectionner le brouillon/ })).toBeNull();
  });
});
