// Jours ouvrables (docs/rules/general.md): every day but Sundays and public holidays (L3133-1).
// The same count as the database's private.contract_signature_deadline and
// private.add_working_days (supabase/tests/contracts/late-start.test.ts keeps them in step).
import { isPublicHoliday } from "./public-holidays.ts";

const DAY_MS = 86_400_000;

/** "2026-11-10" + n calendar days. */
export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** 0 for Sunday … 6 for Saturday. */
export const weekday = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();

export const isSunday = (day: string): boolean => weekday(day) === 0;

/** A jour ouvrable: neither a Sunday nor a public holiday. */
export const isWorkingDay = (day: string): boolean => !isSunday(day) && !isPublicHoliday(day);

/** The n-th jour ouvrable after `day` (the day itself not counted). */
export const addWorkingDays = (day: string, n: number): string => {
  let current = day;
  for (let left = n; left > 0;) {
    current = addDays(current, 1);
    if (isWorkingDay(current)) left -= 1;
  }
  return current;
};
