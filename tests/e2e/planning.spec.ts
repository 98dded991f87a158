// Planning as consultant@renfort.test: the timeline of the month with the seed's shifts
// (generated from the signed contracts), the filters kept in the address, the keyboard path
// from a shift to its contract, and one edit there — a move saved, an overlap refused in French.
import { expect, test } from "./fixtures.ts";
import { PlanningPage } from "./pages/planning-page.ts";
import { fillTime } from "./support/pickers.ts";

test.use({ account: "consultant" });

test("the timeline filters by company and job, and the keyboard opens a shift's contract", async ({ page }) => {
  test.setTimeout(120_000);
  const planning = new PlanningPage(page);
  await page.goto("/planning");
  await expect(page.getByRole("heading", { name: "Planning" })).toBeVisible({ timeout: 30_000 });
  await expect(planning.grid()).toBeVisible({ timeout: 30_000 });
  const all = await planning.count();
  expect(all).toBeGreaterThan(0);

  await page.getByText("Semaine", { exact: true }).click();
  await expect(page).toHaveURL(/period=week/);
  // the week's timeline shown (its read done) before the next choice, as a user sees it
  await expect(page.getByRole("main").locator("[aria-busy=true]")).toHaveCount(0);
  await expect(planning.grid()).toBeVisible();
  // a click landing while the bar re-renders (the week's selects loading their options) can be
  // lost, as a user's would be: clicked again until the period changes
  await expect(async () => {
    await page.getByText("Mois", { exact: true }).click();
    await expect(page).toHaveURL(/period=month/, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });

  await planning.filterFirst("Métier");
  await expect(page).toHaveURL(/job_id=/);
  await expect.poll(() => planning.count()).toBeLessThan(all);
  await page.goto("/planning");
  await expect.poll(() => planning.count()).toBe(all);

  await planning.filterFirst("Entreprise");
  await expect(page).toHaveURL(/company_id=/);
  await expect.poll(() => planning.count()).toBeLessThanOrEqual(all);

  await page.goto("/planning");
  const cell = planning.shiftCells().first();
  await expect(cell).toBeVisible();
  const key = /contrat (\S+)$/.exec((await cell.getAttribute("aria-label")) ?? "")?.[1] ?? "";
  await cell.click();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowLeft");
  await expect(cell).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/planning/${key}$`));
  await expect(page.getByRole("heading", { name: `Planning du contrat ${key}` })).toBeVisible();
});

test("a consultant moves a shift of a contract, and an overlapping shift is refused in French", async ({ page }) => {
  test.setTimeout(120_000);
  const planning = new PlanningPage(page);
  await page.goto("/planning");
  const cell = planning.shiftCells().first();
  await expect(cell).toBeVisible({ timeout: 30_000 });
  await cell.dblclick();
  await expect(page.getByRole("heading", { name: /Planning du contrat/ })).toBeVisible({ timeout: 30_000 });

  const move = page.getByRole("button", { name: /^Déplacer / }).first();
  await move.click();
  const dialog = page.getByRole("dialog", { name: /Déplacer le créneau du/ });
  const date = await dialog.getByLabel("Date").inputValue();
  await fillTime(dialog.getByLabel("Début"), "09:00");
  await fillTime(dialog.getByLabel("Fin"), "16:00");
  await dialog.getByLabel("Pause (minutes)").fill("30");
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("cell", { name: /09:00–16:00/ }).first()).toBeVisible();

  await page.getByRole("button", { name: "Ajouter un créneau" }).click();
  const add = page.getByRole("dialog", { name: "Nouveau créneau" });
  // the day as the dialog shows it (JJ/MM/AAAA), typed back
  await add.getByLabel("Date").fill(date);
  await add.getByLabel("Date").press("Tab");
  await fillTime(add.getByLabel("Début"), "10:00");
  await fillTime(add.getByLabel("Fin"), "12:00");
  await add.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText(/Ce créneau chevauche un autre créneau du talent le/)).toBeVisible();
  // the refused form keeps what was typed
  await expect(add.getByLabel("Début")).toHaveValue("10:00");
});
