// /client-invoices, /client-invoices/prepare and /client-invoices/:id, by their French labels.
import { expect, type Locator, type Page } from "@playwright/test";

export class ClientInvoicesPage {
  constructor(readonly page: Page) {}

  async gotoList() {
    await this.page.goto("/client-invoices");
    await expect(this.page.getByRole("heading", { name: "Factures clients" })).toBeVisible({ timeout: 30_000 });
    await expect(this.page.getByText(/^Factures trouvées : [1-9]/)).toBeVisible({ timeout: 30_000 });
  }

  /** « Préparer la facturation » on a period and a client, as the action centre links to it. */
  async gotoPrepare(from: string, to: string, companyId: string) {
    await this.page.goto(`/client-invoices/prepare?from=${from}&to=${to}&company=${companyId}`);
    await expect(this.page.getByRole("heading", { name: "Préparer la facturation" })).toBeVisible({ timeout: 30_000 });
  }

  /** The backlog's row of a client. */
  readonly backlogRow = (company: string) =>
    this.page
      .getByRole("table")
      .getByRole("row")
      .filter({ has: this.page.getByRole("link", { name: company }) });

  /** « Préparer les brouillons »; the drafts made are listed below. */
  async prepareAll() {
    await this.page.getByRole("button", { name: "Préparer les brouillons", exact: true }).click();
    await expect(this.page.getByText(/^\d+ brouillon\(s\) préparé\(s\)$/).first()).toBeVisible({ timeout: 30_000 });
  }

  /** Opens a prepared draft from the list of drafts made. */
  async openDraft(invoiceId: string) {
    await this.page.locator(`a[href="/client-invoices/${invoiceId}"]`).click();
    await expect(this.page.getByRole("heading", { name: /^Brouillon · / })).toBeVisible({ timeout: 30_000 });
  }

  /** The detail's status tag, beside its title. */
  async expectStatus(label: string) {
    const titleRow = this.page
      .getByRole("heading", { level: 2 })
      .locator("xpath=ancestor::div[contains(concat(' ', @class, ' '), ' ant-space ')][1]");
    await expect(titleRow.getByText(label, { exact: true })).toBeVisible({ timeout: 30_000 });
  }

  /** A figure of the header card (« Reste à payer »…), as shown: the cell under its label. */
  async figure(label: string): Promise<string> {
    const header = this.page.getByRole("columnheader", { name: new RegExp(`^${label}`) }).first();
    return header.evaluate((cell) => {
      const th = cell.closest("th, td") as HTMLTableCellElement;
      const row = th.parentElement as HTMLTableRowElement;
      const below = row.nextElementSibling as HTMLTableRowElement | null;
      // Intl writes « 0,00 € » with a narrow no-break space
      return (below?.cells[th.cellIndex]?.textContent ?? "").replace(/\s+/g, " ").trim();
    });
  }

  /** Waits until a figure of the header card reads `value`: the card fills in after the
   * heading shows, so a single read can see the cell before its figure. */
  async expectFigure(label: string, value: string) {
    await expect.poll(() => this.figure(label), { timeout: 20_000 }).toBe(value);
  }

  private dialog(name: string): Locator {
    return this.page.getByRole("dialog", { name });
  }

  /** « Émettre »: the purchase order or the blocked client's reason when the dialog asks them. */
  async issue() {
    await this.page.getByRole("button", { name: "Émettre", exact: true }).click();
    const dialog = this.dialog("Émettre la facture");
    const po = dialog.getByLabel("Numéro de bon de commande");
    if (await po.isVisible()) await po.fill("BC-E2E-001");
    const reason = dialog.getByLabel("Motif de facturation d'un client bloqué");
    if (await reason.isVisible()) await reason.fill("Accord de la direction pour ce chantier");
    await dialog.getByRole("button", { name: "Émettre", exact: true }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
  }

  /** « Enregistrer un paiement »: `amount` typed (« 100,00 »), else the remaining amount it proposes. */
  async recordPayment(amount?: string) {
    await this.page.getByRole("button", { name: "Enregistrer un paiement" }).click();
    const dialog = this.dialog("Enregistrer un paiement");
    if (amount !== undefined) await dialog.getByLabel("Montant reçu").fill(amount);
    await dialog.getByLabel("Référence").fill("VIR-E2E");
    await dialog.getByRole("button", { name: "Enregistrer", exact: true }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
  }

  /** The payments card's rows (header aside). */
  readonly payments = () =>
    this.page
      .locator(".ant-card")
      .filter({ has: this.page.getByText("Paiements", { exact: true }) })
      .locator("tbody tr");
}
