// /settings/members: one row per team member, found by e-mail.
import { expect, type Page } from "@playwright/test";

export class MembersPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto("/settings/members");
    await expect(this.page.getByRole("heading", { name: "Membres", level: 2 })).toBeVisible();
  }

  readonly row = (email: string) => this.page.getByRole("row").filter({ hasText: email });

  readonly level = (email: string) => this.row(email).getByLabel(/^Niveau de management/);

  readonly role = (email: string, label: string) => this.row(email).getByText(label, { exact: true });

  async addRole(email: string, label: string) {
    await this.row(email)
      .getByRole("button", { name: /^Ajouter un rôle/ })
      .click();
    await this.page.getByRole("menuitem", { name: label, exact: true }).click();
  }

  async removeRole(email: string, label: string) {
    await this.row(email).getByLabel(`Retirer le rôle ${label}`).click();
  }

  async step(email: string, direction: "up" | "down") {
    const name = direction === "up" ? /^Monter d'un niveau/ : /^Descendre d'un niveau/;
    await this.row(email).getByRole("button", { name }).click();
  }
}
