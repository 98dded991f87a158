// A talent's unavailability as consultant@renfort.test, with the keyboard only on /planning:
// the arrows reach a free day of a talent, Enter opens the dialog for that talent and day, the
// reason is picked and the dialog saved from the keyboard; the day then shows
// « Indisponibilité » on the grid, Enter on it opens it again, and removing it frees the day.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { PlanningPage } from "./pages/planning-page.ts";

test.use({ account: "consultant" });

/** The first data row with a free day, and the position of that day in the row (1 = first day). */
const rowWithFreeDay = async (page: Page, grid: Locator) => {
  const rows = grid.getByRole("row");
  for (let r = 1; r < Math.min(await rows.count(), 10); r++) {
    const labels = await rows
      .nth(r)
      .getByRole("gridcell")
      .evaluateAll((cells) => cells.map((c) => c.getAttribute("aria-label") ?? ""));
    const day = labels.findIndex((label) => label.endsWith(", libre"));
    if (day >= 0) return { row: rows.nth(r), day: day + 1, label: labels[day]! };
  }
  throw new Error(`no free day in the first rows of ${page.url()}`);
};

test("records an unavailability from the grid with the keyboard, sees it, then removes it", async ({ page }) => {
  test.setTimeout(120_000);
  const planning = new PlanningPage(page);
  await page.goto("/planning");
  const grid = planning.grid();
  await expect(grid).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Ajouter une indisponibilité" })).toBeVisible();

  const { row, day, label } = await rowWithFreeDay(page, grid);
  const dayName = label.replace(/, libre$/, "");
  await row.getByRole("rowheader").click();
  for (let i = 0; i < day; i++) await page.keyboard.press("ArrowRight");
  await expect(row.getByRole("gridcell", { name: label, exact: true })).toBeFocused();
  await page.keyboard.press("Enter");

  const dialog = page.getByRole("dialog", { name: "Nouvelle indisponibilité" });
  await expect(dialog).toBeVisible();
  // the day picked on the grid is the dialog's first and last day
  const date = await dialog.getByLabel("Du").inputValue();
  expect(date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(dialog.getByLabel("Au (inclus)")).toHaveValue(date);
  // the afternoon: free whatever the neighbouring days hold (a night shift ends in the morning)
  await dialog.getByRole("radio", { name: "Journée entière" }).focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByRole("radio", { name: "Après-midi" })).toBeChecked();
  await dialog.getByRole("combobox", { name: "Motif" }).focus();
  await page.keyboard.type("Form");
  await page.keyboard.press("Enter");
  await dialog.getByLabel("Commentaire").focus();
  await page.keyboard.type("Session CACES R482");
  await dialog.getByRole("button", { name: "Enregistrer" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();

  const unavailable = row.getByRole("gridcell", { name: `${dayName}, Indisponibilité, Planifié` });
  await expect(unavailable).toBeVisible();
  await expect(unavailable).toHaveText("Indispo.");

  // Enter on it opens it again, with what was recorded; removing it frees the day
  await unavailable.click();
  await page.keyboard.press("Enter");
  const edit = page.getByRole("dialog", { name: "Modifier l'indisponibilité" });
  await expect(edit.getByLabel("Commentaire")).toHaveValue("Session CACES R482");
  await expect(edit.getByRole("radio", { name: "Après-midi" })).toBeChecked();
  await edit.getByRole("button", { name: "Supprimer l'indisponibilité" }).click();
  await page.getByRole("button", { name: "Supprimer", exact: true }).click();
  await expect(edit).toBeHidden();
  await expect(row.getByRole("gridcell", { name: label, exact: true })).toBeVisible();
});
