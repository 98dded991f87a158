// Keyboard only (Tab, Enter and typing), as consultant@renfort.test: sign in, the skip link,
// the palette's button reached with Tab, a talent found by name and opened with Enter; the
// focus lands on the opened page's heading.
import type { Page } from "@playwright/test";
import { ACCOUNTS, DEMO_PASSWORD } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { CommandPalette } from "./pages/command-palette.ts";
import { Keyboard } from "./pages/keyboard.ts";

/** A talent's name as the list shows it, read in a second tab of the same session (setup, not the path). */
const firstTalentName = async (page: Page): Promise<string> => {
  const other = await page.context().newPage();
  await other.goto("/talents/list");
  const link = other.getByRole("row").nth(1).getByRole("link").first();
  await expect(link).toBeVisible({ timeout: 30_000 });
  const name = (await link.textContent())?.trim() ?? "";
  await other.close();
  return name;
};

const signInWithKeyboard = async (page: Page, keys: Keyboard) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Connexion" })).toBeVisible();
  await keys.tabUntil((f) => f.name === "Adresse e-mail", 5);
  await page.keyboard.type(ACCOUNTS.consultant);
  await keys.tabUntil((f) => f.name === "Mot de passe", 3);
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page).not.toHaveURL(/\/login/);
};

test("sign-in, search and a talent opened with the keyboard only; focus on its heading", async ({ page }) => {
  test.setTimeout(90_000);
  const keys = new Keyboard(page);
  const palette = new CommandPalette(page);
  await signInWithKeyboard(page, keys);
  await expect(palette.button()).toBeVisible({ timeout: 30_000 });
  const name = await firstTalentName(page);
  expect(name.length).toBeGreaterThan(3);

  // from the page's start: the landing page's heading holds the focus after sign-in, and the
  // action centre's links follow it
  await page.evaluate(() => {
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute("tabindex");
  });
  await page.keyboard.press("Tab");
  expect((await keys.focused()).name).toBe("Aller au contenu");
  const path = await keys.tabUntil((f) => f.name.startsWith("Rechercher une page"), 60);
  console.log(`keyboard path: ${path.length + 1} Tab presses from the page's start to the search`);
  await page.keyboard.press("Enter");
  await expect(palette.search()).toBeFocused();
  await page.keyboard.type(name);
  await expect(palette.option(name).first()).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/talents\/[0-9a-f-]{36}(\/\w+)?$/);
  await expect(
    page.getByRole("heading", { level: 2, name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i") }),
  ).toBeFocused();
});

test.describe("signed in", () => {
  test.use({ account: "consultant" });

  test("the skip link is the first Tab stop and takes the focus to the page heading, past the sider", async ({
    page,
  }) => {
    const keys = new Keyboard(page);
    await page.goto("/talents/list");
    await expect(page.getByRole("heading", { name: "Talents", level: 2 })).toBeVisible({ timeout: 30_000 });
    await page.locator("body").focus();
    await page.keyboard.press("Tab");
    expect((await keys.focused()).name).toBe("Aller au contenu");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Talents", level: 2 })).toBeFocused();
    await page.keyboard.press("Tab");
    const next = page.locator(":focus");
    await expect(next).toBeVisible();
    expect(await next.evaluate((node) => !!node.closest("main") && !node.closest("nav"))).toBe(true);
  });

  test("after a tab change the focus is on the page heading, not dropped on the body", async ({ page }) => {
    await page.goto("/talents/list");
    await page.getByRole("row").nth(1).getByRole("link").first().click();
    await expect(page.getByRole("tab", { name: "Qualification", selected: true })).toBeVisible();
    const details = page.getByRole("tab", { name: "Détails" });
    await details.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/details$/);
    await expect(page.getByRole("heading", { level: 2 })).toBeFocused();
  });
});
