// /import (« Importer », supabase/schemas/30_import.sql): a consultant imports a small talents CSV
// — 5 lines, one invalid, one a duplicate of another line — through the mapping guessed from the
// French headers and the preview of each line's errors; the server's queue applies the valid lines
// (progress to the end), the talents are in the list, and the error file holds the two refused
// lines with their original columns and « Erreur ». Then companies from an XLSX — a company with
// two sites, a wrong SIREN, a line repeating the first one's SIREN without a site — found with
// their sites on the companies screens, and a CSV of their contacts, linked by the site's SIRET
// or by the company's name, found on the company's contacts tab.
import type { Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures.ts";
import { CompanyPage, randomSiren, randomSiret, wrongKey } from "./pages/companies-page.ts";
import { TalentsPage } from "./pages/talents-page.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";

test.use({ account: "consultant" });

test("a consultant imports talents from a CSV, with a preview and an error file", async ({ page }) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36).slice(-5);
  const name = `Importé${tag}`;
  const csv = [
    "Nom;Prénom;E-mail;Téléphone;Date de naissance",
    `${name};Alice;alice.${tag}@import.test;;12/04/1990`,
    `${name};Bruno;bruno.${tag}@import.test;;03/11/1985`,
    `${name};Chloé;pas-un-mail;;01/02/1992`,
    `${name};Driss;driss.${tag}@import.test;;`,
    `${name};Alice bis;alice.${tag}@import.test;;`,
  ].join("\r\n");

  await page.goto("/import");
  await expect(page.getByRole("heading", { name: "Importer" })).toBeVisible({ timeout: 30_000 });
  await page.locator('input[type="file"]').setInputFiles({
    name: "talents.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv, "utf-8"),
  });
  await expect(page.getByText("talents.csv : 5 lignes, 5 colonnes")).toBeVisible();
  // the columns guessed from their French names
  await expect(page.getByRole("combobox", { name: "Champ de la colonne E-mail" })).toBeVisible();
  await expect(page.locator(".ant-select-selection-item[title='Date de naissance']")).toHaveCount(1);
  await expect(page.locator(".ant-select-selection-item[title='Prénom']")).toHaveCount(1);
  await page.getByRole("button", { name: "Vérifier les lignes" }).click();

  await expect(page.getByText("3 lignes valides, 2 lignes refusées sur 5")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("row").filter({ hasText: "Chloé" })).toContainText("L'e-mail est invalide");
  await expect(page.getByRole("row").filter({ hasText: "Alice bis" })).toContainText(
    "Doublon probable : même e-mail que la ligne 2",
  );
  await expectNoSeriousA11yViolations(page, "the import's mapping and preview");

  await page.getByRole("button", { name: "Importer les 3 lignes valides" }).click();
  await expect(page.getByText("Import terminé : 3 lignes importées, 2 lignes refusées ou en échec")).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Télécharger le fichier d'erreurs" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("erreurs-talents.csv");
  const errors = (await readFile(await download.path(), "utf-8")).replace(/^\uFEFF/, "").split(/\r?\n/);
  expect(errors[0]).toBe("Nom;Prénom;E-mail;Téléphone;Date de naissance;Erreur");
  expect(errors.slice(1)).toEqual([
    `${name};Chloé;pas-un-mail;;01/02/1992;L'e-mail est invalide`,
    `${name};Alice bis;alice.${tag}@import.test;;;Doublon probable : même e-mail que la ligne 2`,
  ]);
  await expectNoSeriousA11yViolations(page, "the import's result");

  const talents = new TalentsPage(page);
  await talents.goto();
  await talents.searchFor(name);
  await expect(talents.row("Alice")).toBeVisible();
  await expect(talents.row("Bruno")).toBeVisible();
  await expect(talents.row("Driss")).toBeVisible();
  await expect(talents.row("Chloé")).toHaveCount(0);
});

/** An XLSX of one sheet, the first row its headers, every cell text (as an export would write SIRETs). */
async function xlsx(rows: string[][]): Promise<Buffer> {
  const { default: ExcelJS } = await import("exceljs");
  const book = new ExcelJS.Workbook();
  book.addWorksheet("Export").addRows(rows);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** On /import: what to import, then the file; waits for its mapping. */
async function pickFile(page: Page, entity: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  // antd's button-style radio hides its input: its label takes the click
  const radio = page.getByRole("radio", { name: entity });
  await page.locator("label").filter({ has: radio }).click();
  await expect(radio).toBeChecked();
  await page.locator('input[type="file"]').setInputFiles(file);
  await expect(page.getByRole("heading", { name: "Correspondance des colonnes" })).toBeVisible();
}

test("a consultant imports companies with their sites from an XLSX, then their contacts from a CSV", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const tag = Date.now().toString(36).slice(-5);
  const name = `Charpentes Éloi ${tag}`;
  const siren = randomSiren();
  const lyon = randomSiret(siren);
  let grenoble = randomSiret(siren);
  while (grenoble === lyon) grenoble = randomSiret(siren);
  const badSiren = wrongKey(randomSiren());

  await page.goto("/import");
  await expect(page.getByRole("heading", { name: "Importer" })).toBeVisible({ timeout: 30_000 });
  await pickFile(page, "Entreprises et sites", {
    name: "entreprises.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: await xlsx([
      ["Raison sociale", "SIREN", "SIRET", "Nom du site", "Code NAF", "Adresse", "Code postal", "Ville"],
      [name, siren, lyon, `${name} Lyon`, "43.91A", "3 quai Claude Bernard", "69007", "Lyon"],
      [name, siren, grenoble, `${name} Grenoble`, "", "", "38000", "Grenoble"],
      [`Sans clé ${tag}`, badSiren, "", "", "", "", "", ""],
      [`${name} (ancien nom)`, siren, "", "", "", "", "", ""],
    ]),
  });
  await expect(page.getByText("entreprises.xlsx : 4 lignes, 8 colonnes")).toBeVisible();
  for (const field of ["Raison sociale", "SIREN", "SIRET du site", "Nom du site", "Code NAF", "Code postal"])
    await expect(page.locator(`.ant-select-selection-item[title="${field}"]`)).toHaveCount(1);
  await page.getByRole("button", { name: "Vérifier les lignes" }).click();

  await expect(page.getByText("2 lignes valides, 2 lignes refusées sur 4")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("row").filter({ hasText: `Sans clé ${tag}` })).toContainText(
    "Le SIREN est invalide (9 chiffres et clé de contrôle)",
  );
  // the second site shares the first line's SIREN and is no duplicate; a line without a site is
  await expect(page.getByRole("row").filter({ hasText: grenoble })).toContainText("Valide");
  await expect(page.getByRole("row").filter({ hasText: "(ancien nom)" })).toContainText(
    "Doublon probable : même SIREN que la ligne 2",
  );
  await expectNoSeriousA11yViolations(page, "the companies' preview");

  await page.getByRole("button", { name: "Importer les 2 lignes valides" }).click();
  await expect(page.getByText("Import terminé : 2 lignes importées, 2 lignes refusées ou en échec")).toBeVisible({
    timeout: 30_000,
  });

  // the company in the list, then its two sites on its page
  await page.goto("/companies");
  await expect(page.getByRole("heading", { name: "Entreprises" })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("searchbox", { name: "Rechercher" }).fill(name);
  await page.getByRole("button", { name: "Filtrer" }).click();
  const listed = page.getByRole("row").filter({ hasText: name });
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(siren);
  await listed.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { name })).toBeVisible();
  const companyPath = new URL(page.url()).pathname;
  const company = new CompanyPage(page);
  await company.openAgencies();
  await expect(company.agencyRow(`${name} Lyon`)).toContainText(lyon);
  await expect(company.agencyRow(`${name} Lyon`)).toContainText("69007 Lyon");
  await expect(company.agencyRow(`${name} Lyon`)).toContainText("43.91A");
  await expect(company.agencyRow(`${name} Grenoble`)).toContainText(grenoble);
  await expect(company.agencyRow(`${name} Grenoble`)).toContainText("38000 Grenoble");

  // its contacts: one by the Lyon site's SIRET, one by the company's name (accents and case aside)
  const last = `Contact${tag}`;
  await page.goto("/import");
  await pickFile(page, "Contacts", {
    name: "contacts.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      [
        "Prénom;Nom;E-mail;Fonction;SIRET;Entreprise",
        `Hélène;${last};helene.${tag}@import.test;Conductrice de travaux;${lyon};`,
        `Marc;${last};marc.${tag}@import.test;Gérant;;CHARPENTES ELOI ${tag.toUpperCase()}`,
      ].join("\r\n"),
      "utf-8",
    ),
  });
  await expect(page.locator('.ant-select-selection-item[title="SIRET de l\'entreprise"]')).toHaveCount(1);
  await expect(page.locator('.ant-select-selection-item[title="Nom de l\'entreprise"]')).toHaveCount(1);
  await page.getByRole("button", { name: "Vérifier les lignes" }).click();
  await expect(page.getByText("2 lignes valides, 0 lignes refusées sur 2")).toBeVisible({ timeout: 20_000 });
  await page.getByRole("button", { name: "Importer les 2 lignes valides" }).click();
  await expect(page.getByText("Import terminé : 2 lignes importées, 0 lignes refusées ou en échec")).toBeVisible({
    timeout: 30_000,
  });
  await expectNoSeriousA11yViolations(page, "the contacts' import result");

  await page.goto(companyPath);
  await expect(page.getByRole("heading", { name })).toBeVisible({ timeout: 30_000 });
  await company.openContacts();
  await expect(company.contactRow(`Hélène ${last.toUpperCase()}`)).toContainText("Conductrice de travaux");
  await expect(company.contactRow(`Marc ${last.toUpperCase()}`)).toContainText("Gérant");
});
