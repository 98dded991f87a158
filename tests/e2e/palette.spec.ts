// The command palette as consultant@renfort.test, at keyboard speed: a name typed in one burst
// (no delay between keys) stays whole in the search, finds the record, which Enter opens; the
// header's button announces the shortcut.
import { expect, test } from "./fixtures.ts";
import { CommandPalette } from "./pages/command-palette.ts";

test.use({ account: "consultant" });

test("a company's name typed in one burst stays whole, finds the company and opens it with Enter", async ({
  page,
  shell,
}) => {
  const palette = new CommandPalette(page);
  await page.goto("/companies");
  const name = (await page.getByRole("row").nth(1).getByRole("link").first().textContent())?.trim() ?? "";
  expect(name.length).toBeGreaterThan(5);

  const search = await palette.openWithShortcut();
  await page.keyboard.type(name);
  await expect(search).toHaveValue(name);
  await expect(palette.option(name).first()).toHaveAttribute("aria-selected", "true");
  // registering the record results did not touch the text either
  await expect(search).toHaveValue(name);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/companies\/[0-9a-f-]{36}$/);
  await expect(shell.heading(name)).toBeVisible();
});

test("a talent's name typed in one burst, then its end retyped, stays whole and opens the talent", async ({ page }) => {
  const palette = new CommandPalette(page);
  await page.goto("/talents");
  const name = (await page.getByRole("row").nth(1).getByRole("link").first().textContent())?.trim() ?? "";
  expect(name.length).toBeGreaterThan(5);

  const search = await palette.openWithShortcut();
  await search.pressSequentially(name, { delay: 0 });
  await expect(search).toHaveValue(name);
  await expect(palette.option(name).first()).toBeVisible();
  // a second burst while the results are registered again: its end erased and retyped at once
  for (let i = 0; i < 4; i += 1) await page.keyboard.press("Backspace");
  await page.keyboard.type(name.slice(-4));
  await expect(search).toHaveValue(name);
  await expect(palette.option(name).first()).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/talents\/[0-9a-f-]{36}(\/\w+)?$/);
});

test("the header's palette button announces its keyboard shortcut", async ({ page }) => {
  const palette = new CommandPalette(page);
  await page.goto("/");
  const isMac = await page.evaluate(() => /Mac|iPod|iPhone|iPad/.test(navigator.platform));
  await expect(palette.button()).toHaveAttribute("aria-keyshortcuts", isMac ? "Meta+K" : "Control+K");
  await palette.button().click();
  await expect(palette.search()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(palette.search()).toBeHidden();
  await page.keyboard.press(isMac ? "Meta+k" : "Control+k");
  await expect(palette.search()).toBeFocused();
});
