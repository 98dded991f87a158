// What the chain stories (agency-chain*.spec.ts) share: figures as the screens print them, the
// week's days, the talent a screen created read back by its e-mail, and the payroll file's lines.
import { expect, type APIRequestContext, type Download } from "@playwright/test";
import ExcelJS from "exceljs";
import { apiAs } from "../support-api.ts";
import { plusDays } from "./placement-calendar.ts";

const euro = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" });
/** An amount as the screens print it (« 1 120,00 € »). */
export const money = (value: number): string => euro.format(value);
/** An amount as the invoice's figures read once their spaces are plain (« 2 888,00 € »). */
export const shown = (value: number): string => money(value).replace(/\s+/g, " ");
const decimal = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 4 });
/** A quantity as the screens print it (« 1 520 »). */
export const number = (value: number): string => decimal.format(value);

/** The month after `month` ("YYYY-MM"). */
export const nextMonth = (month: string): string => {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
};

/** The first and last days of `month` ("YYYY-MM"). */
export const monthBounds = (month: string) => ({
  from: `${month}-01`,
  to: plusDays(`${nextMonth(month)}-01`, -1),
});

/** Monday to Sunday of the week of `monday`. */
export const weekDays = (monday: string): string[] => Array.from({ length: 7 }, (_, i) => plusDays(monday, i));

/** The talent the screens created, read back by its e-mail. */
export async function talentIdOf(request: APIRequestContext, email: string): Promise<string> {
  const api = await apiAs(request, "consultant");
  const { rows } = await api.get<Array<{ id: string }>>(
    `/rest/v1/talent?select=id&email=eq.${encodeURIComponent(email)}`,
  );
  expect(rows).toHaveLength(1);
  return rows[0]!.id;
}

/** The talent's matricule, by which the payroll file names the employee (docs/payroll-export.md). */
export async function matriculeOf(request: APIRequestContext, talentId: string): Promise<string> {
  const api = await apiAs(request, "consultant");
  const { rows } = await api.get<Array<{ employee_number: string }>>(
    `/rest/v1/talent?select=employee_number&id=eq.${talentId}`,
  );
  expect(rows[0]?.employee_number).toMatch(/^[0-9]{6}$/);
  return rows[0]!.employee_number;
}

/** The talent's missions in the payroll workbook's « Missions » sheet, as named columns (docs/payroll-export.md). */
export async function payrollMissions(download: Download, month: string, matricule: string) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.getWorksheet(`Missions ${month}`)!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  return Array.from({ length: sheet.rowCount - 1 }, (_, i) => (sheet.getRow(i + 2).values as unknown[]).slice(1))
    .filter((values) => values[0] === matricule)
    .map((values) => Object.fromEntries(header.map((name, i) => [name, values[i] ?? null])));
}

/** A payroll file's lines of one talent: code, sens, quantité, taux, montant (docs/payroll-export.md). */
export async function payrollLines(download: Download, month: string, matricule: string) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.getWorksheet(`Paie ${month}`)!;
  return Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2))
    .filter((r) => r.getCell(1).value === matricule)
    .map((r) => [
      r.getCell(6).value,
      r.getCell(9).value,
      r.getCell(10).value,
      r.getCell(11).value,
      r.getCell(12).value,
    ]);
}

/** The relevé mensuel's lines as the XLSX gives them: name, first name, NIR, postal code, nationality. */
export async function statementLines(download: Download) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.getWorksheet("Relevé")!;
  return sheet
    .getSheetValues()
    .slice(2)
    .map((row) => (row as unknown[]).slice(1, 6));
}

/**
 * A valid NIR (R1221-1's « numéro national d'identification »): the sex (1 a man), the birth year and
 * month, the birth commune's INSEE code, an order number (`serial`, unique among the talents), then
 * the key, 97 − (the 13 digits mod 97).
 */
export function nir(sex: "1" | "2", birthDate: string, commune: string, serial: number): string {
  const order = String((serial % 999) + 1).padStart(3, "0");
  const body = `${sex}${birthDate.slice(2, 4)}${birthDate.slice(5, 7)}${commune}${order}`;
  return `${body}${String(97 - Number(BigInt(body) % 97n)).padStart(2, "0")}`;
}
