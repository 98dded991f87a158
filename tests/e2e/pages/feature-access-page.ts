// Feature access: the request page of the deep research, the deciders' section of
// Paramètres › Membres, and the bell that links one to the other.
import { expect, type Page } from "@playwright/test";

export const REQUEST_ACCESS = "/talents/deep-research/request-access";

export class FeatureAccessPage {
  constructor(readonly page: Page) {}

  readonly reason = () => this.page.getByLabel("Pourquoi en avez-vous besoin ?");

  async ask(reason: string) {
    await this.reason().fill(reason);
    await this.page.getByRole("button", { name: "Demander l'accès" }).click();
  }

  readonly section = () => this.page.getByRole("region", { name: "Accès aux fonctionnalités" });

  /** Opens the bell's drawer and follows the notification whose title starts with `title`. */
  async followNotification(title: string) {
    const bell = this.page.getByRole("button", { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName(/non lues/, { timeout: 30_000 });
    await bell.click();
    const drawer = this.page.getByRole("dialog", { name: "Notifications" });
    const link = drawer.getByRole("link", { name: new RegExp(`^${title}`) });
    await expect(link).toBeVisible({ timeout: 15_000 });
    await link.click();
  }
}
