// The relevé's file: the workbook carries each temp's mentions with the NIR and the month's gross
// as a number, and the establishment's mentions on a second sheet; the PDF is titled with the
// month and the client, its mentions under the title; the file's name is plain ASCII.
import ExcelJS from "exceljs";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { statementFile, statementFileName } from "./statement-file.ts";
import { statementFilterCodec } from "./filters.ts";
import type { ExportLine, StatementRow } from "./types.ts";

const statement = {
  id: "s1",
  month: "2026-10-01",
  company_name: "Bâtir & Co",
  site_name: "Agence de Lyon",
  site_siret: "73282932000074",
  siren: "732829320",
  site_address: "12 rue des Essais, 69003 Lyon",
  activity: "43.99C Travaux de maçonnerie générale",
} as StatementRow;
const line: ExportLine = {
  line_id: "l1",
  talent_id: "t1",
  last_name: "ABADIE",
  first_name: "Noé",
  nir: "185057800608491",
  residence_postal_code: "69007",
  nationality: "France",
  qualification: "Maçon — N2P1",
  work_place: "",
  start_date: "2026-10-05",
  end_date: "2026-10-30",
  gross: 2041.97,
  anomalies: [],
};

describe("the relevé's file", () => {
  it("writes the lines and the establishment's sheet to a workbook", async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await statementFile(statement, [line], "xlsx")) as ArrayBuffer);
    const [lines, site] = book.worksheets;
    expect(lines.getRow(1).values).toContain("NIR");
    expect(lines.getRow(2).values).toEqual([
      undefined,
      "ABADIE",
      "Noé",
      "185057800608491",
      "69007",
      "France",
      "Maçon — N2P1",
      "",
      "05/10/2026",
      "30/10/2026",
      2041.97,
    ]);
    const mentions = Object.fromEntries(
      site
        .getSheetValues()
        .slice(2)
        .map((r) => [(r as string[])[1], (r as string[])[2]]),
    );
    expect(mentions).toMatchObject({
      Mois: "octobre 2026",
      "Raison sociale": "Bâtir & Co",
      "Activité principale": "43.99C Travaux de maçonnerie générale",
      SIRET: "73282932000074",
    });
  });

  it("titles the PDF with the month and the client", async () => {
    const pdf = await PDFDocument.load(await statementFile(statement, [line], "pdf"));
    expect(pdf.getTitle()).toBe("Relevé des contrats de mission · octobre 2026 · Bâtir & Co");
    expect(pdf.getPageCount()).toBe(1);
  });

  it("names the file without accents nor spaces", () => {
    expect(statementFileName(statement, "xlsx")).toBe("releve-missions-2026-10-batir-co.xlsx");
  });
});

describe("the statements' filters", () => {
  it("keeps a month, statuses and a client in the URL and reads them back", () => {
    const values = { month: "2026-10", status: ["prepared"], company_id: "c1" };
    const filters = statementFilterCodec.toFilters(values);
    expect(filters).toEqual([
      { field: "month", operator: "eq", value: "2026-10-01" },
      { field: "status", operator: "in", value: ["prepared"] },
      { field: "company_id", operator: "eq", value: "c1" },
    ]);
    expect(statementFilterCodec.fromFilters(filters)).toEqual(values);
    expect(statementFilterCodec.toFilters({ month: "2026-1", status: [] })).toEqual([]);
  });
});
