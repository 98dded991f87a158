// The days a week's grid may fill: inside the contract's dates, souplesse included — the same
// rule as private.contract_key_timesheet_span (20260107300000_timesheet_office.sql) on the
// week's contract version; the database has the last word (amendments of the contract_key).
import { dayjs } from "../../src/lib/dates/dayjs.ts";
import type { TimesheetRow } from "./types.ts";
import { addDaysIso } from "./week.ts";

const isoDay = (date: string) => ((dayjs(date).day() + 6) % 7) + 1;
const workingOf = (days: readonly number[] | null | undefined) => (days?.length ? days : [1, 2, 3, 4, 5]);

/** The souplesse (L1251-30): one working day per five worked, two below ten, at most ten. */
export const flexibilityDays = (start: string, end: string, workingDays: readonly number[]) => {
  const working = workingOf(workingDays);
  let n = 0;
  for (let d = start; d <= end; d = addDaysIso(d, 1)) if (working.includes(isoDay(d))) n += 1;
  return n < 10 ? 2 : Math.min(Math.floor(n / 5), 10);
};

/** The last day a timesheet may cover: the term moved by the souplesse, in working days. */
export const lastTimesheetDay = (end: string, flex: number, workingDays: readonly number[]) => {
  const working = workingOf(workingDays);
  let day = end;
  for (let left = flex; left > 0;) {
    day = addDaysIso(day, 1);
    if (working.includes(isoDay(day))) left -= 1;
  }
  return day;
};

export const contractAllows =
  (contract: TimesheetRow["contract"]) =>
  (date: string): boolean => {
    if (!contract) return true;
    if (date < contract.start_date) return false;
    if (contract.definitive_end_date) return date <= contract.definitive_end_date;
    if (!contract.end_date) return true;
    const flex = flexibilityDays(contract.start_date, contract.end_date, contract.working_days);
    return date <= lastTimesheetDay(contract.end_date, flex, contract.working_days);
  };
