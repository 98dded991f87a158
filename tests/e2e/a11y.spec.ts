// axe-core on every working screen (the registry's routes that have a page, not the "Écran à
// venir" placeholders): 0 serious or critical violations. Main-area screens as dev@renfort.test,
// who sees them all; records are the first ones the lists show. A new screen joins by adding
// its path here (or calling expectNoSeriousA11yViolations in its own spec).
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousA11yViolations, type A11yViolation } from "./support/axe.ts";
import type { Page } from "@playwright/test";

// Pages that only a team member not yet onboarded reaches.
const NEWCOMER_PAGES = ["/onboarding"];

const PUBLIC_PAGES = ["/login", "/403", "/auth/recovery", "/auth/confirmation", "/auth/default"];

const TALENT_TABS = ["qualification", "details", "documents", "resume", "notes", "applications", "contracts"];

const STATIC_MAIN_PAGES = [
  "/talents/list",
  "/talents/super-search",
  "/contacts",
  "/companies",
  "/settings/account",
  "/settings/managees",
  "/settings/members",
  "/settings/workspace",
  "/playground",
  "/nylas-oauth/callback",
];

// The request family's screens (resources/requests): every list, and a detail of each type
// that has its own page (the others open a drawer on their list).
const REQUEST_LISTS = [
  "/advance-payment-requests/list",
  "/company-insurance-requests",
  "/definitive-end-requests",
  "/expense-claim-requests",
  "/independent-payment-requests",
  "/meal-card-requests",
  "/medical-checkup-requests",
  "/ppe-requests",
  "/professional-card-requests",
  "/qualification-training-requests",
  "/recruitment-office-invoice-requests",
  "/work-accident-requests",
];
const REQUEST_DETAILS = [
  ["/advance-payment-requests/list", "/advance-payment-requests"],
  ["/expense-claim-requests", "/expense-claim-requests"],
  ["/independent-payment-requests", "/independent-payment-requests"],
  ["/medical-checkup-requests", "/medical-checkup-requests"],
  ["/professional-card-requests", "/professional-card-requests"],
  ["/qualification-training-requests", "/qualification-training-requests"],
  ["/recruitment-office-invoice-requests", "/recruitment-office-invoice-requests"],
  ["/work-accident-requests", "/work-accident-requests"],
];

/** The path of the first link to a record (/<prefix>/<uuid>) in the page's table. */
const firstRecordPath = async (page: Page, prefix: string): Promise<string> => {
  const links = page.getByRole("table").locator(`a[href^="${prefix}/"]`);
  await expect(links.first()).toBeVisible({ timeout: 30_000 });
  const hrefs = await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href") ?? ""));
  const path = hrefs.map((href) => href.match(new RegExp(`^${prefix}/[0-9a-f-]{36}`))?.[0]).find(Boolean);
  expect(path, `a record link under ${prefix}`).toBeTruthy();
  return path ?? "";
};

/** Opens a path and waits for its content: a heading, then no request in flight (a page that
 * keeps polling is checked once its heading is there). */
const open = async (page: Page, path: string) => {
  await page.goto(path);
  // the first screen can take long on a loaded machine
  await expect(page.getByRole("heading").first()).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
};

const report = (figures: Array<{ path: string; violations: A11yViolation[] }>) => {
  const rules = figures.flatMap((f) => f.violations.map((v) => `${v.impact} ${v.rule}`));
  const elements = figures.reduce((n, f) => n + f.violations.reduce((m, v) => m + v.targets.length, 0), 0);
  console.log(`axe: ${figures.length} pages, ${rules.length} serious/critical rule violations on ${elements} elements`);
  for (const f of figures)
    if (f.violations.length)
      console.log(`  ${f.path}: ${f.violations.map((v) => `${v.rule} (${v.impact}, ${v.targets.length})`).join(", ")}`);
};

test("the pages outside the layout have no serious or critical axe violation", async ({ page }) => {
  const figures = [];
  for (const path of PUBLIC_PAGES) {
    await open(page, path);
    figures.push({ path, violations: await expectNoSeriousA11yViolations(page, path) });
  }
  report(figures);
});

test("every working screen of the main area has no serious or critical axe violation", async ({ page, signedInAs }) => {
  test.setTimeout(480_000);
  await signedInAs("developer");
  await open(page, "/talents/list");
  const talent = await firstRecordPath(page, "/talents");
  await open(page, "/contacts");
  const contact = await firstRecordPath(page, "/contacts");
  await open(page, "/companies");
  const company = await firstRecordPath(page, "/companies");
  const group = await firstRecordPath(page, "/company-groups");

  const paths = [...STATIC_MAIN_PAGES, ...TALENT_TABS.map((tab) => `${talent}/${tab}`), contact, company, group];
  const figures = [];
  for (const path of paths) {
    await open(page, path);
    figures.push({ path, violations: await expectNoSeriousA11yViolations(page, path) });
  }
  report(figures);
});

test("every request screen has no serious or critical axe violation", async ({ page, signedInAs }) => {
  test.setTimeout(900_000);
  await signedInAs("developer");
  const figures = [];
  for (const path of REQUEST_LISTS) {
    await open(page, path);
    figures.push({ path, violations: await expectNoSeriousA11yViolations(page, path) });
  }
  for (const [list, prefix] of REQUEST_DETAILS) {
    await open(page, list);
    const path = await firstRecordPath(page, prefix);
    await open(page, path);
    figures.push({ path, violations: await expectNoSeriousA11yViolations(page, path) });
  }
  await open(page, "/ppe-requests");
  await page
    .getByRole("button", { name: /^Ouvrir / })
    .first()
    .click();
  await expect(page.getByRole("dialog").getByText("Équipements").first()).toBeVisible({ timeout: 30_000 });
  figures.push({
    path: "/ppe-requests: drawer",
    violations: await expectNoSeriousA11yViolations(page, "the PPE drawer"),
  });
  report(figures);
});

test("the onboarding page of a newcomer has no serious or critical axe violation", async ({ page, signedInAs }) => {
  test.setTimeout(90_000);
  await signedInAs("newcomer");
  const figures = [];
  for (const path of NEWCOMER_PAGES) {
    await open(page, path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    figures.push({ path, violations: await expectNoSeriousA11yViolations(page, path) });
  }
  report(figures);
});

test("the talent create modal and the user menu have no serious or critical axe violation", async ({
  page,
  signedInAs,
  shell,
}) => {
  test.setTimeout(120_000);
  await signedInAs("consultant");
  await open(page, "/talents/list");
  const figures = [];

  await page.getByRole("button", { name: "Nouveau talent" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouveau talent" });
  await expect(dialog.getByLabel("Prénom")).toBeVisible();
  figures.push({
    path: "/talents/list: Nouveau talent",
    violations: await expectNoSeriousA11yViolations(page, "the talent create modal"),
  });
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await shell.userMenu().click();
  await expect(page.getByRole("menuitem", { name: "Se déconnecter" })).toBeVisible();
  figures.push({
    path: "/talents/list: Menu utilisateur",
    violations: await expectNoSeriousA11yViolations(page, "the user menu"),
  });
  report(figures);
});
