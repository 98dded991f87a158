// /pay-tracking and /pay-tracking/:id, by their French labels.
import { expect, type Page } from "@playwright/test";

export class PayTrackingPage {
  constructor(readonly page: Page) {}

  readonly list = () => this.page.getByRole("table").first();

  async goto() {
    await this.page.goto("/pay-tracking");
    await expect(this.page.getByRole("heading", { name: "Suivi de paie" })).toBeVisible({ timeout: 30_000 });
  }

  /** Opens a month (YYYY-MM) with the period filter. */
  async openPeriod(month: string) {
    await this.page.getByRole("textbox", { name: /^Période/ }).fill(month);
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
