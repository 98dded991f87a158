// The values a contract's terms imply (domain §3.1), computed as the user types: trial period
// (L1251-14), flexibility (souplesse, L1251-30), billing rate, end of the délai de carence after
// this contract (L1251-36, in opening days, public holidays aside — as
// private.carence_first_allowed_day), total duration against the motif's maximum (L1251-12-1).
// The output's keys are those of the database's public.contract_preview(p_contract jsonb)
// (written beside this module by the legal-rules work): `useContractPreview` (preview-hook.ts)
// is the one place to swap this client-side computation for the SQL function's answer.
import { isPublicHoliday } from "../../src/lib/dates/public-holidays.ts";
import { REASON_MAX_MONTHS, type ContractReason } from "../missions/constants.ts";

export type ContractPreviewInput = {
  start_date?: string | null;
  end_date?: string | null;
  is_precise_term?: boolean | null;
  minimum_duration_days?: number | null;
  working_days?: readonly number[] | null;
  hourly_wage?: number | null;
  coefficient?: number | null;
  contract_reason?: ContractReason | null;
};

export type ContractPreview = {
  /** last day of the contract: the end date, or start + minimum duration for an imprecise term */
  last_day: string | null;
  duration_days: number | null;
  trial_period_days: number | null;
  flexibility_days: number | null;
  hourly_billing_rate: number | null;
  carence_end: string | null;
  max_months: number | null;
  exceeds_max: boolean;
};

const DAY_MS = 86_400_000;
const parse = (day: string) => Date.parse(`${day}T00:00:00Z`);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const addDays = (day: string, days: number) => iso(parse(day) + days * DAY_MS);
export const addMonths = (day: string, months: number) => {
  const d = new Date(parse(day));
  d.setUTCMonth(d.getUTCMonth() + months);
  return iso(d.getTime());
};
const isoWeekday = (day: string) => ((new Date(parse(day)).getUTCDay() + 6) % 7) + 1;
const isDay = (value: string | null | undefined): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The last day: end date (precise term) or start + minimum duration (private.contract_last_day). */
export const lastDay = (v: ContractPreviewInput): string | null => {
  if (!isDay(v.start_date)) return null;
  if (v.is_precise_term !== false) return isDay(v.end_date) && v.end_date >= v.start_date ? v.end_date : null;
  return v.minimum_duration_days ? addDays(v.start_date, v.minimum_duration_days) : null;
};

/** L1251-14: ≤ 1 month → 2 working days, up to 2 months → 3, beyond → 5. */
export const trialPeriodDays = (start: string, last: string): number => {
  if (last >= addMonths(start, 2)) return 5;
  if (last >= addMonths(start, 1)) return 3;
  return 2;
};

/** Days worked between start and last (the post's weekdays, public holidays aside). */
export const daysWorked = (start: string, last: string, weekdays: readonly number[]): number => {
  const days = weekdays.length ? weekdays : [1, 2, 3, 4, 5];
  let count = 0;
  for (let d = start; d <= last; d = addDays(d, 1)) if (days.includes(isoWeekday(d)) && !isPublicHoliday(d)) count++;
  return count;
};

/** L1251-30: 1 day per 5 days worked, at most 10; 2 days for a mission under 10 days of work. */
export const flexibilityDays = (worked: number): number => (worked < 10 ? 2 : Math.min(Math.floor(worked / 5), 10));

/** L1251-36: ⅓ of the duration from 14 days on, ½ below, rounded up (private.carence_days). */
export const carenceDays = (calendarDays: number): number =>
  calendarDays >= 14 ? Math.ceil(calendarDays / 3) : Math.ceil(calendarDays / 2);

/** The first day a new contract may start on the post: after `count` opening days following `after`. */
export const carenceFirstAllowedDay = (after: string, count: number, weekdays: readonly number[]): string => {
  const days = weekdays.length ? weekdays : [1, 2, 3, 4, 5];
  if (count <= 0) return addDays(after, 1);
  let seen = 0;
  let d = after;
  while (seen < count) {
    d = addDays(d, 1);
    if (days.includes(isoWeekday(d)) && !isPublicHoliday(d)) seen++;
  }
  return addDays(d, 1);
};

export const billingRate = (wage: number | null | undefined, coefficient: number | null | undefined): number | null =>
  wage == null || coefficient == null ? null : Math.round(wage * coefficient * 100) / 100;

export const contractPreview = (v: ContractPreviewInput): ContractPreview => {
  const last = lastDay(v);
  const start = isDay(v.start_date) ? v.start_date : null;
  const maxMonths = v.contract_reason ? (REASON_MAX_MONTHS[v.contract_reason] ?? null) : null;
  const base = {
    last_day: last,
    hourly_billing_rate: billingRate(v.hourly_wage, v.coefficient),
    max_months: maxMonths,
  };
  if (!start || !last)
    return {
      ...base,
      duration_days: null,
      trial_period_days: null,
      flexibility_days: null,
      carence_end: null,
      exceeds_max: false,
    };
  const duration = Math.round((parse(last) - parse(start)) / DAY_MS) + 1;
  const weekdays = v.working_days ?? [];
  return {
    ...base,
    duration_days: duration,
    trial_period_days: trialPeriodDays(start, last),
    flexibility_days: flexibilityDays(daysWorked(start, last, weekdays)),
    carence_end: carenceFirstAllowedDay(last, carenceDays(duration), weekdays),
    exceeds_max: maxMonths != null && last >= addMonths(start, maxMonths),
  };
};
