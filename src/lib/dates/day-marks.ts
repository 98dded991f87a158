// What marks a day of a week's timesheet, on the agency's grid and on the client's signing page:
// a public holiday (L3133-1; its pay follows the client's collective agreement) and a Sunday
// (the weekly rest, L3132-3). Said in words, never by a colour alone. No dayjs nor i18n module:
// the client's page (src/signature/) stays small and imports this file as it is.
import { isPublicHoliday } from "./public-holidays.ts";
import { isSunday } from "./working-days.ts";

const MONTHS = [
  "janvier",
  "février",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "août",
  "septembre",
  "octobre",
  "novembre",
  "décembre",
];

/** "2026-11-11" → "11 novembre", "2026-05-01" → "1er mai" (the French ordinal of the first). */
export const dayAndMonth = (day: string): string => {
  const date = Number(day.slice(8, 10));
  return `${date === 1 ? "1er" : date} ${MONTHS[Number(day.slice(5, 7)) - 1]}`;
};

export type DayMarks = {
  /** The holiday's day and month ("11 novembre"), or null on an ordinary day. */
  holiday: string | null;
  sunday: boolean;
};

export const dayMarks = (day: string): DayMarks => ({
  holiday: isPublicHoliday(day) ? dayAndMonth(day) : null,
  sunday: isSunday(day),
});
