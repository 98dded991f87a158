// The main area's frame: sider, header (workspace switcher, user menu), page heading, toasts.
import { expect, type Page } from "@playwright/test";

export class AppShell {
  constructor(readonly page: Page) {}

  readonly sider = () => this.page.getByRole("complementary");
  readonly heading = (name: string | RegExp) => this.page.getByRole("heading", { name, level: 2 });
  readonly comingSoon = () => this.page.getByText("Écran à venir");
  readonly workspaceSwitcher = () => this.page.getByRole("button", { name: /^Workspace : .*, changer de workspace$/ });
  readonly userMenu = () => this.page.getByRole("button", { name: "Menu utilisateur" });
  readonly toasts = () => this.page.getByRole("region", { name: "Notifications (F8)" });

  async openCommandPalette() {
    await expect(this.page.getByRole("button", { name: /^Rechercher une page/ })).toBeVisible();
    await this.page.keyboard.press("ControlOrMeta+k");
    return this.page.getByRole("combobox", { name: "Aller à une page…" });
  }

  async signOut() {
    await this.userMenu().click();
    await this.page.getByRole("menuitem", { name: "Se déconnecter" }).click();
    await expect(this.page).toHaveURL(/\/login$/);
  }

  async openAccount() {
    await this.userMenu().click();
    await this.page.getByRole("menuitem", { name: "Mon compte" }).click();
  }

  async switchWorkspace(name: string) {
    const item = this.page.getByRole("menuitem", { name: new RegExp(`^${name}`) });
    // on a loaded machine a click can open nothing (seen in CI, the menu never showed): open the
    // menu until its item shows
    await expect(async () => {
      if (!(await item.isVisible())) await this.workspaceSwitcher().click();
      await expect(item).toBeVisible({ timeout: 3_000 });
    }).toPass();
    await item.click();
    await expect(this.workspaceSwitcher()).toHaveAccessibleName(`Workspace : ${name}, changer de workspace`);
  }

  async expectToast(text: string | RegExp) {
    await expect(this.toasts().getByText(text).first()).toBeVisible();
  }
}
