// Pure arithmetic of docs/rules/pay.md (#overtime, #coefficient, #convert): hours split,
// coefficient, VAT, hour formats. Everything that depends on the law (SMIC, contributions, RGDU)
// lives in engine.ts instead.

import { legalRate, legalValue } from "../legal/legal-parameters.ts";
import { LEGAL_WEEKLY_HOURS, WEEKS_PER_MONTH } from "../../../supabase/functions/_shared/pay-engine/situation.ts";

/** Weeks per month used by URSSAF's rules, and the legal week: the engine's (shared with the server). */
export { LEGAL_WEEKLY_HOURS, WEEKS_PER_MONTH };
/** The standard VAT rate in force (legal_parameter `vat_standard`, CGI art. 278). */
export const VAT_STANDARD = legalRate("vat_standard");
/** Usual coefficient band (docs/rules/pay.md#coefficient, legal_parameter `coefficient_min`/`coefficient_max`): warn outside it. */
export const COEFFICIENT_BAND = { min: legalValue("coefficient_min"), max: legalValue("coefficient_max") } as const;

export const round2 = (n: number): number => Math.round((n + Number.EPSILON) * 100) / 100;

export type HoursSplit = { normal: number; ot25: number; ot50: number };

/** docs/rules/pay.md#overtime: hours 1–35 normal, 36–43 at +25 %, 44 onwards at +50 %. */
export const splitWeeklyHours = (total: number): HoursSplit => ({
  normal: Math.min(total, 35),
  ot25: Math.min(Math.max(total - 35, 0), 8),
  ot50: Math.max(total - 43, 0),
});

/** Hours paid once the majorations are applied (39 h → 35 + 4 × 1,25 = 40). */
export const paidHours = (s: HoursSplit): number => s.normal + 1.25 * s.ot25 + 1.5 * s.ot50;

/** Weekly gross for a pay rate: rate × paid hours. */
export const weeklyGross = (rate: number, hours: number): number => rate * paidHours(splitWeeklyHours(hours));

/** Paid hours per month for a weekly schedule (35 h → 151,67; 39 h → 173,33). */
export const monthlyPaidHours = (weeklyHours: number): number =>
  paidHours(splitWeeklyHours(weeklyHours)) * WEEKS_PER_MONTH;

export const hourlyToMonthly = (rate: number, weeklyHours: number): number => rate * monthlyPaidHours(weeklyHours);
export const monthlyToHourly = (monthly: number, weeklyHours: number): number =>
  monthly / monthlyPaidHours(weeklyHours);
export const monthlyToAnnual = (monthly: number): number => monthly * 12;
export const annualToMonthly = (annual: number): number => annual / 12;

export const billingRate = (payRate: number, coefficient: number): number => payRate * coefficient;
export const coefficientOf = (billing: number, payRate: number): number => (payRate > 0 ? billing / payRate : 0);

/** The VAT rate as the screens print it: « 20 », « 5,5 ». */
export const vatPercent = (vat = VAT_STANDARD): string => String(Math.round(vat * 1000) / 10).replace(".", ",");

export const htToTtc = (ht: number, vat = VAT_STANDARD): number => ht * (1 + vat);
export const ttcToHt = (ttc: number, vat = VAT_STANDARD): number => ttc / (1 + vat);

/** 7,75 → { hours: 7, minutes: 45 } (minutes rounded to the nearest). */
export const decimalToHoursMinutes = (decimal: number): { hours: number; minutes: number } => {
  const totalMinutes = Math.round(decimal * 60);
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
};
export const hoursMinutesToDecimal = (hours: number, minutes: number): number => hours + minutes / 60;
/** "7 h 45" */
export const formatHoursMinutes = (decimal: number): string => {
  const { hours, minutes } = decimalToHoursMinutes(decimal);
  return `${hours} h ${String(minutes).padStart(2, "0")}`;
};
