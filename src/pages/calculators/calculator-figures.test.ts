import { describe, expect, it } from "vitest";
import type { Payslip } from "../../lib/pay/engine.ts";
import { calculatorFigures, costRows, readCalculatorInput } from "./calculator-figures.ts";

// A payslip's shape with round figures: the engine itself is tested in src/lib/pay.
const payslip: Payslip = {
  smicHourly: 11.88,
  baseGross: 2000,
  overtimePay: 200,
  ifm: 220,
  iccp: 242,
  grossTotal: 2662,
  employeeContributions: 580,
  netBeforeTax: 2082,
  incomeTax: 0,
  netAfterTax: 2082,
  employerLines: [
    { rule: "maladie", title: "Maladie", amount: 186 },
    { rule: "nothing", title: "Rien", amount: 0.001 },
  ],
  employerContributionsGross: 1100,
  rgdu: 300,
  employerExemptions: 300,
  employerContributions: 800,
  employerCost: 3462,
};

const read = (query: string) => {
  const params = new URLSearchParams(query);
  return readCalculatorInput(
    { rate: 14.5, coefficient: 2, target: 29, hours: 39, atmp: 3.5, tax: 0, date: "2026-05-04" },
    params,
  );
};

describe("calculator figures", () => {
  it("reads the mode and switches from the address; a target rate gives the coefficient — R:PAY-CALC-IFM", () => {
    expect(read("")).toMatchObject({ mode: "coefficient", ifmDue: true, cadre: false, input: { coefficient: 2 } });
    const target = read("mode=target&ifm=0&cadre=1");
    expect(target).toMatchObject({ mode: "target", ifmDue: false, cadre: true });
    expect(target.input?.coefficient).toBeCloseTo(2, 10);
  });

  it("has no inputs while one is invalid", () => {
    expect(readCalculatorInput({ rate: 14.5, hours: 39, atmp: 3.5, tax: 0 }, new URLSearchParams()).input).toBeNull();
  });

  it("derives billing and margins, and warns out of the coefficient band — R:PAY-CALC-COEF", () => {
    const input = read("").input!;
    const f = calculatorFigures({ ...input, coefficient: 1.2 }, payslip, true, true);
    // 39 h = 35 + 4 at +25 %: 40 paid hours.
    expect(f.split).toEqual({ normal: 35, ot25: 4, ot50: 0 });
    expect(f.billingRate).toBeCloseTo(17.4, 10);
    expect(f.weeklyBilling).toBeCloseTo(696, 10);
    expect(f.hoursGross).toBe(2200);
    expect(f.breakEven).toBeCloseTo(3462 / 2200, 10);
    expect(f.warnings).toEqual([
      "Le coefficient 1,20 sort de la fourchette habituelle (1,5 à 2,5).",
      expect.stringContaining("1,57"),
    ]);
    expect(calculatorFigures({ ...input, coefficient: 1.2 }, payslip, true, false).warnings).toHaveLength(1);
  });

  it("warns of an hourly pay under the SMIC, and of none at the SMIC — R:PAY-CALC-COEF", () => {
    const input = read("").input!;
    // the payslip's SMIC is 11,88 €/h: 11,50 €/h is under it, 11,88 €/h is not
    expect(calculatorFigures({ ...input, rate: 11.5 }, payslip, true, false).warnings).toEqual([
      expect.stringMatching(/^Le taux horaire \(11,50.*\) est inférieur au SMIC en vigueur \(11,88.*\)\.$/),
    ]);
    expect(calculatorFigures({ ...input, rate: 11.88 }, payslip, true, false).warnings).toEqual([]);
  });

  it("lists the employer cost line by line, negligible lines left out — R:PAY-CALC-COST", () => {
    expect(costRows(payslip).map((r) => r.key)).toEqual([
      "base",
      "ot",
      "ifm",
      "iccp",
      "gross",
      "maladie",
      "contributionsGross",
      "rgdu",
      "contributions",
      "total",
    ]);
  });
});
