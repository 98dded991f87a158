// Dates and hours as the page writes them (no Intl time zones: the week's dates are calendar days),
// and the week's rows with what marks each day: a public holiday, a Sunday, a day the client
// contested last round with the agency's comment (src/lib/dates/day-marks.ts, no dayjs here).
import { dayMarks } from "../lib/dates/day-marks.ts";
import { ABSENCES, texts } from "./texts.ts";
import type { Day, Week } from "./api.ts";

const WEEKDAYS = ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"];

export const frenchDate = (iso: string): string => {
  const [y, m, d] = iso.slice(0, 10).split("-");
  return `${d}/${m}/${y}`;
};

/** "lundi 05/01" */
export const dayLabel = (iso: string): string =>
  `${WEEKDAYS[new Date(`${iso.slice(0, 10)}T12:00:00Z`).getUTCDay()]} ${frenchDate(iso).slice(0, 5)}`;

/** 7,5 → "7 h 30" */
export const hours = (n: number): string => {
  const minutes = Math.round(Number(n) * 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${String(m).padStart(2, "0")}` : `${h} h`;
};

const time = (t: string) => t.slice(0, 5).replace(":", " h ");

/** "08 h 00 – 17 h 00", or the absence, or "Non travaillé". */
export const schedule = (day: Day): string => {
  if (day.absence_type !== "none") return ABSENCES[day.absence_type] ?? day.absence_type;
  if (day.start_time && day.end_time) return `${time(day.start_time)} – ${time(day.end_time)}`;
  return Number(day.worked_hours) > 0 ? "—" : texts.noWork;
};

/** « dont 7 h 30 de nuit », or null without night hours (a week read before they were sent, or none). */
export const nightNote = (night: number | null | undefined): string | null =>
  Number(night) > 0 ? texts.night(hours(Number(night))) : null;

/** The week's split, its night hours after it when it has some. */
export const weekSplitText = (week: Pick<Week, "hours_normal" | "hours_ot25" | "hours_ot50" | "night_hours">): string =>
  [texts.split(hours(week.hours_normal), hours(week.hours_ot25), hours(week.hours_ot50)), nightNote(week.night_hours)]
    .filter(Boolean)
    .join(" ; ");

export const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export type WeekRow = {
  day: Day;
  /** « Férié — 11 novembre », « Dimanche », « Corrigé par l'agence »: said in words. */
  marks: string[];
  /** The client's reason when they contested the day last round. */
  contested: string | null;
};

/**
 * The week's days in date order, each with its marks. A day the client contested that the agency
 * emptied has no row left: it is shown as not worked, so that the client sees it was answered.
 */
export const weekRows = (week: Pick<Week, "days" | "corrected_days">): WeekRow[] => {
  const corrected = new Map((week.corrected_days ?? []).map((c) => [c.date.slice(0, 10), c.reason]));
  const days = [...week.days];
  for (const date of corrected.keys())
    if (!days.some((d) => d.date.slice(0, 10) === date))
      days.push({
        date,
        start_time: null,
        end_time: null,
        break_minutes: 0,
        worked_hours: 0,
        absence_type: "none",
        comment: null,
      });
  return days
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((day) => {
      const date = day.date.slice(0, 10);
      const marks = dayMarks(date);
      const contested = corrected.get(date) ?? null;
      return {
        day,
        marks: [
          ...(marks.holiday ? [texts.holiday(marks.holiday)] : []),
          ...(marks.sunday ? [texts.sunday] : []),
          ...(contested !== null ? [texts.corrected] : []),
        ],
        contested,
      };
    });
};
