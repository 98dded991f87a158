import { describe, expect, it } from "vitest";
import { defaultGrid, dueDate, mondayOf, simulateInvoice, type InvoiceLine } from "./invoice.ts";

const SMIC = 12.02;
const macon: InvoiceLine = { title: "Maçon", payRate: 14.5, coefficient: 2, bonus: 0, expenses: 0 };
const week = (...days: number[]) => [...days, ...Array(7 - days.length).fill(0)];

describe("simulateInvoice", () => {
  // [case, start, grid, line, expected hours split, HT, TVA, TTC, warning kinds]
  const cases: [string, string, number[][], InvoiceLine, [number, number, number], number, number, number, string[]][] =
    [
      [
        "35 h: no overtime — R:PAY-SIM-TOTALS",
        "2026-03-02",
        [week(7, 7, 7, 7, 7)],
        macon,
        [35, 0, 0],
        1015,
        203,
        1218,
        [],
      ],
      [
        "39 h: 4 h at +25 % — R:PAY-SIM-TOTALS",
        "2026-03-02",
        [week(7.8, 7.8, 7.8, 7.8, 7.8)],
        macon,
        [35, 4, 0],
        1160,
        232,
        1392,
        [],
      ],
      // Week of 4 May 2026: Friday 8 May (Victoire 1945) worked.
      [
        "holiday week — R:PAY-SIM-ALERTS",
        "2026-05-04",
        [week(7, 7, 7, 7, 7)],
        macon,
        [35, 0, 0],
        1015,
        203,
        1218,
        ["holidayWorked"],
      ],
      // 5 × 10,5 h = 52,5 h: 35 + 8 × 1,25 + 9,5 × 1,5 = 59,25 paid hours; days over 10 h.
      [
        "52,5 h: over 48 h and 10 h a day — R:PAY-SIM-ALERTS",
        "2026-03-02",
        [week(10.5, 10.5, 10.5, 10.5, 10.5)],
        macon,
        [35, 8, 9.5],
        1718.25,
        343.65,
        2061.9,
        ["dayOver10", "dayOver10", "dayOver10", "dayOver10", "dayOver10", "weekOver48"],
      ],
      [
        "bonus × coefficient, expenses at cost — R:PAY-COEF-BONUSES",
        "2026-03-02",
        [week(7, 7, 7, 7, 7)],
        { ...macon, bonus: 50, expenses: 30 },
        [35, 0, 0],
        1145,
        229,
        1374,
        [],
      ],
      [
        "under the SMIC — R:PAY-SIM-ALERTS",
        "2026-03-02",
        [week(7, 7, 7, 7, 7)],
        { ...macon, payRate: 11 },
        [35, 0, 0],
        770,
        154,
        924,
        ["underSmic"],
      ],
    ];
  it.each(cases)("%s", (_name, start, grid, line, split, ht, vat, ttc, warnings) => {
    const r = simulateInvoice({ start, grid, lines: [line], smicHourly: SMIC, terms: { days: 30, mode: "net" } });
    expect(r.rows).toHaveLength(1);
    expect([r.rows[0].split.normal, r.rows[0].split.ot25, r.rows[0].split.ot50]).toEqual(split);
    expect([r.totalHt, r.totalVat, r.totalTtc]).toEqual([ht, vat, ttc]);
    expect(r.warnings.map((w) => w.kind)).toEqual(warnings);
  });

  it("adds up several weeks and lines, each row with its own week — R:PAY-SIM-TOTALS, R:PAY-SIM-DUE", () => {
    const r = simulateInvoice({
      start: "2026-03-02",
      grid: defaultGrid(2, 35),
      lines: [macon, { title: "Manœuvre", payRate: 12.5, coefficient: 1.8, bonus: 0, expenses: 0 }],
      smicHourly: SMIC,
      terms: { days: 45, mode: "end_of_month" },
    });
    expect(r.rows.map((row) => [row.week, row.line])).toEqual([
      [1, 0],
      [1, 1],
      [2, 0],
      [2, 1],
    ]);
    // 35 h × 29 € + 35 h × 22,50 € = 1 802,50 € a week.
    expect(r.totalHt).toBe(3605);
    expect(r.invoiceDate).toBe("2026-03-15");
    expect(r.dueDate).toBe("2026-04-30");
  });

  it("estimates a positive margin at coefficient 2 and a loss at 1,2 — R:PAY-SIM-MARGIN", () => {
    const at = (coefficient: number) =>
      simulateInvoice({
        start: "2026-03-02",
        grid: defaultGrid(1, 35),
        lines: [{ ...macon, coefficient }],
        smicHourly: SMIC,
        terms: { days: 30, mode: "net" },
      }).totalMargin;
    expect(at(2)).toBeGreaterThan(0);
    expect(at(1.2)).toBeLessThan(0);
  });
});

describe("dates", () => {
  it.each([
    ["2026-03-15", { days: 30, mode: "net" as const }, "2026-04-14"],
    ["2026-03-15", { days: 45, mode: "end_of_month" as const }, "2026-04-30"],
    ["2026-01-31", { days: 0, mode: "end_of_month" as const }, "2026-01-31"],
  ])("due date of %s with %o is %s — R:PAY-SIM-DUE", (invoice, terms, expected) => {
    expect(dueDate(invoice, terms)).toBe(expected);
  });
  it("finds the Monday of a week", () => {
    expect(mondayOf("2026-05-08")).toBe("2026-05-04");
    expect(mondayOf("2026-05-04")).toBe("2026-05-04");
  });
});
