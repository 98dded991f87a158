// A 375 px phone and a 1440 px screen, as consultant@renfort.test: the header fits (nothing
// clipped), the talents list shows a first result row in the first screen (its filters in a drawer),
// and on 1440 px the talents table fits without horizontal scrolling; sider labels are whole.
import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

test.use({ account: "consultant" });

const inViewport = async (locator: Locator, width: number, height: number) => {
  const box = await locator.boundingBox();
  expect(box, "laid out").not.toBeNull();
  if (!box) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(box.y + box.height).toBeLessThanOrEqual(height);
};

test.describe("375 px phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the header is whole and a talent row shows in the first screen", async ({ page, shell }) => {
    test.setTimeout(90_000);
    await page.goto("/talents/list");
    await expect(page.getByRole("heading", { name: "Talents", level: 2 })).toBeVisible({ timeout: 30_000 });
    await inViewport(shell.userMenu(), 375, 812);
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
});
