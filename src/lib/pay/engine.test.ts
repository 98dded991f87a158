// The app's pay module against an independent oracle: modele-social evaluated directly by
// publicodes with the raw rule names and URSSAF's own hour units (not the app's situation
// builder nor its constants). Every figure must agree to the cent.
import rules from "modele-social";
import Engine from "publicodes";
import { beforeAll, describe, expect, it } from "vitest";
import { loadPayEngine, type PayEngine } from "./engine.ts";

const quiet = { logger: { log() {}, warn() {}, error() {} } };
const oracle = new Engine(rules, quiet);
const cents = (n: number) => Math.round(n * 100);
// A rule that does not apply (no IFM, no RGDU at ≥ 3 SMIC) evaluates to null: 0 €.
const value = (rule: string) => (oracle.evaluate(rule).nodeValue as number | null) ?? 0;

const DATE = "2026-03-02";
const SMIC_2026 = 12.02; // décret 2025-1228, checked below against the rules
const multiples = [1, 1.2, 1.6, 2, 3.5];
type Case = { k: number; hours: 35 | 39; cadre: boolean; ifmDue: boolean; atmp: number; tax: number };
const cases: Case[] = [];
for (const k of multiples)
  for (const hours of [35, 39] as const)
    for (const cadre of [false, true])
      // IFM due or not in each (hours, status) pair, alternating with the SMIC multiple.
      cases.push({
        k,
        hours,
        cadre,
        ifmDue: (multiples.indexOf(k) + Number(cadre) + Number(hours === 39)) % 2 === 0,
        atmp: hours === 39 ? 4.2 : 1.5,
        tax: cadre ? 7.5 : 2,
      });

let app: PayEngine;
beforeAll(async () => {
  app = await loadPayEngine();
}, 60_000);

describe("pay engine = modele-social, to the cent", () => {
  it("has at least 20 cases", () => expect(cases.length).toBeGreaterThanOrEqual(20));

  it.each(cases)(
    "%o — R:PAY-CALC-COST, R:PAY-CALC-IFM",
    (c) => {
      const rate = Math.round(SMIC_2026 * c.k * 100) / 100;
      oracle.setSituation({
        date: "02/03/2026",
        "salarié . contrat": "'CDD'",
        "salarié . contrat . salaire brut": `${rate} €/heure * durée légale du travail . mensuelle`,
        "salarié . temps de travail . heures supplémentaires": `${c.hours - 35} heure/semaine * période . semaines par mois`,
        "salarié . contrat . statut cadre": c.cadre ? "oui" : "non",
        "salarié . contrat . CDD . indemnité de fin de contrat": c.ifmDue ? "oui" : "non",
        "salarié . contrat . CDD . congés pris": "0 jour ouvré",
        "salarié . cotisations . ATMP . taux": `${c.atmp} %`,
        "impôt . méthode de calcul": "'taux personnalisé'",
        "impôt . taux personnalisé": `${c.tax} %`,
      });
      const expected = {
        ifm: value("salarié . rémunération . indemnités CDD . fin de contrat"),
        iccp: value("salarié . rémunération . indemnités CDD . congés payés"),
        grossTotal: value("salarié . rémunération . brut"),
        netBeforeTax: value("salarié . rémunération . net . à payer avant impôt"),
        netAfterTax: value("salarié . rémunération . net . payé après impôt"),
        rgdu: value("salarié . cotisations . exonérations . RGDU"),
        employerContributions: value("salarié . cotisations . employeur"),
        employerCost: value("salarié . coût total employeur"),
      };
      const got = app.payslip({
        hourlyRate: rate,
        weeklyHours: c.hours,
        cadre: c.cadre,
        ifmDue: c.ifmDue,
        atmpRate: c.atmp,
        taxRate: c.tax,
        date: DATE,
      });
      for (const key of Object.keys(expected) as Array<keyof typeof expected>)
        expect([key, cents(got[key])]).toEqual([key, cents(expected[key])]);
      // Sanity of the oracle itself: the temp-work indemnities (docs/rules/pay.md#ifm-iccp).
      const base = (rate * (c.hours === 35 ? 35 : 40) * 52) / 12;
      expect(expected.ifm).toBeCloseTo(c.ifmDue ? base * 0.1 : 0, 1);
      expect(expected.iccp).toBeCloseTo((base + expected.ifm) * 0.1, 1);
      expect(expected.employerCost).toBeGreaterThan(expected.grossTotal);
      if (c.k >= 3) expect(expected.rgdu).toBe(0);
      else expect(expected.rgdu).toBeGreaterThan(0);
    },
    30_000,
  );

  it("has cases with and without IFM for each schedule and status", () => {
    for (const hours of [35, 39])
      for (const cadre of [false, true])
        expect(new Set(cases.filter((c) => c.hours === hours && c.cadre === cadre).map((c) => c.ifmDue)).size).toBe(2);
  });

  it("reads the SMIC in force on a date", () => {
    expect(app.smicHourly("2026-03-02")).toBe(12.02);
    expect(app.smicHourly("2025-06-15")).toBe(11.88);
    expect(app.smicHourly("2024-06-15")).toBe(11.65);
  });

  it("gives the net of a month's total gross (an advance payment's basis) as the rules do, to the cent", () => {
    for (const [gross, cadre] of [
      [1823.03, false],
      [2640.5, false],
      [4500, false],
      [5200, true],
    ] as const) {
      oracle.setSituation({
        date: "'02/03/2026'",
        "salarié . contrat": "'CDI'",
        "salarié . contrat . salaire brut": `${gross} €/mois`,
        "salarié . contrat . statut cadre": cadre ? "oui" : "non",
      });
      expect(cents(app.netFromGross(gross, { cadre, date: DATE }))).toBe(
        cents(value("salarié . rémunération . net . à payer avant impôt")),
      );
    }
    // URSSAF's net is not a fixed share of the gross: the old 0.78 ratio misses it
    expect(cents(app.netFromGross(1823.03, { cadre: false, date: DATE }))).not.toBe(cents(1823.03 * 0.78));
  }, 30_000);

  it("inverts net → gross to the cent — R:PAY-CALC-SALARY", () => {
    const input = { weeklyHours: 39, cadre: false, ifmDue: true, atmpRate: 3, taxRate: 0, date: DATE };
    const net = app.payslip({ ...input, hourlyRate: 15 }).netBeforeTax;
    expect(app.hourlyFromNet(net, input)).toBeCloseTo(15, 2);
  }, 30_000);
});
