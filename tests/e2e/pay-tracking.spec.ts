// Pay tracking (#18) as comptable@renfort.test: the cut-off banner says how many contracts lack
// a signed timesheet; accounting opens a period, opens a talent's controlled pay, recomputes it
// and sees its elements, each traced to timesheet days; exports the period (the XLSX file comes
// down, one line per talent and element code): the recomputed line shows "Exportée", the
// controlled lines without computed elements (imported without detail) stay "Contrôlée" and
// are listed, with their reason, in the export's dialog.
import ExcelJS from "exceljs";
import { expect, test } from "./fixtures.ts";
import { PayTrackingPage } from "./pages/pay-tracking-page.ts";
import { apiAs } from "./support-api.ts";

test.use({ account: "accounting" });

type Line = { id: string; period_start: string; talent: { first_name: string; last_name: string } };
type Controlled = { id: string; pay_element: Array<{ id: string }> };
type Cutoff = { days_left: number; contract_count: number };

test("accounting opens a period, sees a talent's elements and their timesheet lines, exports the period", async ({
  page,
  request,
  shell,
}) => {
  test.setTimeout(180_000);
  const api = await apiAs(request, "accounting");
  const { rows } = await api.get<Line[]>(
    "/rest/v1/pay_tracking?select=id,period_start,talent:talent_id(first_name,last_name)&status=eq.controlled&order=period_start.desc,id&limit=1",
  );
  const line = rows[0];
  expect(line, "a controlled pay line in the demo data").toBeTruthy();
  const talent = `${line.talent.first_name} ${line.talent.last_name}`;
  const month = line.period_start.slice(0, 7);
  const { rows: cutoff } = await api.get<Cutoff>("/rest/v1/rpc/pay_cutoff_status");

  const pay = new PayTrackingPage(page);
  await pay.goto();
  if (cutoff.contract_count > 0)
    await expect(
      page.getByText(
        new RegExp(
          `^Clôture de paie dans ${cutoff.days_left} jours? — ${cutoff.contract_count} contrats? sans relevé signé$`,
        ),
      ),
    ).toBeVisible();

  await pay.openPeriod(month, talent);
  await expect(pay.row(talent).first()).toContainText("Contrôlée");
  await pay.openLine(talent);
  await page.getByRole("button", { name: "Recalculer" }).click();
  await shell.expectToast("Paie recalculée");
  const hours = pay.elements().getByRole("row").filter({ hasText: "Heures normales" }).first();
  await expect(hours).toContainText("HN");
  await hours.getByRole("button", { name: /^Voir les \d+ ligne\(s\) de relevé de HN · / }).click();
  const drawer = page.getByRole("dialog", { name: "Lignes de relevé : Heures normales" });
  await expect(drawer.getByRole("row").nth(1)).toContainText(/Validé agence|Transmis en paie|Facturé/);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(page.getByText("Net estimé (avant impôt)")).toBeVisible({ timeout: 60_000 });

  await page.goBack();
  await expect(pay.row(talent).first()).toBeVisible({ timeout: 30_000 });
  const { rows: controlled } = await api.get<Controlled[]>(
    `/rest/v1/pay_tracking?select=id,pay_element(id)&status=eq.controlled&period_start=eq.${line.period_start}`,
  );
  const leftOut = controlled.filter((c) => c.id !== line.id && c.pay_element.length === 0);
  const exported = await pay.exportPeriod();
  await shell.expectToast(/paie\(s\) exportée\(s\)$/);
  const download = await exported.download;
  expect(download.suggestedFilename()).toBe(`paie-${month}.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.getWorksheet(`Paie ${month}`)!;
  expect(sheet.getRow(1).getCell(6).value).toBe("code_element");
  const codes = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2).getCell(6).value);
  expect(codes).toContain("HN");

  if (leftOut.length > 0) {
    await expect(
      pay
        .leftOut(leftOut.length)
        .getByText(/^Aucun élément de paie calculé : recalculez la paie/)
        .first(),
    ).toBeVisible();
    await pay.closeLeftOut(leftOut.length);
  }
  await expect(pay.row(talent).first()).toContainText("Exportée", { timeout: 30_000 });
  // the pays left out stay « Contrôlée » (the list pages them: read through the API)
  if (leftOut.length > 0) {
    const { rows: after } = await api.get<Array<{ status: string }>>(
      `/rest/v1/pay_tracking?select=status&id=in.(${leftOut.map((c) => c.id).join(",")})`,
    );
    expect(after.map((r) => r.status)).toEqual(leftOut.map(() => "controlled"));
  }
});
