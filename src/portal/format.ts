// Dates, hours and amounts as the spaces write them: the signature page's dates (calendar days,
// no time zone: "05/01/2026", "lundi 05/01") and hours ("7 h 30"), euros the French way.
import { dayLabel, frenchDate, hours } from "../signature/format.ts";

export { dayLabel, frenchDate, hours };

/** "05/01/2026", or "—" without a date. */
export const date = (iso: string | null | undefined): string => (iso ? frenchDate(iso) : "—");

const EUROS = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" });

/** 1234.5 → "1 234,50 €"; "—" without an amount. */
export const money = (n: number | string | null | undefined): string =>
  n === null || n === undefined || n === "" || !Number.isFinite(Number(n)) ? "—" : EUROS.format(Number(n));

const time = (t: string) => t.slice(0, 5).replace(":", " h ");

/** "08 h 00 – 17 h 00", one end if the other is missing, "" with neither. */
export const timeRange = (start: string | null | undefined, end: string | null | undefined): string =>
  start && end
    ? `${time(start)} – ${time(end)}`
    : start
      ? `à partir de ${time(start)}`
      : end
        ? `jusqu'à ${time(end)}`
        : "";
