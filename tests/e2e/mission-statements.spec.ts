// The relevés mensuels des contrats de mission (issue #51; docs/obligations.md) as accounting:
// « Préparer le mois » prepares last month's statements from the screen (the list then shows that
// month), a statement's page prepares it again alone, names what lacks and refuses « Marquer comme
// vérifié » in the database's French while something does (or checks it when nothing does), its
// XLSX export carries the NIR column and the establishment's sheet; a statement the seed sent is
// final (no action but the export). axe: no serious or critical violation on the list and on the
// statement's page.
import ExcelJS from "exceljs";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { previousMonth } from "../../src/lib/dates/month.ts";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";

test.use({ account: "accounting" });

/** Picks a status in the filter's list (antd's visible option, not its hidden accessible copy). */
const pickStatus = (page: Page, label: string) =>
  page.locator(".ant-select-dropdown:visible .ant-select-item-option", { hasText: label }).first().click();

test("accounting prepares last month's statements, reads what lacks, exports one, and finds a sent one final", async ({
  page,
  shell,
}) => {
  test.setTimeout(120_000);
  await page.goto("/mission-statements");
  await expect(page.getByRole("heading", { name: "Relevés mensuels des contrats de mission" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole("textbox", { name: "Mois du relevé" })).toHaveValue(previousMonth());
  await page.getByRole("button", { name: "Préparer le mois" }).click();
  await shell.expectToast(/^\d+ relevé\(s\) préparé\(s\), \d+ mission\(s\), \d+ point\(s\) à corriger$/);
  // the list shows the month prepared
  await expect(page.getByRole("search").getByRole("textbox", { name: /^Mois/ })).toHaveValue(previousMonth());
  await expect(page.getByText(/^Relevés : [1-9]\d*$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, "/mission-statements");

  // a statement prepared: its page says what lacks, and the check is refused while something does
  await page.getByRole("button", { name: /^Plus de filtres/ }).click();
  await page.getByRole("combobox", { name: "Statut" }).click();
  await pickStatus(page, "Préparé");
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Filtrer" }).click();
  const rows = page.locator("tbody tr[data-row-key]");
  await expect(rows.first()).toBeVisible();
  await rows.first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/mission-statements\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Salariés mis à disposition", { exact: true })).toBeVisible({ timeout: 30_000 });
  // prepared again from its page: this statement only (public.prepare_mission_statement)
  await page.getByRole("button", { name: "Préparer à nouveau" }).click();
  await shell.expectToast("Relevé préparé à nouveau");
  // the check: refused while something lacks, else done
  const notice = page.getByText(/^(À corriger avant l'envoi|Rien ne manque : le relevé peut être vérifié\.)$/);
  await expect(notice).toBeVisible();
  const lacking = (await notice.textContent())?.startsWith("À corriger") ?? false;
  await page.getByRole("button", { name: "Marquer comme vérifié" }).click();
  await shell.expectToast(
    lacking ? /^Le relevé ne peut pas être vérifié : \d+ point\(s\) à corriger$/ : "Relevé vérifié",
  );
  await expectNoSeriousA11yViolations(page, "/mission-statements/:id");

  // the export: one line per mission with the NIR, the establishment's mentions on their sheet
  await page.getByRole("button", { name: "Exporter le relevé" }).click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("menuitem", { name: "Classeur (XLSX)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^releve-missions-${previousMonth()}-[a-z0-9-]+\\.xlsx$`));
  const book = new ExcelJS.Workbook();
  const bytes = readFileSync((await download.path())!);
  await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  expect(book.worksheets.map((w) => w.name)).toEqual(["Relevé", "Établissement"]);
  expect(book.worksheets[0]!.getRow(1).values).toContain("NIR");
  expect(book.worksheets[0]!.rowCount).toBeGreaterThan(1);

  // a statement sent (the seed sent the month before last's complete ones): final
  await page.goto("/mission-statements");
  await page.getByRole("button", { name: /^Plus de filtres/ }).click();
  await page.getByRole("combobox", { name: "Statut" }).click();
  await pickStatus(page, "Envoyé");
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Filtrer" }).click();
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  await rows.first().getByRole("link").first().click();
  await expect(page.getByText(/^Relevé envoyé le \d{2}\/\d{2}\/\d{4} : il n'est plus modifiable\.$/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole("button", { name: "Préparer à nouveau" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Marquer comme envoyé" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Exporter le relevé" })).toBeVisible();
});
