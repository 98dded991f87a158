// Companies and contacts as consultant@renfort.test: a wrong SIREN is refused in French, a
// right one is accepted, then an establishment (a wrong SIRET refused in French, the form
// keeping its values; then the head office with its NAF code and an address) and a contact are
// added from the company's page.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { CompanyPage, randomSiren, randomSiret, wrongKey } from "./pages/companies-page.ts";

test.use({ account: "consultant" });

test("a consultant creates a company (SIREN checked in French) and adds an establishment and a contact", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `Bâtiments Élan ${Date.now().toString().slice(-6)}`;
  await page.goto("/companies");
  // a cold first load can take long on a loaded machine
  await expect(page.getByRole("heading", { name: "Entreprises" })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Nouvelle entreprise" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouvelle entreprise" });
  await dialog.getByLabel("Raison sociale").fill(name);
  await dialog.getByLabel("SIREN").fill("732829321");
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(dialog.getByText("Le SIREN est invalide (9 chiffres et clé de contrôle)")).toBeVisible();

  const siren = randomSiren();
  await dialog.getByLabel("SIREN").fill(siren);
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByRole("heading", { name })).toBeVisible();

  const company = new CompanyPage(page);
  await company.openAgencies();
  const siret = randomSiret(siren);
  const agency = await company.fillAgency({ name: "Siège Villeurbanne", siret: wrongKey(siret) });
  await company.save(agency);
  await expect(agency.getByText("Le SIRET est invalide (14 chiffres et clé de contrôle)")).toBeVisible();
  await expect(agency.getByLabel("Nom", { exact: true })).toHaveValue("Siège Villeurbanne");
  await expect(agency.getByLabel("SIRET")).toHaveValue(wrongKey(siret));
  const naf = {
    typed: "maconnerie generale",
    option: "43.99C — Travaux de maçonnerie générale et gros œuvre de bâtiment",
  };
  await company.fillAgency({
    name: "Siège Villeurbanne",
    siret,
    headOffice: true,
    naf,
    address: { street: "25 cours Émile Zola", city: "villeurbanne", option: "Villeurbanne (69100)" },
  });
  await company.save(agency);
  await expect(agency).toBeHidden();
  const row = company.agencyRow("Siège Villeurbanne");
  await expect(row).toContainText(siret);
  await expect(row).toContainText("69100 Villeurbanne");
  await expect(row).toContainText(naf.option);
  await expect(row).toContainText("Oui");
  await expect(row.getByRole("button", { name: "Supprimer" })).toHaveCount(0); // the matrix keeps deletion to developers
  // edited from the list: the saved address comes back, Enter saves
  await row.getByRole("button", { name: "Modifier" }).click();
  const edit = page.getByRole("dialog", { name: "Modifier l'établissement" });
  await expect(edit.getByTitle("Villeurbanne (69100)")).toBeVisible();
  await edit.getByLabel("Nom", { exact: true }).fill("Siège social Villeurbanne");
  await edit.getByLabel("Nom", { exact: true }).press("Enter");
  await expect(edit).toBeHidden();
  await expect(company.agencyRow("Siège social Villeurbanne")).toContainText("69100 Villeurbanne");

  await page.getByRole("tab", { name: "Contacts" }).click();
  await page.getByRole("button", { name: "Nouveau contact" }).click();
  const contact = page.getByRole("dialog", { name: "Nouveau contact" });
  await contact.getByLabel("Prénom").fill("Hélène");
  await contact.getByLabel("Nom de famille").fill("Garnier");
  await contact.getByLabel("Poste").fill("Conductrice de travaux");
  await contact.getByRole("button", { name: "Enregistrer" }).click();
  await expect(contact.getByText("Un contact doit avoir un e-mail ou un téléphone")).toBeVisible();
  await contact.getByLabel("E-mail").fill("helene.garnier@exemple.fr");
  await contact.getByRole("button", { name: "Enregistrer" }).click();
  await expect(contact).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: "Hélène GARNIER" })).toContainText("Conductrice de travaux");
});

test("the partner agency does not see Renfort's talents", async ({ page, asAccount }) => {
  const search = async (page: Page) => {
    await page.goto("/talents/list");
    await expect(page.getByRole("heading", { name: "Talents" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Rechercher" }).fill("nicolas.petit@hotmail.fr");
    await page.getByRole("button", { name: "Filtrer" }).click();
  };
  // a talent of Renfort's demo workspace, found by a consultant of Renfort…
  await search(page);
  await expect(page.getByText("Talents trouvés : 1")).toBeVisible();
  // …is absent for the partner agency
  const partner = await asAccount("partner");
  await search(partner);
  await expect(partner.getByText("Talents trouvés : 0")).toBeVisible();
});

test("the command palette finds a talent by name, without accents", async ({ page, shell }) => {
  await page.goto("/");
  const search = await shell.openCommandPalette();
  await search.fill("nicolas petit");
  await page
    .getByRole("option", { name: /Nicolas Petit/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/talents\/[0-9a-f-]{36}\/qualification$/);
  await expect(page.getByRole("heading", { name: "Nicolas PETIT" })).toBeVisible();
});
