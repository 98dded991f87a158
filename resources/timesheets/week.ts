// ISO weeks as the database names them (week_start: a Monday, dates as yyyy-mm-dd).
import { dayjs } from "../../src/lib/dates/dayjs.ts";

export const addDaysIso = (date: string, days: number) => dayjs(date).add(days, "day").format("YYYY-MM-DD");

/** The Monday of the week holding `date`. */
export const mondayOf = (date: string) => {
  const d = dayjs(date);
  return d.subtract((d.day() + 6) % 7, "day").format("YYYY-MM-DD");
};

export const isMonday = (date: string) => dayjs(date).day() === 1;
