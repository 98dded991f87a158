import { describe, expect, it } from "vitest";
import { invoicePdf, invoiceXlsx, winAnsi, type InvoiceSheet } from "./invoice-export.ts";

const sheet: InvoiceSheet = {
  title: "Simulation de facture",
  heading: ["Entreprise : Béton & Fils", "Échéance : 14/04/2026"],
  columns: ["Semaine", "Poste", "Montant HT"],
  rows: [[1, "Maçon", 1160]],
  totals: [
    ["Total HT", 1160],
    ["TVA 20 %", 232],
    ["Total TTC", 1392],
  ],
  note: "Simulation indicative.",
  format: (n) => new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" }).format(n),
};

describe("invoice exports", () => {
  it("writes an XLSX workbook holding the figures", async () => {
    const buffer = await invoiceXlsx(sheet);
    const { default: ExcelJS } = await import("exceljs");
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(buffer);
    const values = wb.worksheets[0]
      .getSheetValues()
      .flat()
      .filter((v) => v !== undefined && v !== null);
    expect(values).toEqual(expect.arrayContaining(["Maçon", 1160, "Total TTC", 1392]));
  });

  it("writes a PDF whose text survives the French number format", async () => {
    const bytes = await invoicePdf(sheet);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const { PDFDocument } = await import("pdf-lib");
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
  });

  it("keeps French letters and the euro sign, swaps what WinAnsi lacks", () => {
    expect(winAnsi("1\u202f160,00\u00a0€ − Échéance ≤")).toBe("1 160,00 € - Échéance ?");
  });
});
