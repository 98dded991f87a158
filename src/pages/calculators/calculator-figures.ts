// The figures of /calculators: its inputs read from the URL, and everything derived from them
// and the engine's payslip (billing, margins, warnings, the employer cost line by line).
import { t } from "../../i18n/translate.ts";
import type { Payslip } from "../../lib/pay/engine.ts";
import { estimateWeek } from "../../lib/pay/estimate.ts";
import {
  COEFFICIENT_BAND,
  monthlyPaidHours,
  paidHours,
  splitWeeklyHours,
  WEEKS_PER_MONTH,
} from "../../lib/pay/hours.ts";
import { decimal2, hourly } from "./format.ts";
import { fields } from "./url-inputs.ts";

export const CALCULATOR_SCHEMA = {
  rate: fields.rate,
  coefficient: fields.coefficient,
  target: fields.amount,
  hours: fields.hours,
  atmp: fields.percent,
  tax: fields.percent,
  date: fields.date,
};
export type CalculatorKey = keyof typeof CALCULATOR_SCHEMA;
export const CALCULATOR_DEFAULTS: Record<CalculatorKey, string> = {
  rate: "14,50",
  coefficient: "2",
  target: "29",
  hours: "39",
  atmp: "3,5",
  tax: "0",
  date: "",
};

export type CalculatorMode = "coefficient" | "target";
export type CalculatorInput = {
  rate: number;
  hours: number;
  /** Given, or the target billing rate over the pay rate. */
  coefficient: number;
  target: number | undefined;
  atmp: number;
  tax: number;
  date: string;
};

/** The switches, and the inputs when every one the mode needs is valid (else null). */
export const readCalculatorInput = (
  values: Partial<Record<CalculatorKey, number | string>>,
  params: URLSearchParams,
): { mode: CalculatorMode; ifmDue: boolean; cadre: boolean; input: CalculatorInput | null } => {
  const mode = params.get("mode") === "target" ? "target" : "coefficient";
  const rate = values.rate as number | undefined;
  const hours = values.hours as number | undefined;
  const target = values.target as number | undefined;
  const coefficient =
    mode === "target" ? (rate && target ? target / rate : undefined) : (values.coefficient as number | undefined);
  const input =
    rate !== undefined &&
    hours !== undefined &&
    coefficient !== undefined &&
    values.atmp !== undefined &&
    values.tax !== undefined &&
    values.date !== undefined
      ? {
          rate,
          hours,
          coefficient,
          target,
          atmp: values.atmp as number,
          tax: values.tax as number,
          date: values.date as string,
        }
      : null;
  return { mode, ifmDue: params.get("ifm") !== "0", cadre: params.get("cadre") === "1", input };
};

export const calculatorFigures = (input: CalculatorInput, p: Payslip, ifmDue: boolean, showMargins: boolean) => {
  const { rate, hours, coefficient } = input;
  const split = splitWeeklyHours(hours);
  const weeklyPaid = paidHours(split);
  const monthlyHours = monthlyPaidHours(hours);
  const billingRate = rate * coefficient;
  const weeklyBilling = billingRate * weeklyPaid;
  const monthlyBilling = weeklyBilling * WEEKS_PER_MONTH;
  const hoursGross = p.baseGross + p.overtimePay;
  const margin = monthlyBilling - p.employerCost;
  const breakEven = p.employerCost / hoursGross;
  const warnings = [
    rate < p.smicHourly && t("calculators.warnings.underSmic", { rate: hourly(rate), smic: hourly(p.smicHourly) }),
    (coefficient < COEFFICIENT_BAND.min || coefficient > COEFFICIENT_BAND.max) &&
      t("calculators.warnings.outOfBand", { coefficient: decimal2(coefficient) }),
    showMargins &&
      coefficient < breakEven &&
      t("calculators.warnings.underBreakEven", {
        coefficient: decimal2(coefficient),
        breakEven: decimal2(breakEven),
      }),
    hours > 48 && t("calculators.warnings.overHours"),
  ].filter((w): w is string => !!w);
  const estimate = estimateWeek({
    gross: rate * weeklyPaid,
    paidHours: weeklyPaid,
    rate,
    coefficient,
    smicHourly: p.smicHourly,
    ifmDue,
  });
  return {
    ...input,
    ifmDue,
    p,
    split,
    monthlyHours,
    billingRate,
    weeklyBilling,
    monthlyBilling,
    hoursGross,
    margin,
    breakEven,
    warnings,
    estimate,
  };
};
export type CalculatorFigures = ReturnType<typeof calculatorFigures>;

export type CostRow = { key: string; line: string; amount: number; strong?: boolean };

/** The employer cost line by line: gross, each contribution, the exemptions, the total. */
export const costRows = (p: Payslip): CostRow[] => {
  const otherExemptions = p.employerExemptions - p.rgdu;
  return [
    { key: "base", line: t("calculators.cost.baseGross"), amount: p.baseGross },
    { key: "ot", line: t("calculators.cost.overtime"), amount: p.overtimePay },
    { key: "ifm", line: t("calculators.cost.ifm"), amount: p.ifm },
    { key: "iccp", line: t("calculators.cost.iccp"), amount: p.iccp },
    { key: "gross", line: t("calculators.cost.grossTotal"), amount: p.grossTotal, strong: true },
    ...p.employerLines
      .filter((l) => Math.abs(l.amount) >= 0.005)
      .map((l) => ({ key: l.rule, line: `— ${l.title}`, amount: l.amount })),
    {
      key: "contributionsGross",
      line: t("calculators.cost.contributionsGross"),
      amount: p.employerContributionsGross,
      strong: true,
    },
    { key: "rgdu", line: t("calculators.cost.rgdu"), amount: -p.rgdu },
    ...(Math.abs(otherExemptions) >= 0.005
      ? [{ key: "other", line: t("calculators.cost.otherExemptions"), amount: -otherExemptions }]
      : []),
    {
      key: "contributions",
      line: t("calculators.cost.contributions"),
      amount: p.employerContributions,
      strong: true,
    },
    { key: "total", line: t("calculators.cost.total"), amount: p.employerCost, strong: true },
  ];
};
