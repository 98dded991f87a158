// Amounts in euros, French format (conventions §7: one Intl helper). The formatter is built on
// first use: building an Intl formatter loads locale data (≈ 15 ms), which a screen without
// amounts, such as the first one, need not pay when the module loads.
let euro: Intl.NumberFormat | undefined;

export const formatMoney = (value: number): string =>
  (euro ??= new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" })).format(value);

let decimal: Intl.NumberFormat | undefined;

/** A number in French (1,85 ; 12 500,5): a coefficient, a rate, a count. Up to three decimals. */
export const formatDecimal = (value: number): string =>
  (decimal ??= new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 3 })).format(value);

let unitPrice: Intl.NumberFormat | undefined;

/**
 * A price per hour, day or unit in euros, 2 to 4 decimals (16,00 € ; 18,125 €): a pay rate is
 * kept to the 4th decimal and the line's amount is quantity × that rate (docs/rules/pay.md).
 */
export const formatUnitPrice = (value: number): string =>
  (unitPrice ??= new Intl.NumberFormat("fr-FR", {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  })).format(value);

let percent: Intl.NumberFormat | undefined;

/** A ratio as a percentage, up to 2 decimals: 0,1 → « 10 % », 0,0825 → « 8,25 % ». */
export const formatPercent = (ratio: number): string =>
  (percent ??= new Intl.NumberFormat("fr-FR", { style: "percent", maximumFractionDigits: 2 })).format(ratio);

/** A majoration in percent, signed: 25 → « +25 % », 12.5 → « +12,5 % » (a plain space before %). */
export const formatMajoration = (pct: number): string => `+${formatDecimal(pct)} %`;
