// The specs' `test`: page objects as fixtures; a spec file starts on the demo seed (the database
// is reset before its first test); and it starts signed in with a saved session —
// `test.use({ account: "consultant" })` for a file or a describe, `asAccount("partner")` for a
// further browser signed in as another account. `signedInAs` signs in through /login, for the
// specs about signing in. Each worker talks to its own server and database (support/servers.ts).
import { test as base, type Page } from "@playwright/test";
import type { Account } from "./accounts.ts";
import { AppShell } from "./pages/app-shell.ts";
import { LoginPage } from "./pages/login-page.ts";
import { MembersPage } from "./pages/members-page.ts";
import { serverFor } from "./support/servers.ts";
import { resetDatabase, sessionFile } from "./support/sessions.ts";
import { closeWarmProfile, releaseWarmContext, warmContext, warmProfileFits } from "./support/warm-profile.ts";

type Options = {
  /** the demo account the page starts signed in as (its saved session); none = signed out */
  account: Account | undefined;
};

type Fixtures = {
  loginPage: LoginPage;
  shell: AppShell;
  members: MembersPage;
  /** signs in through the /login form (slow: for the specs about signing in) */
  signedInAs: (account: Account) => Promise<void>;
  /** a page in a new browser context, signed in as `account` with its saved session */
  asAccount: (account: Account) => Promise<Page>;
  /** resets the database to the demo seed before the first test of each spec file */
  freshDatabase: void;
  /** whether the test's page is in the worker's kept profile (support/warm-profile.ts) */
  warm: boolean;
};

type WorkerFixtures = {
  /** closes the worker's kept profile when the worker ends */
  warmProfile: void;
};

/** The spec file this worker last reset the database for. */
let resetFor: string | undefined;

export const test = base.extend<Options & Fixtures, WorkerFixtures>({
  account: [undefined, { option: true }],
  // page, request and every context a test opens inherit it (Playwright's combined options)
  baseURL: async ({ baseURL }, use, testInfo) => use(serverFor(testInfo.parallelIndex) ?? baseURL),
  storageState: async ({ account, storageState, baseURL }, use) =>
    use(account ? sessionFile(account, baseURL) : storageState),
  freshDatabase: [
    async ({ playwright, baseURL }, use, testInfo) => {
      if (resetFor !== testInfo.file) {
        const request = await playwright.request.newContext({ baseURL });
        const outcome = await resetDatabase(request);
        await request.dispose();
        if (outcome === "unavailable") testInfo.annotations.push({ type: "database", description: "not reset" });
        resetFor = testInfo.file;
      }
      await use();
    },
    { auto: true },
  ],
  warmProfile: [
    async ({}, use) => {
      await use();
      await closeWarmProfile();
    },
    { scope: "worker", auto: true },
  ],
  warm: async ({ hasTouch, isMobile, offline, storageState }, use, testInfo) =>
    use(warmProfileFits({ hasTouch, isMobile, offline, storageState }, testInfo)),
  // the test's page in the kept profile when it fits (its first load then finds the app's files
  // compiled), in a new context otherwise
  context: async (
    {
      warm,
      context,
      playwright,
      launchOptions,
      baseURL,
      locale,
      timezoneId,
      reducedMotion,
      userAgent,
      deviceScaleFactor,
      viewport,
      storageState,
      actionTimeout,
      navigationTimeout,
    },
    use,
  ) => {
    if (!warm) return use(context);
    await use(
      await warmContext(playwright.chromium, {
        launchOptions,
        baseURL,
        locale,
        timezoneId,
        reducedMotion,
        userAgent,
        deviceScaleFactor,
        viewport,
        storageState,
        actionTimeout,
        navigationTimeout,
      }),
    );
    await releaseWarmContext();
  },
  page: async ({ context, warm, viewport }, use) => {
    const page = await context.newPage();
    if (warm && viewport) await page.setViewportSize(viewport);
    await use(page);
  },
  loginPage: async ({ page }, use) => use(new LoginPage(page)),
  shell: async ({ page }, use) => use(new AppShell(page)),
  members: async ({ page }, use) => use(new MembersPage(page)),
  signedInAs: async ({ loginPage }, use) =>
    use(async (account) => {
      await loginPage.goto();
      await loginPage.signInAs(account);
    }),
  asAccount: async ({ browser, baseURL }, use) => {
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = [];
    await use(async (account) => {
      const context = await browser.newContext({ storageState: sessionFile(account, baseURL) });
      contexts.push(context);
      return context.newPage();
    });
    for (const context of contexts) await context.close();
  },
});

export { expect } from "@playwright/test";
