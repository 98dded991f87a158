// Hours as the screens write them, in French: a decimal comma, no trailing zero, at most two
// decimals, and « h » after a no-break space (« 4,5 h », « 35 h », « 7,25 h »). One formatter for
// every screen that shows hours (timesheets, pay tracking, planning, job postings); the numeric
// columns may arrive as numbers or as numeric text (« 35.0 »). The Intl formatter is built on
// first use, as money/format.ts does (a screen without hours does not pay for it).
let hours: Intl.NumberFormat | undefined;
const format = (n: number) =>
  (hours ??= new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 2, useGrouping: false })).format(n);

const valueOf = (value: number | string | null | undefined): number | null => {
  if (value === null || value === undefined || value === "") return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** « 4,5 » (for a text that already says « h »); « — » without a value. */
export const hoursNumber = (value: number | string | null | undefined): string => {
  const n = valueOf(value);
  return n === null ? "—" : format(n);
};

/** « 4,5 h », « 35 h »; « — » without a value. */
export const formatHours = (value: number | string | null | undefined): string => {
  const n = valueOf(value);
  return n === null ? "—" : `${format(n)}\u00a0h`;
};
