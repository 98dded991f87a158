// /login, by its French labels.
import { expect, type Page } from "@playwright/test";
import { ACCOUNTS, DEMO_PASSWORD, type Account } from "../accounts.ts";

export class LoginPage {
  constructor(readonly page: Page) {}

  readonly email = () => this.page.getByLabel("Adresse e-mail");
  readonly password = () => this.page.getByLabel("Mot de passe", { exact: true });
  readonly submit = () => this.page.getByRole("button", { name: "Se connecter" });
  readonly error = () => this.page.getByRole("alert");

  async goto() {
    await this.page.goto("/login");
    await expect(this.page.getByRole("heading", { name: "Connexion" })).toBeVisible();
  }

  async fill(email: string, password: string) {
    await this.email().fill(email);
    await this.password().fill(password);
    await this.submit().click();
  }

  /** Signs in from /login and waits until the app has left the sign-in page. */
  async signInAs(account: Account) {
    await this.fill(ACCOUNTS[account], DEMO_PASSWORD);
    await expect(this.page).not.toHaveURL(/\/login/);
  }
}
