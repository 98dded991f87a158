// /pay-tracking and /pay-tracking/:id, by their French labels.
import { expect, type Page } from "@playwright/test";

export class PayTrackingPage {
  constructor(readonly page: Page) {}

  readonly list = () => this.page.getByRole("table").first();

  async goto() {
    await this.page.goto("/pay-tracking");
    await expect(this.page.getByRole("heading", { name: "Suivi de paie" })).toBeVisible({ timeout: 30_000 });
  }

  /** Opens a month (YYYY-MM) with the period filter, and one talent's lines when named (the
   * list pages a month's lines). */
  async openPeriod(month: string, talent?: string) {
    await this.page.getByRole("textbox", { name: /^Période/ }).fill(month);
    if (talent) {
      await this.page.getByRole("button", { name: /^Plus de filtres/ }).click();
      const field = this.page.getByLabel("Talent", { exact: true });
      await field.click();
      await field.fill(talent);
      await this.page
        .locator(".ant-select-dropdown:visible .ant-select-item-option", { hasText: talent })
        .first()
        .click();
    }
    await this.page.getByRole("button", { name: "Filtrer" }).click();
    await expect(this.page).toHaveURL(new RegExp(`value%5D=${month}-01|value\\]=${month}-01`));
  }

  /** The list's row of a talent. */
  readonly row = (talent: string) => this.list().getByRole("row").filter({ hasText: talent });

  async openLine(talent: string) {
    await this.row(talent).getByRole("link", { name: talent }).first().click();
    await expect(this.page.getByRole("heading", { name: new RegExp(talent) })).toBeVisible({ timeout: 30_000 });
  }

  readonly elements = () => this.page.getByRole("table").filter({ hasText: "Code" }).first();

  /** A pay element's row of the detail, by its code (« HN », « IFM »…): its cells as shown. */
  async element(code: string) {
    const row = this.elements()
      .getByRole("row")
      .filter({ has: this.page.getByRole("cell", { name: code, exact: true }) });
    await expect(row).toHaveCount(1, { timeout: 30_000 });
    const cells = (await row.getByRole("cell").allInnerTexts()).map((text) => text.trim());
    // Code, Libellé, Contrat, Catégorie, Quantité, Taux, Montant, Origine
    return { label: cells[1], quantity: cells[4], rate: cells[5], amount: cells[6] };
  }

  /** The codes of the detail's elements, in their order. */
  async elementCodes(): Promise<string[]> {
    const rows = this.elements().getByRole("row");
    const codes = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelector("td")?.textContent?.trim() ?? ""));
    return codes.filter(Boolean);
  }

  /** A figure of the « Totals » card (« Brut total »…), as shown. */
  readonly totalsCard = () =>
    this.page.locator(".ant-card").filter({ has: this.page.getByText("Totaux", { exact: true }) });

  /** Moves the pay along its statuses; « Contrôlée » asks the net to pay from the payroll software. */
  async moveTo(label: string, netToPay?: string) {
    await this.page.getByRole("button", { name: `Passer à « ${label} »` }).click();
    if (netToPay === undefined) return;
    const dialog = this.page.getByRole("dialog", { name: `Passer la paie à « ${label} »` });
    await dialog.getByLabel("Net à payer (repris du logiciel de paie)").fill(netToPay);
    await dialog.getByRole("button", { name: "Marquer comme contrôlée" }).click();
    await expect(dialog).toBeHidden();
  }

  /** Exports the period shown, as XLSX; the download comes once the file is written. */
  async exportPeriod() {
    await this.page.getByRole("button", { name: "Exporter la période vers la paie" }).click();
    const dialog = this.page.getByRole("dialog", { name: /^Exporter la paie de / });
    await dialog.getByText("XLSX").click();
    const download = this.page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Exporter" }).click();
    return { download };
  }

  /** The dialog listing the controlled pays an export left out (no computed element), by its title. */
  readonly leftOut = (count: number) => this.page.getByRole("dialog", { name: `Paies non exportées : ${count}` });

  async closeLeftOut(count: number) {
    const dialog = this.leftOut(count);
    await dialog.getByRole("button", { name: "J'ai compris" }).click();
    await expect(dialog).toBeHidden();
  }
}
