// @vitest-environment happy-dom
// The detail's actions: those of the status that the roles' rights allow, a failed issue that
// keeps the dialog and its values (the database's message toasted unchanged), an issue that asks
// the browser for no document (the server's queue makes it), and a payment defaulting to what is left.
import { cleanup, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toastStore } from "../../src/lib/toast/toast-store.ts";
import { RuntimeConfigProvider } from "../../src/config/runtime-config-context.tsx";
import { renderInApp } from "../../src/test/render.tsx";
import { signedInAs, TEST_RUNTIME_CONFIG } from "../../src/test/session.ts";
import { InvoiceActionsCard } from "./actions-card.tsx";
import { todayIso } from "./invoice.utils.ts";
import { DRAFT, INVOICE, invoiceProvider, line, type RpcCall } from "./test-data.ts";
import type { InvoiceLineRow, InvoiceRow } from "../../src/domain/invoices/types.ts";

afterEach(cleanup);
configure({ asyncUtilTimeout: 20_000 });

const ACC = ["accounting_team_member"];
const CSM = ["csm_team_member"];

const renderCard = (
  invoice: object,
  roles: string[],
  answer?: (call: RpcCall) => unknown,
  lines: InvoiceLineRow[] = [],
) => {
  // the credit notes' lines already credited: none
  const provider = invoiceProvider({ client_invoice_line: [] }, answer);
  const onDone = vi.fn();
  renderInApp(
    <RuntimeConfigProvider config={TEST_RUNTIME_CONFIG}>
      <InvoiceActionsCard invoice={invoice as InvoiceRow} lines={lines} onDone={onDone} />
    </RuntimeConfigProvider>,
    { dataProvider: provider.dataProvider, authProvider: signedInAs(roles) },
  );
  return { ...provider, onDone };
};

const buttons = async () => {
  const card = (await screen.findByText("Actions")).closest(".ant-card") as HTMLElement;
  await waitFor(() =>
    expect(
      within(card).queryAllByRole("button").length + within(card).queryAllByText(/^Aucune/).length,
    ).toBeGreaterThan(0),
  );
  return within(card)
    .queryAllByRole("button")
    .map((b) => b.textContent);
};
const toasts = () => toastStore.getSnapshot().flatMap((t) => t.description);

describe("InvoiceActionsCard", () => {
  it.each([
    ["accounting, a draft", DRAFT, ACC, ["Recalculer", "Ajouter une ligne libre", "Émettre", "Annuler le brouillon"]],
    [
      "a CSM, a draft: prepares, never issues",
      DRAFT,
      CSM,
      ["Recalculer", "Ajouter une ligne libre", "Annuler le brouillon"],
    ],
    [
      "accounting, a partly paid invoice whose document the server has not made yet: not sent before",
      { ...INVOICE, pdf_file: null },
      ACC,
      ["Enregistrer un paiement", "Émettre un avoir"],
    ],
    [
      "accounting, a partly paid invoice not sent, its document made",
      { ...INVOICE, pdf_file: "w/i/FA.pdf" },
      ACC,
      ["Envoyer", "Enregistrer un paiement", "Émettre un avoir"],
    ],
    [
      "accounting, a sent invoice with its PDF",
      { ...INVOICE, sent_at: "2026-06-02T08:00:00Z", pdf_file: "w/i/FA.pdf" },
      ACC,
      ["Enregistrer un paiement", "Émettre un avoir"],
    ],
    ["a CSM, a paid invoice", { ...INVOICE, status: "paid", pdf_file: "w/i/FA.pdf" }, CSM, []],
  ])("%s", { timeout: 60_000 }, async (_, invoice, roles, expected) => {
    renderCard(invoice, roles);
    expect(await buttons()).toEqual(expected);
    if (!expected.length)
      expect(screen.getByText("Aucune action possible avec vos droits à ce statut.")).toBeInTheDocument();
  });

  it(
    "keeps the issue dialog and its values when the database refuses, its message toasted unchanged",
    { timeout: 60_000 },
    async () => {
      const refusal = "Le compte de Bâtir Lyon est bloqué : un motif est obligatoire pour le facturer";
      const { rpcs, onDone } = renderCard(DRAFT, ACC, () => {
        throw { message: refusal, statusCode: 400 };
      });
      await userEvent.click(await screen.findByRole("button", { name: "Émettre" }));
      const dialog = await screen.findByRole("dialog", { name: "Émettre la facture" });
      // the client requires a purchase order and the draft has none: asked before the database refuses
      await userEvent.click(within(dialog).getByRole("button", { name: "Émettre" }));
      expect(
        await within(dialog).findByText("Ce client exige un numéro de bon de commande sur ses factures", {
          selector: ".ant-form-item-explain-error",
        }),
      ).toBeInTheDocument();
      expect(rpcs).toHaveLength(0);
      await userEvent.type(within(dialog).getByLabelText("Numéro de bon de commande"), "BC-2026-17");
      await userEvent.click(within(dialog).getByRole("button", { name: "Émettre" }));
      await waitFor(() => expect(toasts()).toContain(refusal));
      expect(rpcs).toEqual([
        {
          name: "issue_client_invoice",
          args: { p_invoice_id: DRAFT.id, p_po_number: "BC-2026-17", p_blocked_reason: null },
        },
      ]);
      expect(screen.getByRole("dialog", { name: "Émettre la facture" })).toBeInTheDocument();
      expect(within(dialog).getByLabelText("Numéro de bon de commande")).toHaveValue("BC-2026-17");
      expect(onDone).not.toHaveBeenCalled();
    },
  );

  it("issues in one call: the browser makes no document, the server's queue does", { timeout: 60_000 }, async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const { rpcs, onDone } = renderCard({ ...DRAFT, po_number: "BC-1" }, ACC, () => ({ ...DRAFT, status: "issued" }));
    await userEvent.click(await screen.findByRole("button", { name: "Émettre" }));
    const dialog = await screen.findByRole("dialog", { name: "Émettre la facture" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Émettre" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(toastStore.getSnapshot().map((t) => [t.title, ...t.description].join(" "))).toContainEqual(
      expect.stringContaining("Facture émise"),
    );
    expect(rpcs.map((c) => c.name)).toEqual(["issue_client_invoice"]);
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it("records a payment of what is left, today, by transfer", { timeout: 60_000 }, async () => {
    const { rpcs, onDone } = renderCard({ ...INVOICE, pdf_file: "w/i/FA.pdf" }, ACC, () => ({
      ...INVOICE,
      status: "paid",
    }));
    await userEvent.click(await screen.findByRole("button", { name: "Enregistrer un paiement" }));
    const dialog = await screen.findByRole("dialog", { name: "Enregistrer un paiement" });
    expect(within(dialog).getByLabelText("Montant reçu")).toHaveValue("800,00");
    await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(rpcs).toHaveLength(1));
    expect(rpcs[0]).toEqual({
      name: "record_client_invoice_payment",
      args: { p_invoice_id: INVOICE.id, p_paid_on: todayIso(), p_amount: 800, p_mode: "transfer", p_reference: null },
    });
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it("credits part of the lines: the quantities given, at most what is left on each", { timeout: 60_000 }, async () => {
    const lines = [
      line("l-1", "w-1"),
      line("l-2", "w-1", { position: 2, category: "ot25", label: "Heures à +25 %", quantity: 4 }),
    ] as InvoiceLineRow[];
    const { rpcs } = renderCard({ ...INVOICE, pdf_file: "w/i/FA.pdf" }, ACC, () => ({}), lines);
    await userEvent.click(await screen.findByRole("button", { name: "Émettre un avoir" }));
    const dialog = await screen.findByRole("dialog", { name: "Émettre un avoir" });
    await userEvent.type(within(dialog).getByLabelText("Motif de l'avoir"), "Heures contestées par le client");
    await userEvent.click(within(dialog).getByLabelText("Partiel (quantités par ligne)"));
    await userEvent.type(
      await within(dialog).findByLabelText("Quantité à créditer de « Heures normales » (au plus 35)"),
      "7,5",
    );
    expect(within(dialog).getByLabelText("Quantité à créditer de « Heures à +25 % » (au plus 4)")).toHaveValue("");
    await userEvent.click(within(dialog).getByRole("button", { name: "Émettre l'avoir" }));
    await waitFor(() => expect(rpcs).toHaveLength(1));
    expect(rpcs[0]).toEqual({
      name: "credit_client_invoice",
      args: {
        p_invoice_id: INVOICE.id,
        p_reason: "Heures contestées par le client",
        p_lines: [{ line_id: "l-1", quantity: 7.5 }],
      },
    });
  });

  it("adds a free line to a draft with its reason", { timeout: 60_000 }, async () => {
    const { rpcs, onDone } = renderCard(DRAFT, CSM, () => DRAFT);
    await userEvent.click(await screen.findByRole("button", { name: "Ajouter une ligne libre" }));
    const dialog = await screen.findByRole("dialog", { name: "Ajouter une ligne libre" });
    await userEvent.type(within(dialog).getByLabelText("Libellé"), "Frais de déplacement");
    await userEvent.clear(within(dialog).getByLabelText("Quantité"));
    await userEvent.type(within(dialog).getByLabelText("Quantité"), "2");
    await userEvent.type(within(dialog).getByLabelText("Prix unitaire HT"), "45,50");
    await userEvent.click(within(dialog).getByRole("button", { name: "Ajouter" }));
    expect(await within(dialog).findByText("Le motif est obligatoire (3 caractères au moins)")).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText("Motif"), "Chantier à 80 km");
    await userEvent.click(within(dialog).getByRole("button", { name: "Ajouter" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(rpcs).toEqual([
      {
        name: "add_client_invoice_line",
        args: {
          p_invoice_id: DRAFT.id,
          p_label: "Frais de déplacement",
          p_quantity: 2,
          p_unit_price: 45.5,
          p_reason: "Chantier à 80 km",
        },
      },
    ]);
  });
});
