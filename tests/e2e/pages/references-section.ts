// « Références » on a talent's page (and, compact, in an application's drawer): the talent's
// reference checks and « Demander une prise de références », by their French labels.
import { expect, type Page } from "@playwright/test";

export type NewReferenceCheck = { referee: string; company: string; phone: string; reminder?: string };

export class ReferencesSection {
  constructor(private readonly page: Page) {}

  /** the section's CSS selector, for an axe check limited to it */
  static readonly selector = '[role="region"][aria-label="Références"]';

  readonly section = () => this.page.getByRole("region", { name: "Références" });
  readonly row = (referee: string) => this.section().getByRole("row").filter({ hasText: referee });
  readonly createButton = () => this.section().getByRole("button", { name: "Demander une prise de références" });
  readonly createDialog = () => this.page.getByRole("dialog", { name: "Nouvelle demande" });

  /** Opens the create form from the keyboard (focus, Enter), fills it and saves it. */
  async request(values: NewReferenceCheck) {
    await this.createButton().focus();
    await this.page.keyboard.press("Enter");
    const dialog = this.createDialog();
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await dialog.getByLabel("Référent", { exact: true }).fill(values.referee);
    await dialog.getByLabel("Entreprise du référent").fill(values.company);
    await dialog.getByLabel("Téléphone du référent").fill(values.phone);
    if (values.reminder) {
      await dialog.getByLabel("Relance le").fill(values.reminder);
      // a click outside the picker keeps the typed day
      await dialog.getByText("Nouvelle demande").click();
    }
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
  }
}
