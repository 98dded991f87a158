// Display helpers of the pay-tracking screens (pure).
import { formatPercent, formatUnitPrice } from "../../src/lib/money/format.ts";
import type { PayCategory } from "./constants.ts";

export const talentName = (
  talent: { first_name: string | null; last_name: string | null } | null | undefined,
): string => (talent ? [talent.first_name, talent.last_name].filter(Boolean).join(" ") || "—" : "—");

/** "1 jour" / "3 jours": the word agreeing with a count (0 and 1 singular, as in French). */
export const plural = (count: number, one: string, many: string): string => (Math.abs(count) >= 2 ? many : one);

const NUMBER = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 4 });
export const formatQuantity = (value: number | null | undefined): string =>
  value === null || value === undefined ? "—" : NUMBER.format(Number(value));

/** The elements whose rate is a ratio of their base (private.compute_pay: the parameter ÷ 100). */
const RATIO_CATEGORIES: readonly PayCategory[] = ["ifm", "iccp"];

/**
 * An element's rate: a percentage for the IFM and the ICCP (their rate is a share of the gross
 * base: « 10 % »), else a price per hour, day or unit in euros to the 4th decimal (« 18,125 € »).
 */
export const formatPayRate = ({ category, rate }: { category: PayCategory; rate: number | null }): string =>
  rate === null || rate === undefined
    ? "—"
    : RATIO_CATEGORIES.includes(category)
      ? formatPercent(Number(rate))
      : formatUnitPrice(Number(rate));
