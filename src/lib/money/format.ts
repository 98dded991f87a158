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
