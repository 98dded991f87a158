// /contracts/:id and its review screens, and the contract form, by their French labels.
import { expect, type Locator, type Page } from "@playwright/test";

export class ContractPage {
  constructor(readonly page: Page) {}

  readonly createDialog = () => this.page.getByRole("dialog", { name: "Nouveau contrat" });
  readonly statusTag = (label: string) => this.page.getByTestId("contract-status").getByText(label, { exact: true });

  async goto(path: string) {
    await this.page.goto(path);
    await expect(this.page.getByRole("heading", { name: /CTR-/ })).toBeVisible({ timeout: 30_000 });
  }

  async expectStatus(label: string) {
    await expect(this.statusTag(label)).toBeVisible({ timeout: 20_000 });
  }

  /** The contract's fields in the create modal or the detail's form. */
  async fill(
    form: Locator,
    values: { start?: string; end?: string; schedule?: string; wage?: string; coefficient?: string },
  ) {
    if (values.start) await form.getByLabel("Début", { exact: true }).fill(values.start);
    if (values.end) await form.getByLabel("Fin", { exact: true }).fill(values.end);
    if (values.schedule) await form.getByLabel("Horaires", { exact: true }).fill(values.schedule);
    if (values.wage) await form.getByLabel("Salaire horaire brut (€)").fill(values.wage);
    if (values.coefficient) await form.getByLabel("Coefficient", { exact: true }).fill(values.coefficient);
  }

  async act(name: string, comment?: string) {
    await this.page.getByRole("button", { name, exact: true }).click();
    if (comment === undefined) return;
    const dialog = this.page.getByRole("dialog");
    await dialog.getByLabel("Commentaire").fill(comment);
    await dialog.getByRole("button", { name: "Confirmer" }).click();
    await expect(dialog).toBeHidden();
  }

  /** The « Relevés d'heures » card of the contract's detail. */
  readonly timesheetsCard = () => this.page.getByRole("region", { name: "Relevés d'heures" });

  /** Opens « Créer un relevé » from the contract's card; returns its dialog, the period shown. */
  async openCreateWeek(): Promise<Locator> {
    await this.timesheetsCard().getByRole("button", { name: "Créer un relevé" }).click();
    const dialog = this.page.getByRole("dialog", { name: "Créer un relevé d'heures" });
    await expect(dialog.getByText(/^Relevés possibles (du|à partir du) /)).toBeVisible({ timeout: 20_000 });
    return dialog;
  }
}
