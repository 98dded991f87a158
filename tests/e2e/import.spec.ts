// /import (« Importer », supabase/schemas/30_import.sql): a consultant imports a small talents CSV
// — 5 lines, one invalid, one a duplicate of another line — through the mapping guessed from the
// French headers and the preview of each line's errors; the server's queue applies the valid lines
// (progress to the end), the talents are in the list, and the error file holds the two refused
// lines with their original columns and « Erreur ».
import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures.ts";
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
