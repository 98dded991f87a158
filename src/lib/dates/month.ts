// A calendar month as the screens give it (`YYYY-MM`, an <input type="month">) and as the
// database keeps it (its first day, `YYYY-MM-01`).
const MONTH_NAME = new Intl.DateTimeFormat("fr-FR", { month: "long", year: "numeric", timeZone: "UTC" });

/** "2026-05" → "2026-05-01"; anything else → undefined (a filter left out). */
export const monthToPeriodStart = (month: string | undefined): string | undefined =>
  month && /^\d{4}-\d{2}$/.test(month) ? `${month}-01` : undefined;

/** The first day of the month of `day` (YYYY-MM-DD): "2026-05-17" → "2026-05-01". */
export const monthStartOf = (day: string): string => `${day.slice(0, 7)}-01`;

/** `day` (YYYY-MM-DD) plus `months` calendar months, the day clamped to the month's end (as PostgreSQL's `+ interval`). */
export const addMonths = (day: string, months: number): string => {
  const [y, m, d] = day.split("-").map(Number);
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0));
  last.setUTCDate(Math.min(d, last.getUTCDate()));
  return last.toISOString().slice(0, 10);
};

/** The last day of the month starting on `start` (YYYY-MM-01). */
export const monthEnd = (start: string): string => {
  const d = new Date(`${start}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1, 0);
  return d.toISOString().slice(0, 10);
};

/** "2026-05-01" → "mai 2026". */
export const monthName = (start: string): string => MONTH_NAME.format(new Date(`${start}T00:00:00Z`));

/** The month before the one of `today` (a Date in the user's time zone), as `YYYY-MM`. */
export const previousMonth = (today: Date = new Date()): string => {
  const d = new Date(today.getFullYear(), today.getMonth() - 1, 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}`;
};
