// The simulator's hours from what the client signed: a contract's last signed weeks (up to
// MAX_WEEKS, from the first to the last one, a missing week at 0 h) as the grid's rows, Monday
// first, so that a simulation bills the hours worked instead of the contract's weekly hours.
import { addDays } from "../../lib/pay/invoice.ts";

export type SignedWeek = {
  week_start: string;
  status: string;
  timesheet_day: Array<{ date: string; worked_hours: number | string }> | null;
};

/** Weeks whose hours the client signed (signed, validated, sent to payroll or invoiced). */
export const SIGNED_STATUSES = ["signed", "validated", "exported", "invoiced"];

const decimal = (n: number) => String(Math.round(n * 100) / 100).replace(".", ",");

/** The grid of the contract's last signed weeks, or null when it has none. */
export const signedGrid = (
  weeks: readonly SignedWeek[] | null | undefined,
  maxWeeks: number,
): { start: string; weeks: number; grid: string[][] } | null => {
  const signed = (weeks ?? [])
    .filter((w) => SIGNED_STATUSES.includes(w.status))
    .sort((a, b) => a.week_start.localeCompare(b.week_start));
  if (signed.length === 0) return null;
  const last = signed[signed.length - 1]!.week_start;
  const earliest = addDays(last, -7 * (maxWeeks - 1));
  const kept = signed.filter((w) => w.week_start >= earliest);
  const start = kept[0]!.week_start;
  const count = Math.round((Date.parse(last) - Date.parse(start)) / (7 * 86_400_000)) + 1;
  const hours = new Map(
    kept.flatMap((w) => (w.timesheet_day ?? []).map((d) => [d.date, Number(d.worked_hours)] as const)),
  );
  const grid = Array.from({ length: count }, (_, w) =>
    Array.from({ length: 7 }, (_, d) => decimal(hours.get(addDays(start, w * 7 + d)) ?? 0)),
  );
  return { start, weeks: count, grid };
};
