// /company-groups/:id by its French labels: the header's « Modifier » and status moves, its
// companies (« Ajouter des entreprises », « Retirer »); and « Nouveau groupe » beside a company
// form's « Groupe ».
import { expect, type Locator, type Page } from "@playwright/test";

export class CompanyGroupPage {
  constructor(readonly page: Page) {}

  readonly heading = (name: string) => this.page.getByRole("heading", { name, level: 2 });
  /** A row of the group's companies (a company's name is a link of its row). */
  readonly companyRow = (name: string) =>
    this.page.getByRole("row").filter({ has: this.page.getByRole("link", { name, exact: true }) });
  /** The open confirmation (antd's Popconfirm). */
  readonly confirmation = () => this.page.locator(".ant-popconfirm:visible");

  /** On a company's details: « Nouveau groupe », named and created; the form's « Groupe » then shows it. */
  async createFromCompanyForm(name: string) {
    await this.page.getByRole("button", { name: "Nouveau groupe" }).click();
    const dialog = this.page.getByRole("dialog", { name: "Nouveau groupe d'entreprises" });
    await dialog.getByLabel("Nom du groupe").fill(name);
    await dialog.getByRole("button", { name: "Créer le groupe" }).click();
    await expect(dialog).toBeHidden();
    const field = this.page.getByRole("combobox", { name: "Groupe" });
    await expect(field.locator("xpath=ancestor::div[contains(@class,'ant-select')][1]")).toContainText(name);
  }

  /** « Ajouter des entreprises »: each company typed, then Enter (antd select, searchable once open); then saved. */
  async addCompanies(names: string[]) {
    await this.page.getByRole("button", { name: "Ajouter des entreprises" }).click();
    const dialog = this.page.getByRole("dialog", { name: "Ajouter des entreprises au groupe" });
    const select = dialog.getByRole("combobox", { name: "Entreprises" });
    await select.click();
    for (const name of names) {
      await select.fill(name);
      await expect(this.page.getByRole("option", { name, exact: true })).toBeAttached();
      await select.press("Enter");
    }
    await select.press("Escape");
    await dialog.getByRole("button", { name: "Ajouter", exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  /** « Modifier »: a new name, saved. */
  async rename(name: string) {
    await this.page.getByRole("button", { name: "Modifier" }).click();
    const dialog = this.page.getByRole("dialog", { name: "Modifier le groupe" });
    const field = dialog.getByLabel("Nom du groupe");
    await expect(field).not.toHaveValue("");
    await field.fill(name);
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(dialog).toBeHidden();
  }

  /** « Retirer » on a company's row, confirmed. */
  async remove(name: string) {
    await this.companyRow(name)
      .getByRole("button", { name: `Retirer ${name} du groupe` })
      .click();
    await this.confirm("Retirer");
  }

  async confirm(button: string) {
    const popover = this.confirmation();
    await expect(popover).toBeVisible();
    await popover.getByRole("button", { name: button }).click();
  }

  /** The header's status tag (the pages left behind stay mounted, hidden: visible tags only). */
  statusTag(label: string): Locator {
    return this.page.locator(".ant-tag:visible").filter({ hasText: new RegExp(`^${label}$`) });
  }
}
