import { describe, expect, it } from "vitest";
import { simulateInvoice } from "../../lib/pay/invoice.ts";
import { invoiceSheet } from "./invoice-sheet.ts";
import { lineLabel, warningText } from "./invoice-texts.ts";

// One week of 39 h (Monday 4 May 2026) on a line at 14,50 €/h × 2, net 30 days.
const result = simulateInvoice({
  start: "2026-05-04",
  grid: [[8, 8, 8, 8, 7, 0, 0]],
  lines: [{ title: "Maçon", payRate: 14.5, coefficient: 2, bonus: 0, expenses: 0 }],
  smicHourly: 11.88,
  terms: { days: 30, mode: "net" },
});
const lineName = (l: number) => lineLabel(l === 0 ? "Maçon" : "", l);

describe("invoice export sheet", () => {
  it("holds the company, the dates, one row per week and line, and the totals as numbers", () => {
    const sheet = invoiceSheet(result, "Béton & Fils", lineName);
    expect(sheet.title).toBe("Simulation de facture");
    expect(sheet.heading[0]).toBe("Entreprise : Béton & Fils");
    expect(sheet.heading[1]).toMatch(/^Date de facture : \d{2}\/\d{2}\/2026$/);
    expect(sheet.heading[2]).toMatch(/^Échéance : \d{2}\/\d{2}\/2026$/);
    expect(sheet.columns).toHaveLength(8);
    expect(sheet.rows).toHaveLength(1);
    const [week, line, hours, split, billingRate, ht, vat, ttc] = sheet.rows[0];
    expect([week, line, hours, split, billingRate]).toEqual([1, "Maçon", 39, "35,00 / 4,00 / 0,00", 29]);
    // 29 €/h × (35 + 1,25 × 4) paid hours = 1 160 € HT.
    expect(ht).toBeCloseTo(1160, 2);
    expect(vat).toBeCloseTo(232, 2);
    expect(ttc).toBeCloseTo(1392, 2);
    expect(sheet.totals).toEqual([
      ["Total HT", result.totalHt],
      ["TVA 20 %", result.totalVat],
      ["Total TTC", result.totalTtc],
    ]);
    expect(sheet.format(1160)).toMatch(/^1\s160,00\s€$/);
  });

  it("leaves the company out when none is chosen", () => {
    const sheet = invoiceSheet(result, undefined, lineName);
    expect(sheet.heading).toHaveLength(2);
    expect(sheet.heading[0]).toMatch(/^Date de facture/);
  });
});

describe("invoice texts", () => {
  it("names an untitled line by its number", () => {
    expect(lineLabel("", 1)).toBe("Ligne 2");
    expect(lineLabel("Maçon", 0)).toBe("Maçon");
  });

  it("words each warning", () => {
    expect(warningText({ kind: "weekOver48", week: 2, hours: 50 }, lineName)).toBe(
      "Semaine 2 : 50,00 h, au-delà de la durée hebdomadaire maximale de 48 heures.",
    );
    expect(warningText({ kind: "underSmic", line: 1, rate: 10, smic: 11.88 }, lineName)).toMatch(
      /^Ligne Ligne 2 : le taux horaire \(10,00\s€\/h\) est inférieur au SMIC en vigueur \(11,88\s€\/h\)\.$/,
    );
    expect(warningText({ kind: "dayOver10", day: "2026-05-04", hours: 11 }, lineName)).toContain("04/05/2026");
  });
});
