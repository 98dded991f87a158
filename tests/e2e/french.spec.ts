// No English reaches a user: antd's French locale in pagination and date pickers, icons named in
// French or hidden, the tab bar's announcement in French.
import { expect, test } from "./fixtures.ts";

test.use({ account: "consultant" });

const ENGLISH_ICON_NAMES = [
  "left",
  "right",
  "search",
  "down",
  "up",
  "close-circle",
  "close",
  "ellipsis",
  "calendar",
  "caret-up",
  "caret-down",
  "double-right",
  "eye-invisible",
  "bars",
];

test("pagination, icons and date pickers speak French", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/talents/list");
  // the first screen can take long on a loaded machine
  await expect(page.getByRole("row").nth(1).getByRole("link").first()).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByRole("listitem", { name: "Page précédente" }).or(page.getByTitle("Page précédente")).first(),
  ).toBeAttached();
  await expect(page.getByTitle("Previous Page")).toHaveCount(0);
  await expect(page.getByLabel("Page Size")).toHaveCount(0);
  await expect(page.getByTitle("Next Page")).toHaveCount(0);
  const names = await page
    .locator("[role=img][aria-label]")
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("aria-label")));
  expect(names.filter((name) => ENGLISH_ICON_NAMES.includes(name ?? ""))).toEqual([]);

  await page.getByRole("row").nth(1).getByRole("link").first().click();
  await page.getByRole("tab", { name: "Détails" }).click();
  await expect(page).toHaveURL(/\/details$/);
  // the pickers show the format they read (antd-locale.ts), never antd's English « Select date »
  const picker = page.getByPlaceholder("JJ/MM/AAAA").first();
  await expect(picker).toBeAttached();
  await expect(page.getByPlaceholder("Select date")).toHaveCount(0);
});
