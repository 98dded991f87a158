// The centres as csm@renfort.test: a medical centre created with the address field (commune
// search), found in the list by its name and opened in its edit modal with its address; the
// centres ranked by distance from a talent (computed by the database, shown without the map).
import { expect, test } from "./fixtures.ts";
import { CentresPage } from "./pages/centres-page.ts";

test.use({ account: "csm" });

test("a CSM creates a medical centre with the address search, finds it in the list and opens it", async ({ page }) => {
  test.setTimeout(120_000);
  const name = `SPSTI Rhône Test ${Date.now().toString().slice(-6)}`;
  const centres = new CentresPage(page);
  await page.goto("/medical-centers");
  await expect(page.getByRole("heading", { name: "Centres médicaux" })).toBeVisible();

  await page.getByRole("button", { name: "Nouveau centre médical" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouveau centre médical" });
  await centres.fillMedicalCentre(dialog, {
    name,
    street: "12 avenue Roger Salengro",
    city: "villeurbanne",
    option: "Villeurbanne (69100)",
  });
  await dialog.getByLabel("E-mail").fill("pas-un-email");
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(dialog.getByText("L'e-mail est invalide")).toBeVisible();
  await dialog.getByLabel("E-mail").fill("contact@spsti-rhone.fr");
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("searchbox", { name: "Rechercher" }).fill(name);
  await page.getByRole("searchbox", { name: "Rechercher" }).press("Enter");
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("12 avenue Roger Salengro, 69100 Villeurbanne");
  await expect(page.getByText("Centres trouvés : 1")).toBeVisible();

  await row.getByRole("button", { name: `Ouvrir ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Modifier le centre médical" });
  await expect(edit.getByLabel("Nom", { exact: true })).toHaveValue(name);
  await expect(edit.getByTitle("Villeurbanne (69100)")).toBeVisible();
  await expect(edit.getByLabel("Adresse", { exact: true })).toHaveValue("12 avenue Roger Salengro");
});

test("the medical centres near a talent are ranked by distance", async ({ page }) => {
  test.setTimeout(90_000);
  const centres = new CentresPage(page);
  await page.goto("/medical-centers");
  await expect(page.getByRole("heading", { name: "Centres médicaux" })).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByText("Choisissez un talent ou une mission pour classer les centres par distance."),
  ).toBeVisible();
  await centres.choose(page.getByRole("combobox", { name: "Talent" }), "a");
  await expect(centres.nearCard().getByRole("row").nth(1)).toContainText("km");
  const distances = await centres.rankedDistances();
  expect(distances.length).toBeGreaterThan(1);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  await expect(page.getByRole("button", { name: "Afficher la carte" })).toBeVisible();
});
