// Amounts in euros, French format (conventions §7: one Intl helper).
const EURO = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" });

export const formatMoney = (value: number): string => EURO.format(value);
