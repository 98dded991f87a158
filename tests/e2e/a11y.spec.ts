// axe-core on every working screen (the registry's routes that have a page, not the "Écran à
// venir" placeholders): 0 serious or critical violations. Main-area screens as dev@renfort.test,
// who sees them all; records are the first ones the lists show. A new screen joins by adding
// its path here (or calling expectNoSeriousA11yViolations in its own spec).
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousA11yViolations, type A11yViolation } from "./support/axe.ts";
import type { Page } from "@playwright/test";
import { apiAs } from "./support-api.ts";

// Pages that only a team member not yet onboarded reaches.
const NEWCOMER_PAGES = ["/onboarding"];

const PUBLIC_PAGES = ["/login", "/403", "/auth/recovery", "/auth/confirmation", "/auth/default"];

const TALENT_TABS = [
  "qualification",
  "details",
  "documents",
  "resume",
  "notes",
  "applications",
  "contracts",
  "find-missions",
];

/** The mission tabs that have their screen. */
const MISSION_TABS = ["find-talents", "job-posting"];

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

test("every working screen of the main area has no serious or critical axe violation", async ({
  page,
  request,
  signedInAs,
}) => {
  test.setTimeout(480_000);
  await signedInAs("developer");
  await open(page, "/talents/list");
  const talent = await firstRecordPath(page, "/talents");
  await open(page, "/contacts");
  const contact = await firstRecordPath(page, "/contacts");
  await open(page, "/companies");
  const company = await firstRecordPath(page, "/companies");
  const group = await firstRecordPath(page, "/company-groups");
  const { rows: orders } = await (
    await apiAs(request, "developer")
  ).get<Array<{ id: string }>>(
    "/rest/v1/mission?select=id&is_client_order=eq.true&status=eq.open&order=reference&limit=1",
  );
  const mission = `/missions/${orders[0].id}`;

  const paths = [
    ...STATIC_MAIN_PAGES,
    ...TALENT_TABS.map((tab) => `${talent}/${tab}`),
    ...MISSION_TABS.map((tab) => `${mission}/${tab}`),
    contact,
    company,
    group,
  ];
  const figures = [];
  for (const path of paths) {
    await open(page, path);
    figures.push({ path, violations: await expectNoSeriousA11yViolations(page, path) });
  }
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
