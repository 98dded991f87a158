// A period's French label: the month's name for a whole calendar month, else its two dates.
import { formatDate } from "./dayjs.ts";
import { monthName } from "./month.ts";

/** "mai 2026" for a whole calendar month, else "du 01/05/2026 au 15/05/2026". */
export const periodLabel = (start: string, end: string): string => {
  const first = new Date(`${start}T00:00:00Z`);
  const next = new Date(`${end}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const wholeMonth =
    first.getUTCDate() === 1 && next.getUTCDate() === 1 && next.getUTCMonth() === (first.getUTCMonth() + 1) % 12;
  return wholeMonth ? monthName(start) : `du ${formatDate(start)} au ${formatDate(end)}`;
};
