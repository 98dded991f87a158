// The date picker's rules (docs/rules/application.md#date-picker): required keeps the previous value, a reversed range
// is reordered, a disabled date is rejected, typed text over 1000 characters is rejected,
// the month page is 6 rows of 7 days, time accuracy defaults to 2 (hours and minutes).
import { DATE_FORMAT, dayjs, type Dayjs } from "./dayjs.ts";

export const MAX_INPUT_LENGTH = 1000;
export const CALENDAR_ROWS = 6;
export const CALENDAR_COLUMNS = 7;
export const DEFAULT_TIME_ACCURACY = 2;

export type TimeAccuracy = 1 | 2 | 3;
export type DateRange = [Dayjs, Dayjs];
export type DisabledDate = (date: Dayjs) => boolean;

/** In required mode, clearing the field keeps the previous value. */
export const applyRequired = <T>(next: T | null, previous: T | null, required: boolean): T | null =>
  required && next === null ? previous : next;

/** A range whose start is after its end is reordered. */
export const normalizeRange = ([start, end]: DateRange): DateRange =>
  start.isAfter(end) ? [end, start] : [start, end];

export type DateInputResult =
  { ok: true; value: Dayjs | null } | { ok: false; reason: "tooLong" | "invalid" | "disabled" };

/** A value on a disabled date is rejected. */
export const acceptDate = (value: Dayjs, disabledDate?: DisabledDate): DateInputResult =>
  disabledDate?.(value) ? { ok: false, reason: "disabled" } : { ok: true, value };

export const timeFormat = (accuracy: TimeAccuracy = DEFAULT_TIME_ACCURACY): string =>
  ["HH", "HH:mm", "HH:mm:ss"][accuracy - 1];

export const inputFormat = (withTime: boolean, accuracy: TimeAccuracy = DEFAULT_TIME_ACCURACY): string =>
  withTime ? `${DATE_FORMAT} ${timeFormat(accuracy)}` : DATE_FORMAT;

/** Parses typed text strictly; empty text means "no value". */
export const parseDateInput = (
  text: string,
  options: { format?: string; disabledDate?: DisabledDate } = {},
): DateInputResult => {
  if (text.length > MAX_INPUT_LENGTH) return { ok: false, reason: "tooLong" };
  const trimmed = text.trim();
  if (trimmed === "") return { ok: true, value: null };
  const parsed = dayjs(trimmed, options.format ?? DATE_FORMAT, true);
  if (!parsed.isValid()) return { ok: false, reason: "invalid" };
  return acceptDate(parsed, options.disabledDate);
};

/** The 42 days shown for a month: 6 weeks starting on Monday, padded with the adjacent months. */
export const monthGrid = (month: Dayjs): Dayjs[][] => {
  const first = month.startOf("month");
  const offset = (first.day() + 6) % 7;
  const start = first.subtract(offset, "day");
  return Array.from({ length: CALENDAR_ROWS }, (_, row) =>
    Array.from({ length: CALENDAR_COLUMNS }, (_, column) => start.add(row * CALENDAR_COLUMNS + column, "day")),
  );
};

export const weekdayLabels = (): string[] => monthGrid(dayjs("2024-01-01"))[0].map((day) => day.format("dd"));
