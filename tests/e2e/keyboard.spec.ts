// Keyboard only, as consultant@renfort.test: the palette's documented shortcut finds and opens
// a company; the talents list's filter bar is crossed with Tab to a row's link, opened with
// Enter; a creation modal opens with Enter, closes with Escape, picks a NAF code by typing
// its activity and submits with Enter.
import { expect, test } from "./fixtures.ts";
import { Keyboard } from "./pages/keyboard.ts";
import { TalentsPage } from "./pages/talents-page.ts";

test.use({ account: "consultant" });

test("the palette's shortcut finds a company by typing and opens it with Enter", async ({ page, shell }) => {
  await page.goto("/companies");
  const name = (await page.getByRole("row").nth(1).getByRole("link").first().textContent())?.trim() ?? "";
  expect(name).not.toBe("");
  await expect(page.getByRole("button", { name: /Rechercher une page/ })).toContainText("Ctrl K");

  const search = await shell.openCommandPalette();
  await expect(search).toBeFocused();
  await search.pressSequentially(name);
  await expect(page.getByRole("option", { name }).first()).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/companies\/[0-9a-f-]{36}$/);
  await expect(shell.heading(name)).toBeVisible();
});

test("the talents list's filter bar is crossed with Tab to a row link opened with Enter", async ({ page }) => {
  const talents = new TalentsPage(page);
  const keys = new Keyboard(page);
  await talents.goto();
  await expect(talents.row("").nth(1).getByRole("link").first()).toBeVisible();

  await talents.search().focus();
  await keys.expectVisibleFocus();
  const path = await keys.tabUntil((f) => f.inRow && f.tag === "a" && !!f.href?.startsWith("/talents/"));
  expect(path.map((f) => f.name)).toEqual(expect.arrayContaining(["Filtrer", "Réinitialiser", "Plus de filtres (11)"]));
  // the secondary filters, folded when none is set, are not on the way
  // ("Disponibilité" is also a column header on the way: the fields checked are not columns)
  for (const field of ["Métier", "Responsable", "Autour de (ville)"])
    expect(path.map((f) => f.name)).not.toContain(field);
  expect(path.filter((f) => !f.visibleFocus).map((f) => `${f.tag}:${f.name}`)).toEqual([]);
  const { href } = await keys.focused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${href}(/(details|qualification))?$`));
});

test("a creation modal opens with Enter, closes with Escape, picks a NAF code and submits with Enter", async ({
  page,
  shell,
}) => {
  const name = `Clavier Travaux ${Date.now().toString().slice(-6)}`;
  await page.goto("/companies");
  const create = page.getByRole("button", { name: "Nouvelle entreprise" });
  const dialog = page.getByRole("dialog", { name: "Nouvelle entreprise" });
  const focusInside = () => dialog.evaluate((node) => node.contains(document.activeElement));
  await create.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await expect.poll(focusInside, { message: "the modal takes the focus once open" }).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(create).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await expect.poll(focusInside).toBe(true);
  const naf = dialog.getByLabel("Code NAF");
  await naf.focus();
  await naf.pressSequentially("maconnerie generale", { delay: 30 });
  await expect(
    page.getByRole("option", { name: "43.99C — Travaux de maçonnerie générale et gros œuvre de bâtiment" }),
  ).toBeAttached();
  await page.keyboard.press("Enter");
  await dialog.getByLabel("Raison sociale").focus();
  await page.keyboard.type(name);
  await page.keyboard.press("Enter");
  await expect(shell.heading(name)).toBeVisible();
  await expect(page).toHaveURL(/\/companies\/[0-9a-f-]{36}$/);
  await expect(
    page.getByText("43.99C — Travaux de maçonnerie générale et gros œuvre de bâtiment").first(),
  ).toBeVisible();
});
