// French number formats of the calculators (money comes from src/lib/money).
import { formatMoney } from "../../lib/money/format.ts";

const DECIMAL2 = new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const PERCENT1 = new Intl.NumberFormat("fr-FR", {
  style: "percent",
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

export const money = (n: number): string => formatMoney(Math.round((n + Number.EPSILON) * 100) / 100);
export const decimal2 = (n: number): string => DECIMAL2.format(n);
export const percent1 = (n: number): string => PERCENT1.format(n);
export const hourly = (n: number): string => `${money(n)}/h`;
