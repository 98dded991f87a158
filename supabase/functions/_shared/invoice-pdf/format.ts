// French formatting for invoices, beside contract-pdf/format.ts (money, typography): short dates
// (JJ/MM/AAAA, as « Avoir sur la facture n° X du JJ/MM/AAAA » reads), quantities, VAT rates and
// addresses. Pure: no DOM, no Node API.
import type { InvoiceDocument, InvoiceLine, InvoiceParty } from "./types.ts";

export { frMoney, frTypography } from "../contract-pdf/format.ts";

const NBSP = "\u00a0";

/** "2026-11-09" → "09/11/2026" (the day as written, no time-zone shift). */
export const frShortDate = (iso: string): string => {
  const [y, m, d] = iso.slice(0, 10).split("-");
  return `${d}/${m}/${y}`;
};

const decimals = (max: number) => new Intl.NumberFormat("fr-FR", { maximumFractionDigits: max });

/** 39 → "39", 7.5 → "7,5" (no-break thin space between thousands, as Intl writes it). */
export const frQuantity = (value: number): string => decimals(4).format(value);

/** A unit price: at least two decimals, up to four (a price may be finer than a cent). */
export const frUnitPrice = (value: number): string =>
  `${new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(value)}${NBSP}€`;

/** 20 → "20 %", 5.5 → "5,5 %". */
export const frRate = (rate: number): string => `${decimals(2).format(rate)}${NBSP}%`;

export const frUnit = (unit: InvoiceLine["unit"], quantity: number): string =>
  unit === "HUR" ? "h" : quantity > 1 ? "unités" : "unité";

type Address = Pick<InvoiceParty, "street" | "postalCode" | "city" | "country">;

/** "5 place Bellecour, 69002 Lyon" (the country only when it is not France). */
export const frAddress = (a: Address): string =>
  [a.street, [a.postalCode, a.city].filter(Boolean).join(" "), a.country && a.country !== "FR" ? a.country : null]
    .filter(Boolean)
    .join(", ") || "adresse non renseignée";

export const documentTitle = (doc: Pick<InvoiceDocument, "kind">): string =>
  doc.kind === "credit_note" ? "Avoir" : "Facture";
