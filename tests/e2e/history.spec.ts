// The record history as csm@renfort.test: a talent's first name changed through its « Détails »
// shows in its « Historique » tab (who, what, before → after), reading its NIR and IBAN
// (« Afficher ») is logged there too, and the « Journal » (Administration) filters the changes
// by kind of record. axe: no serious or critical violation on either screen.
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { expect, test } from "./fixtures.ts";
import { TalentsPage } from "./pages/talents-page.ts";

test.use({ account: "csm" });

const unique = Date.now().toString().slice(-6);
const nirBody = `28505780${unique.slice(0, 5)}`;
const nir = `${nirBody}${String(97 - Number(BigInt(nirBody) % 97n)).padStart(2, "0")}`;

test("a change and a read show in the talent's Historique and in the Journal", async ({ page }) => {
  test.setTimeout(120_000);
  const talents = new TalentsPage(page);
  await talents.goto();
  await talents.create({
    firstName: "Gaëlle",
    lastName: `Historique${unique}`,
    email: `gaelle.${unique}@exemple.fr`,
    phone: `06 13 ${unique.slice(0, 2)} ${unique.slice(2, 4)} ${unique.slice(4, 6)}`,
  });

  // a field changed through the screen (once the form holds the saved values)
  await expect(page.getByLabel("Prénom")).toHaveValue("Gaëlle");
  await page.getByLabel("Prénom").fill("Gaëtane");
  await page.getByRole("button", { name: "Enregistrer" }).first().click();
  await expect(page.getByRole("heading", { name: /Gaëtane/ })).toBeVisible();
  // a NIR saved, then read again: masked until « Afficher », whose read is logged
  const saved = page.waitForResponse(
    (r) => r.url().includes("/rest/v1/talent_private") && r.request().method() === "POST",
  );
  await talents.saveNir(nir);
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await talents.showPrivateData();
  await expect(page.getByLabel("N° de sécurité sociale")).toHaveValue(nir);

  // opened from the talent's header (its twelfth route: eleven tabs fill the bar)
  await page.getByRole("link", { name: "Historique", exact: true }).click();
  await expect(page).toHaveURL(/\/talents\/[0-9a-f-]{36}\/history$/);
  const history = page.getByRole("main");
  const change = history.getByRole("listitem").filter({ hasText: "Modification" }).first();
  await expect(change).toContainText("Thomas Girard");
  await expect(change.getByRole("row").filter({ hasText: "Prénom" })).toContainText("Gaëlle");
  await expect(change.getByRole("row").filter({ hasText: "Prénom" })).toContainText("Gaëtane");
  await expect(history.getByRole("listitem").filter({ hasText: "Consultation" }).first()).toContainText(
    "Données sensibles",
  );
  await expectNoSeriousA11yViolations(page);

  // the Journal, filtered on talents
  await page.goto("/journal");
  await expect(page.getByRole("heading", { name: "Journal des modifications" })).toBeVisible({ timeout: 30_000 });
  const filters = page.getByRole("search", { name: "Filtres" });
  await talents.showMoreFilters();
  await filters.getByRole("combobox", { name: "Élément" }).fill("Talent");
  await expect(page.getByRole("option", { name: "Talent", exact: true })).toBeAttached();
  await filters.getByRole("combobox", { name: "Élément" }).press("Enter");
  await page.getByRole("button", { name: "Filtrer" }).click();
  await expect(page).toHaveURL(/filters/);
  const row = page.getByRole("row").filter({ hasText: "Gaëtane" }).first();
  await expect(row).toContainText("Thomas Girard");
  await expect(page.getByText(/Modifications trouvées : \d+/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
