// The weekly grid's rules, out of the JSX: a week's seven days from the saved rows, hours typed
// the French way, the night hours of the client's night period, the contract's schedule and the
// previous week as fillers, the checks the database makes again (10 h a day, the 20-minute break,
// 48 h a week), the save payload, and the arrow-key moves between cells, the days the client
// contested.
import type { Database } from "../../src/database.types.ts";
import { isPublicHoliday } from "../../src/lib/dates/public-holidays.ts";
import { addDaysIso } from "./week.ts";
import {
  BREAK_AFTER_HOURS,
  dayHours,
  MAX_DAY_HOURS,
  MAX_WEEK_HOURS,
  MIN_BREAK_MINUTES,
  nightHours,
  round2,
  weekSplit,
  type NightWindow,
} from "./split.ts";

type Enums = Database["public"]["Enums"];
export type AbsenceType = Enums["absence_type"];
export type DayMeal = Enums["day_meal"];

export type GridDay = {
  date: string;
  start_time: string;
  end_time: string;
  break_minutes: number;
  /** hours typed without times (ignored when both times are given) */
  hours: string;
  absence_type: AbsenceType;
  meal: DayMeal;
  comment: string;
};

export type SavedDay = {
  date: string;
  start_time: string | null;
  end_time: string | null;
  break_minutes: number;
  worked_hours: number | string;
  absence_type: AbsenceType;
  meal: DayMeal;
  comment: string | null;
};

const hhmm = (time: string | null | undefined) => (time ? time.slice(0, 5) : "");

export const emptyDay = (date: string): GridDay => ({
  date,
  start_time: "",
  end_time: "",
  break_minutes: 0,
  hours: "",
  absence_type: "none",
  meal: "none",
  comment: "",
});

/** The seven days of the week starting on `weekStart`, the saved ones filled in. */
export const gridWeek = (weekStart: string, saved: readonly SavedDay[] = []): GridDay[] =>
  Array.from({ length: 7 }, (_, i) => {
    const date = addDaysIso(weekStart, i);
    const row = saved.find((d) => d.date === date);
    if (!row) return emptyDay(date);
    const timed = !!row.start_time && !!row.end_time;
    return {
      date,
      start_time: hhmm(row.start_time),
      end_time: hhmm(row.end_time),
      break_minutes: row.break_minutes,
      hours: timed || Number(row.worked_hours) === 0 ? "" : formatHours(Number(row.worked_hours)),
      absence_type: row.absence_type,
      meal: row.meal,
      comment: row.comment ?? "",
    };
  });

/** "8", "8,5", "8.5", "8h30", "8:30", "8 h" → hours; null when not hours. */
export const parseHours = (text: string): number | null => {
  const s = text.trim().toLowerCase().replace(/\s+/g, "");
  if (s === "") return null;
  const hm = /^(\d{1,2})(?:h|:)(\d{2})?$/.exec(s);
  if (hm) {
    const minutes = Number(hm[2] ?? 0);
    return minutes < 60 ? Math.round((Number(hm[1]) + minutes / 60) * 100) / 100 : null;
  }
  if (/^\d{1,2}(?:[.,]\d{1,2})?$/.test(s)) return Number(s.replace(",", "."));
  return null;
};

export const formatHours = (hours: number) => String(Math.round(hours * 100) / 100).replace(".", ",");

/** A day's hours as the database will compute them (times first, else the typed hours). */
export const hoursOfDay = (day: GridDay): number =>
  dayHours(day.start_time, day.end_time, day.break_minutes) ?? parseHours(day.hours) ?? 0;

export const gridSplit = (days: readonly GridDay[]) => weekSplit(days.map(hoursOfDay));

/**
 * A day's night hours as the database will compute them from its times in the client's night
 * period; 0 for a day typed as hours only (the grid sends no night hours: docs/rules/timesheets.md#night-hours);
 * null while the period is unknown.
 */
export const nightOfDay = (day: GridDay, window: NightWindow | null | undefined): number | null =>
  window ? (nightHours(day.start_time, day.end_time, day.break_minutes, window) ?? 0) : null;

/** The week's night hours (null while the period is unknown). */
export const gridNight = (days: readonly GridDay[], window: NightWindow | null | undefined): number | null =>
  window ? round2(days.reduce((sum, d) => sum + (nightOfDay(d, window) ?? 0), 0)) : null;

export type Schedule = { working_days: readonly number[]; working_hours: number };

const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * The contract's schedule on the days it may cover: its weekly hours spread over its working
 * days, from 8:00, with a one-hour break beyond 6 h. A public holiday (L3133-1) is not a planned
 * day (the contract's days worked leave them out too): it stays as it is, and is named in
 * `holidays` so that the screen can say so.
 */
export const fillFromSchedule = (
  days: readonly GridDay[],
  schedule: Schedule,
  isAllowed: (date: string) => boolean,
): { days: GridDay[]; holidays: string[] } => {
  const working = schedule.working_days.length ? schedule.working_days : [1, 2, 3, 4, 5];
  const perDay = Math.round((schedule.working_hours / working.length) * 60);
  const pause = perDay > BREAK_AFTER_HOURS * 60 ? 60 : 0;
  const planned = (day: GridDay, i: number) => working.includes(i + 1) && isAllowed(day.date);
  return {
    days: days.map((day, i) =>
      planned(day, i) && !isPublicHoliday(day.date)
        ? { ...day, start_time: "08:00", end_time: toTime(8 * 60 + perDay + pause), break_minutes: pause, hours: "" }
        : day,
    ),
    holidays: days.filter((day, i) => planned(day, i) && isPublicHoliday(day.date)).map((day) => day.date),
  };
};

/**
 * The days the client contested, with their reasons: those of the round being answered — the
 * current one while the week is contested, the previous one while the corrected week is still
 * a draft (saving a contested week opens the next round).
 */
export const contestedDays = (
  contests: ReadonlyArray<{ round: number; day_date: string; reason: string }>,
  week: { status: string; signature_round: number },
): Map<string, string> => {
  const round =
    week.status === "disputed" ? week.signature_round : week.status === "draft" ? week.signature_round - 1 : 0;
  return new Map(contests.filter((c) => round > 0 && c.round === round).map((c) => [c.day_date, c.reason]));
};

/** The previous week's days on this week's dates (times, breaks, hours, meals; no absences). */
export const copyWeek = (
  days: readonly GridDay[],
  previous: readonly SavedDay[],
  isAllowed: (date: string) => boolean,
): GridDay[] => {
  const before = gridWeek(addDaysIso(days[0].date, -7), previous);
  return days.map((day, i) =>
    isAllowed(day.date) ? { ...before[i], date: day.date, absence_type: "none", comment: "" } : day,
  );
};

export type DayIssue = "maxDay" | "breakRequired" | "absenceHours" | "hoursInvalid";

/** The blocking problems of a day, as the database would refuse it. */
export const dayIssues = (day: GridDay): DayIssue[] => {
  const issues: DayIssue[] = [];
  const timed = dayHours(day.start_time, day.end_time, day.break_minutes);
  if (timed === null && day.hours.trim() !== "" && parseHours(day.hours) === null) issues.push("hoursInvalid");
  const hours = hoursOfDay(day);
  if (hours > MAX_DAY_HOURS) issues.push("maxDay");
  if (timed !== null && timed > BREAK_AFTER_HOURS && day.break_minutes < MIN_BREAK_MINUTES)
    issues.push("breakRequired");
  if (day.absence_type !== "none" && hours > 0 && !["weather", "training"].includes(day.absence_type))
    issues.push("absenceHours");
  return issues;
};

export const weekOverLimit = (days: readonly GridDay[]) => gridSplit(days).total > MAX_WEEK_HOURS;

/** The days as save_timesheet_week takes them (an empty day removes the saved one). */
export const toSaveDays = (days: readonly GridDay[]) =>
  days.map((d) => {
    const timed = !!d.start_time && !!d.end_time;
    return {
      date: d.date,
      start_time: timed ? d.start_time : null,
      end_time: timed ? d.end_time : null,
      break_minutes: timed ? d.break_minutes : 0,
      worked_hours: timed ? null : (parseHours(d.hours) ?? 0),
      absence_type: d.absence_type,
      meal: d.meal,
      comment: d.comment.trim() || null,
    };
  });

/** The cell an arrow key moves to in a grid of `rows` × `cols` (Tab keeps the browser's order). */
export const nextCell = (
  key: string,
  at: { row: number; col: number },
  size: { rows: number; cols: number },
): { row: number; col: number } | null => {
  if (key === "ArrowDown" && at.row < size.rows - 1) return { row: at.row + 1, col: at.col };
  if (key === "ArrowUp" && at.row > 0) return { row: at.row - 1, col: at.col };
  return null;
};
