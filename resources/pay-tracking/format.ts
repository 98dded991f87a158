// Display helpers of the pay-tracking screens (pure).
import { formatDate } from "../../src/lib/dates/dayjs.ts";

export const talentName = (
  talent: { first_name: string | null; last_name: string | null } | null | undefined,
): string => (talent ? [talent.first_name, talent.last_name].filter(Boolean).join(" ") || "—" : "—");

const MONTHS = new Intl.DateTimeFormat("fr-FR", { month: "long", year: "numeric", timeZone: "UTC" });

/** "mai 2026" for a whole calendar month, else "du 01/05/2026 au 15/05/2026". */
export const periodLabel = (start: string, end: string): string => {
  const first = new Date(`${start}T00:00:00Z`);
  const next = new Date(`${end}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const wholeMonth =
    first.getUTCDate() === 1 && next.getUTCDate() === 1 && next.getUTCMonth() === (first.getUTCMonth() + 1) % 12;
  return wholeMonth ? MONTHS.format(first) : `du ${formatDate(start)} au ${formatDate(end)}`;
};

/** "1 jour" / "3 jours": the word agreeing with a count (0 and 1 singular, as in French). */
export const plural = (count: number, one: string, many: string): string => (Math.abs(count) >= 2 ? many : one);

const NUMBER = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 4 });
export const formatQuantity = (value: number | null | undefined): string =>
  value === null || value === undefined ? "—" : NUMBER.format(Number(value));
