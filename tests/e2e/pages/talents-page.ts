// /talents/list and /talents/:id, by their French labels.
import { expect, type Page } from "@playwright/test";

const TABS = { Qualification: "qualification", Détails: "details", Documents: "documents", Notes: "notes", CV: "resume" } as const;

export class TalentsPage {
  constructor(readonly page: Page) {}

  readonly search = () => this.page.getByRole("searchbox", { name: "Rechercher" });
  readonly filterButton = () => this.page.getByRole("button", { name: "Filtrer" });
  readonly row = (text: string) => this.page.getByRole("row").filter({ hasText: text });

  async goto() {
    await this.page.goto("/talents/list");
    await expect(this.page.getByRole("heading", { name: "Talents" })).toBeVisible();
  }

  async searchFor(text: string) {
    await this.search().fill(text);
    await this.filterButton().click();
  }

  async create(values: { firstName: string; lastName: string; email: string; phone: string }) {
    await this.page.getByRole("button", { name: "Nouveau talent" }).click();
    const dialog = this.page.getByRole("dialog", { name: "Nouveau talent" });
    await dialog.getByLabel("Prénom").fill(values.firstName);
    await dialog.getByLabel("Nom de famille").fill(values.lastName);
    await dialog.getByLabel("E-mail").fill(values.email);
    await dialog.getByLabel("Téléphone").fill(values.phone);
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(this.page).toHaveURL(/\/talents\/[0-9a-f-]{36}\/details$/);
  }

  /** The tab's own route: eleven tabs overflow antd's tab bar into its "more" menu at 1280 px. */
  async openTab(name: keyof typeof TABS) {
    const url = new URL(this.page.url());
    await this.page.goto(url.pathname.replace(/^(\/talents\/[0-9a-f-]{36}).*$/, `$1/${TABS[name]}`));
    await expect(this.page.getByRole("tab", { name, selected: true })).toBeVisible();
  }
}
