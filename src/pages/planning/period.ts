// The period /planning shows (a week from Monday or a calendar month) and its days, from the
// URL's `period` and `start` parameters; pure so that the page and its tests share it.
import { dayjs } from "../../lib/dates/dayjs.ts";

export type PeriodKind = "week" | "month";
export type Period = { kind: PeriodKind; from: string; to: string; days: string[] };

const ISO = "YYYY-MM-DD";

/** The period of that kind containing `start` (today when absent or invalid). */
export const periodOf = (
  kind: string | null | undefined,
  start: string | null | undefined,
  today = new Date(),
): Period => {
  const k: PeriodKind = kind === "week" ? "week" : "month";
  const parsed = start ? dayjs(start, ISO, true) : null;
  const anchor = parsed?.isValid() ? parsed : dayjs(today);
  // the French locale starts weeks on Monday
  const from = anchor.startOf(k);
  const to = anchor.endOf(k);
  const days: string[] = [];
  for (let d = from; !d.isAfter(to, "day"); d = d.add(1, "day")) days.push(d.format(ISO));
  return { kind: k, from: from.format(ISO), to: to.format(ISO), days };
};

/** The period before (-1) or after (+1). */
export const shiftPeriod = (p: Period, step: -1 | 1): Period =>
  periodOf(p.kind, dayjs(p.from, ISO).add(step, p.kind).format(ISO));

/** "décembre 2026" or "semaine du 07/12/2026". */
export const periodTitle = (p: Period): string =>
  p.kind === "month" ? dayjs(p.from, ISO).format("MMMM YYYY") : `semaine du ${dayjs(p.from, ISO).format("DD/MM/YYYY")}`;

/** Column header of a day: "lu 07". */
export const dayHeader = (iso: string): { short: string; long: string; weekend: boolean } => {
  const d = dayjs(iso, ISO);
  return { short: d.format("dd DD"), long: d.format("dddd D MMMM YYYY"), weekend: d.day() === 0 || d.day() === 6 };
};
