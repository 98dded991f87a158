// The invoice simulator's arithmetic (docs/rules/pay.md#invoice-simulator): hours per day over N weeks → per week
// and line the hours split (docs/rules/pay.md#overtime), the amounts HT, VAT 20 %, TTC, the due date from the payment
// terms, an estimated margin and the warnings. Pure: the SMIC comes in from the pay engine.
import { isPublicHoliday } from "../dates/public-holidays.ts";
import { legalValue } from "../legal/legal-parameters.ts";
import { estimateWeek } from "./estimate.ts";
import { paidHours, round2, splitWeeklyHours, VAT_STANDARD, type HoursSplit } from "./hours.ts";

export const MAX_DAILY_HOURS = legalValue("max_daily_hours");
export const MAX_WEEKLY_HOURS = legalValue("max_weekly_hours");

export type InvoiceLine = {
  title: string;
  payRate: number;
  coefficient: number;
  /** Gross bonus per week (billed × coefficient, like the hours). */
  bonus: number;
  /** Expenses per week (billed at cost, no coefficient). */
  expenses: number;
};

export type PaymentTerms = { days: number; mode: "net" | "end_of_month" };

export type InvoiceInput = {
  /** Monday of the first week, "YYYY-MM-DD". */
  start: string;
  /** Hours worked, per week then per day (Monday first, 7 days). */
  grid: number[][];
  lines: InvoiceLine[];
  smicHourly: number;
  terms: PaymentTerms;
  ifmDue?: boolean;
};

export type WeekLine = {
  week: number;
  line: number;
  hours: number;
  split: HoursSplit;
  paidHours: number;
  billingRate: number;
  hoursHt: number;
  bonusHt: number;
  expensesHt: number;
  ht: number;
  vat: number;
  ttc: number;
  /** Estimated margin (docs/rules/pay.md#employer-cost approximation), € HT. */
  margin: number;
};

export type Warning =
  | { kind: "dayOver10"; day: string; hours: number }
  | { kind: "weekOver48"; week: number; hours: number }
  | { kind: "holidayWorked"; day: string; hours: number }
  | { kind: "underSmic"; line: number; rate: number; smic: number };

export type InvoiceResult = {
  rows: WeekLine[];
  totalHt: number;
  totalVat: number;
  totalTtc: number;
  totalMargin: number;
  invoiceDate: string;
  dueDate: string;
  warnings: Warning[];
};

const DAY_MS = 86_400_000;
export const addDays = (iso: string, days: number): string =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const endOfMonth = (iso: string): string => {
  const d = new Date(`${iso}T00:00:00Z`);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
};

/** Due date (C. com. L441-10): invoice date + N days, or + N days then the end of that month. */
export const dueDate = (invoiceDate: string, terms: PaymentTerms): string => {
  const plus = addDays(invoiceDate, terms.days);
  return terms.mode === "end_of_month" ? endOfMonth(plus) : plus;
};

/** Monday of the week holding `iso`. */
export const mondayOf = (iso: string): string => {
  const weekday = (new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(iso, -weekday);
};

/** Default grid: the weekly hours spread over Monday–Friday (39 h → 7,8 h a day). */
export const defaultGrid = (weeks: number, weeklyHours: number): number[][] =>
  Array.from({ length: weeks }, () => [0, 1, 2, 3, 4, 5, 6].map((d) => (d < 5 ? round2(weeklyHours / 5) : 0)));

export const simulateInvoice = (input: InvoiceInput): InvoiceResult => {
  const rows: WeekLine[] = [];
  const warnings: Warning[] = [];
  input.grid.forEach((days, w) => {
    days.forEach((hours, d) => {
      const day = addDays(input.start, w * 7 + d);
      if (hours > MAX_DAILY_HOURS) warnings.push({ kind: "dayOver10", day, hours });
      if (hours > 0 && isPublicHoliday(day)) warnings.push({ kind: "holidayWorked", day, hours });
    });
    const hours = round2(days.reduce((sum, h) => sum + h, 0));
    if (hours > MAX_WEEKLY_HOURS) warnings.push({ kind: "weekOver48", week: w + 1, hours });
    const split = splitWeeklyHours(hours);
    const paid = paidHours(split);
    input.lines.forEach((line, l) => {
      const billingRate = line.payRate * line.coefficient;
      const hoursHt = round2(billingRate * paid);
      const bonusHt = round2(line.bonus * line.coefficient);
      const expensesHt = round2(line.expenses);
      const ht = round2(hoursHt + bonusHt + expensesHt);
      const vat = round2(ht * VAT_STANDARD);
      const estimate = estimateWeek({
        gross: line.payRate * paid + line.bonus,
        paidHours: paid,
        rate: line.payRate,
        coefficient: line.coefficient,
        smicHourly: input.smicHourly,
        ifmDue: input.ifmDue ?? true,
      });
      // Expenses are passed through at cost: they add nothing to the margin.
      const margin = round2(hoursHt + bonusHt - estimate.cost);
      rows.push({
        week: w + 1,
        line: l,
        hours,
        split,
        paidHours: paid,
        billingRate,
        hoursHt,
        bonusHt,
        expensesHt,
        ht,
        vat,
        ttc: round2(ht + vat),
        margin,
      });
    });
  });
  input.lines.forEach((line, l) => {
    if (line.payRate < input.smicHourly)
      warnings.push({ kind: "underSmic", line: l, rate: line.payRate, smic: input.smicHourly });
  });
  const sum = (pick: (r: WeekLine) => number) => round2(rows.reduce((s, r) => s + pick(r), 0));
  const invoiceDate = addDays(input.start, input.grid.length * 7 - 1);
  return {
    rows,
    totalHt: sum((r) => r.ht),
    totalVat: sum((r) => r.vat),
    totalTtc: sum((r) => r.ttc),
    totalMargin: sum((r) => r.margin),
    invoiceDate,
    dueDate: dueDate(invoiceDate, input.terms),
    warnings,
  };
};
