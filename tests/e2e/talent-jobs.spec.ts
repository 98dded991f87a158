// A talent's jobs (several, the main one first), saved with the talent and its address in one
// call (public.save_talent): created with two jobs and an address, then the main job changed
// on the details tab; the list shows the main job.
import { expect, test } from "./fixtures.ts";
import { TalentsPage } from "./pages/talents-page.ts";

test.use({ account: "consultant" });

const unique = Date.now().toString().slice(-6);
const talent = {
  firstName: "Mathis",
  lastName: `Métiers${unique}`,
  email: `mathis.${unique}@exemple.fr`,
  phone: `06 13 ${unique.slice(0, 2)} ${unique.slice(2, 4)} ${unique.slice(4, 6)}`,
  address: { street: "8 avenue Georges Clemenceau", city: "saint genis laval", option: "Saint-Genis-Laval (69230)" },
  jobs: { main: "Coffreur-bancheur", others: ["Ferrailleur"] },
};

test("a talent created with two jobs and an address, then its main job changed", async ({ page }) => {
  test.setTimeout(120_000);
  const talents = new TalentsPage(page);
  await talents.goto();
  const saves: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET" && /\/rest\/v1\/(rpc\/save_talent|talent|address|talent_job)\b/.test(request.url()))
      saves.push(new URL(request.url()).pathname);
  });
  await talents.create(talent);
  expect(saves).toEqual(["/rest/v1/rpc/save_talent"]);

  await talents.openTab("Détails");
  const main = page.getByRole("combobox", { name: "Métier", exact: true });
  const others = page.getByRole("combobox", { name: "Autres métiers" });
  await expect(page.getByTitle("Coffreur-bancheur", { exact: true }).first()).toBeVisible();
  await expect(page.getByTitle("Ferrailleur", { exact: true }).first()).toBeVisible();
  await expect(page.getByLabel("Adresse", { exact: true })).toHaveValue(talent.address.street);
  await expect(main).toBeVisible();
  await expect(others).toBeVisible();

  // the main job becomes Ferrailleur; Coffreur-bancheur stays among the others
  saves.length = 0;
  await talents.chooseJobs(page.locator("body"), "Ferrailleur", ["Coffreur-bancheur"]);
  await page.getByRole("button", { name: "Enregistrer" }).first().click();
  await expect(page.getByText("Succès !").first()).toBeVisible();
  expect(saves).toEqual(["/rest/v1/rpc/save_talent"]);

  await talents.goto();
  await talents.searchFor(`mathis metiers${unique}`);
  await expect(talents.row(talent.lastName)).toContainText("Ferrailleur");
});
