// The hours of a week as the database computes them (private.prepare_timesheet_day and
// private.refresh_timesheet_weeks, supabase/schemas/08_timesheets.sql), for the grid's live
// figures: a day's hours from its times (crossing midnight allowed) minus its break, its night
// hours (private.night_minutes, docs/rules/timesheets.md#night-hours), and the week's split into
// normal hours (up to 35 h), +25 % (the next 8 h) and +50 % (beyond 43 h).

export const NORMAL_HOURS = 35;
export const OT25_HOURS = 8;
export const MAX_DAY_HOURS = 10;
export const MAX_WEEK_HOURS = 48;
/** L3121-16: a 20-minute break beyond 6 h of work. */
export const BREAK_AFTER_HOURS = 6;
export const MIN_BREAK_MINUTES = 20;

export const round2 = (n: number) => Math.round(n * 100) / 100;

/** Minutes since midnight of "HH:MM" (or "HH:MM:SS"), null when not a time. */
export const minutesOf = (time: string | null | undefined): number | null => {
  const m = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time ?? "");
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h < 24 && min < 60 ? h * 60 + min : null;
};

/** Hours worked between two times minus the break, as the database rounds them (2 decimals); null without both times. */
export const dayHours = (start: string | null | undefined, end: string | null | undefined, breakMinutes = 0) => {
  const a = minutesOf(start);
  const b = minutesOf(end);
  if (a === null || b === null) return null;
  let minutes = b - a;
  if (minutes <= 0) minutes += 24 * 60;
  return round2((minutes - breakMinutes) / 60);
};

/** The night period of the contract's client, hours since midnight (public.contract_night_window). */
export type NightWindow = { start_hour: number; end_hour: number };

const DAY = 24 * 60;

/**
 * A day's night hours from its times, as private.prepare_timesheet_day computes them: the minutes
 * of the shift (the next day when the end is at or before the start) inside the night period — the
 * one begun the evening before, the day's own, the next day's —, at most the hours worked (the
 * break comes out of the day part first); null without both times.
 */
export const nightHours = (
  start: string | null | undefined,
  end: string | null | undefined,
  breakMinutes: number,
  window: NightWindow,
): number | null => {
  const worked = dayHours(start, end, breakMinutes);
  const a = minutesOf(start);
  const b0 = minutesOf(end);
  if (worked === null || a === null || b0 === null) return null;
  const b = b0 <= a ? b0 + DAY : b0;
  const from = Math.round(window.start_hour * 60);
  const to = Math.round(window.end_hour * 60) + (window.end_hour <= window.start_hour ? DAY : 0);
  let minutes = 0;
  for (const k of [-1, 0, 1]) minutes += Math.max(0, Math.min(b, k * DAY + to) - Math.max(a, k * DAY + from));
  return Math.min(round2(minutes / 60), worked);
};

export type WeekSplit = { total: number; normal: number; ot25: number; ot50: number };

/** The split of a week's total (the same formula as private.refresh_timesheet_weeks). */
export const weekSplit = (hours: readonly number[]): WeekSplit => {
  const total = round2(hours.reduce((sum, h) => sum + (Number.isFinite(h) ? h : 0), 0));
  return {
    total,
    normal: Math.min(total, NORMAL_HOURS),
    ot25: round2(Math.min(Math.max(total - NORMAL_HOURS, 0), OT25_HOURS)),
    ot50: round2(Math.max(total - NORMAL_HOURS - OT25_HOURS, 0)),
  };
};
