// The days a week may cover: the contract's period with its souplesse (L1251-30), as the
// database computes it once for every caller (private.contract_period_with_flexibility,
// supabase/schemas/08_timesheets.sql, read through public.contract_timesheet_period):
// the grid's « Hors contrat » days, the week trigger and the batch agree by construction.
import { addDaysIso, mondayOf } from "./week.ts";

/** public.contract_timesheet_period's answer (last_day null: the contract has no end yet). */
export type ContractPeriod = {
  first_day: string;
  last_day: string | null;
  term: string | null;
  flexibility_days: number;
  definitive_end: string | null;
};

/** Whether a day lies inside the period (every day while the period is unknown: the database decides). */
export const periodAllows =
  (period: Pick<ContractPeriod, "first_day" | "last_day"> | null | undefined) =>
  (date: string): boolean =>
    !period || (date >= period.first_day && (period.last_day === null || date <= period.last_day));

/** Whether the week of this Monday shares a day with the period (the database's rule for a week). */
export const weekInPeriod = (monday: string, period: Pick<ContractPeriod, "first_day" | "last_day">) =>
  addDaysIso(monday, 6) >= period.first_day && (period.last_day === null || monday <= period.last_day);

/** The week to offer first: the one of `today` when the period covers it, else the period's nearest. */
export const defaultWeek = (today: string, period: Pick<ContractPeriod, "first_day" | "last_day"> | null) => {
  const current = mondayOf(today);
  if (!period || weekInPeriod(current, period)) return current;
  if (current < period.first_day) return mondayOf(period.first_day);
  return mondayOf(period.last_day ?? today);
};
