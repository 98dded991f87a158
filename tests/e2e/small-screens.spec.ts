// A 375 px phone and a 1440 px screen, as consultant@renfort.test: the header fits (nothing
// clipped), the talents list shows a first result row in the first screen (its filters in a drawer),
// and on 1440 px the talents table fits without horizontal scrolling; sider labels are whole; the
// compact lists (resources/README.md, « Lists ») show 15 rows or more whole in the first screen,
// a column hidden in « Colonnes » stays hidden after a reload, and back from a row (and a reload)
// gives the list its filters, order and page again.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";

test.use({ account: "consultant" });

const inViewport = async (locator: Locator, width: number, height: number) => {
  const box = await locator.boundingBox();
  expect(box, "laid out").not.toBeNull();
  if (!box) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(box.y + box.height).toBeLessThanOrEqual(height);
};

/** The list's data rows wholly within the window, once its 15th row is there. */
const rowsInFirstScreen = async (page: Page, path: string): Promise<number> => {
  await page.goto(path);
  const rows = page
    .getByRole("table")
    .getByRole("row")
    .filter({ has: page.getByRole("cell") });
  await expect(rows.nth(14)).toBeVisible({ timeout: 30_000 });
  return rows.evaluateAll(
    (nodes) =>
      nodes.filter((row) => {
        const box = row.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      }).length,
  );
};

test.describe("375 px phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the header is whole and a talent row shows in the first screen", async ({ page, shell }) => {
    test.setTimeout(90_000);
    await page.goto("/talents/list");
    const heading = page.getByRole("heading", { name: "Talents", level: 2 });
    await expect(heading).toBeVisible({ timeout: 30_000 });
    await inViewport(shell.userMenu(), 375, 812);
    // the menu's button lies over no part of the page's heading
    const [menu, title] = await Promise.all([
      page.getByRole("button", { name: "Ouvrir le menu" }).boundingBox(),
      heading.boundingBox(),
    ]);
    expect(menu && title && (menu.x + menu.width <= title.x || menu.y + menu.height <= title.y)).toBe(true);
    await inViewport(page.getByRole("button", { name: /^Rechercher une page/ }), 375, 812);
    const firstRow = page.getByRole("row").nth(1);
    await expect(firstRow.getByRole("link").first()).toBeVisible({ timeout: 30_000 });
    await inViewport(firstRow.getByRole("link").first(), 375, 812);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // the secondary filters wait in a drawer opened by « Filtres (n) », its buttons in view
    await expect(page.getByRole("combobox", { name: "Disponibilité" })).toBeHidden();
    await page.getByRole("button", { name: "Filtres (0)" }).click();
    const drawer = page.getByRole("dialog", { name: "Filtres" });
    await expect(drawer.getByRole("combobox", { name: "Disponibilité" })).toBeVisible();
    // (retried: the drawer slides in)
    await expect(drawer.getByRole("button", { name: "Filtrer" })).toBeInViewport({ ratio: 1 });
  });
});

test.describe("1440 px screen", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the talents table fits without horizontal scrolling and the sider's labels are whole", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto("/talents/list");
    const table = page.getByRole("table");
    await expect(page.getByRole("row").nth(1).getByRole("link").first()).toBeVisible({ timeout: 30_000 });
    const overflow = await table.evaluate((node) => {
      const scroller = node.parentElement as HTMLElement;
      return scroller.scrollWidth - scroller.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    const link = page
      .getByRole("navigation", { name: "Navigation principale" })
      .getByRole("link", { name: "Super recherche" });
    await expect(link).toBeVisible();
    expect(await link.evaluate((node) => node.scrollWidth <= node.clientWidth + 1)).toBe(true);
  });

  test("the lists show 15 rows or more whole in the first screen", async ({ page, asAccount }) => {
    test.setTimeout(120_000);
    const counts: Record<string, number> = {};
    for (const path of ["/talents/list", "/missions/client-order", "/contracts", "/timesheets"])
      counts[path] = await rowsInFirstScreen(page, path);
    const accounting = await asAccount("accounting");
    await accounting.setViewportSize({ width: 1440, height: 900 });
    counts["/client-invoices"] = await rowsInFirstScreen(accounting, "/client-invoices");
    console.log(`rows whole at 1440 × 900: ${JSON.stringify(counts)}`);
    for (const [path, count] of Object.entries(counts)) expect(count, path).toBeGreaterThanOrEqual(15);
  });

  test("a column hidden in « Colonnes » stays hidden; back from a row restores the filters, order and page", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto("/talents/list");
    const table = page.getByRole("table");
    await expect(table.getByRole("columnheader", { name: "Ville" })).toBeVisible({ timeout: 30_000 });
    await page.getByRole("button", { name: "Colonnes" }).click();
    const panel = page.getByRole("group", { name: "Colonnes affichées et largeurs" });
    await expect(panel.getByRole("checkbox", { name: "Nom" })).toBeDisabled();
    // the pointer off the button: antd's hover colour of a default button is the theme's (4.42:1)
    await page.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(page, "/talents/list (Colonnes)");
    await panel.getByRole("checkbox", { name: "Ville" }).uncheck();
    await expect(table.getByRole("columnheader", { name: "Ville" })).toBeHidden();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Colonnes (1 masquée(s))" })).toBeFocused();
    await page.reload();
    await expect(table.getByRole("columnheader", { name: "Métier" })).toBeVisible({ timeout: 30_000 });
    await expect(table.getByRole("columnheader", { name: "Ville" })).toBeHidden();

    // a filter of the bar (« Publiée » : Non), an order, a page; a row opened, then back
    await page.goto("/missions/client-order");
    const filters = page.getByRole("search", { name: "Filtres" });
    await filters.getByRole("button", { name: /^Plus de filtres/ }).click();
    const published = filters.getByRole("combobox", { name: "Publiée" });
    await published.focus();
    await published.press("ArrowDown");
    await expect(page.getByRole("option", { name: "Non" })).toBeAttached();
    await published.press("ArrowDown");
    await published.press("Enter");
    await filters.getByRole("button", { name: "Filtrer" }).click();
    await expect(page).toHaveURL(/filters\[0\]\[field\]=is_public/);
    await table.getByRole("columnheader", { name: "Référence" }).click();
    await expect(table.getByRole("columnheader", { name: "Référence" })).toHaveAttribute("aria-sort", "ascending");
    // the rows read once the sorted (then the second) page has arrived, not the previous one's
    const loaded = () => expect(page.locator("[aria-busy=true]")).toHaveCount(0, { timeout: 30_000 });
    await expect(page).toHaveURL(/sorters\[0\]\[field\]=reference/);
    await loaded();
    const firstLink = table.getByRole("row").nth(1).getByRole("link").first();
    const firstOfPage1 = await firstLink.innerText();
    await page.getByRole("listitem", { name: "2", exact: true }).click();
    await expect(page).toHaveURL(/currentPage=2/);
    await expect(firstLink).not.toHaveText(firstOfPage1);
    await loaded();
    const first = await firstLink.innerText();
    const listUrl = page.url();
    await firstLink.click();
    await expect(page).toHaveURL(/\/missions\/[0-9a-f-]{36}/);
    await page.goBack();
    for (const step of ["back", "reload"]) {
      if (step === "reload") await page.reload();
      await expect(page, step).toHaveURL(listUrl);
      await expect(table.getByRole("row").nth(1).getByRole("link").first(), step).toHaveText(first, {
        timeout: 30_000,
      });
      await expect(table.getByRole("columnheader", { name: "Référence" }), step).toHaveAttribute(
        "aria-sort",
        "ascending",
      );
      await expect(page.getByRole("listitem", { name: "2", exact: true }), step).toHaveClass(/active/);
      // the bar shows the filter as chosen, « Non » (the URL holds « false »)
      await expect(filters.getByTitle("Non", { exact: true }), step).toBeVisible();
    }
  });
});
