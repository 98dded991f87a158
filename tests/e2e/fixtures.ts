// Page objects as fixtures, and `signedInAs` for tests that start inside the app.
import { test as base } from "@playwright/test";
import type { Account } from "./accounts.ts";
import { AppShell } from "./pages/app-shell.ts";
import { LoginPage } from "./pages/login-page.ts";
import { MembersPage } from "./pages/members-page.ts";

type Fixtures = {
  loginPage: LoginPage;
  shell: AppShell;
  members: MembersPage;
  signedInAs: (account: Account) => Promise<void>;
};

export const test = base.extend<Fixtures>({
  loginPage: async ({ page }, use) => use(new LoginPage(page)),
  shell: async ({ page }, use) => use(new AppShell(page)),
  members: async ({ page }, use) => use(new MembersPage(page)),
  signedInAs: async ({ loginPage }, use) =>
    use(async (account) => {
      await loginPage.goto();
      await loginPage.signInAs(account);
    }),
});

export { expect } from "@playwright/test";
