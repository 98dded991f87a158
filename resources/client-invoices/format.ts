// Display helpers of the client-invoice screens (pure).
import { t } from "../../src/i18n/index.ts";
import { INVOICE_KIND_STYLE } from "./constants.ts";

export { periodLabel } from "../../src/lib/dates/period-label.ts";

/** « FA-2026-000123 », or « Brouillon » before the number is taken at the issue. */
export const numberLabel = (row: { number: string | null }): string =>
  row.number ?? t("resources.clientInvoices.list.draft");

/** The page's title: « Facture FA-2026-000123 », « Avoir AV-… », or the draft's grouping. */
export const invoiceTitle = (row: {
  number: string | null;
  kind: keyof typeof INVOICE_KIND_STYLE;
  grouping_label: string;
}): string =>
  row.number
    ? `${INVOICE_KIND_STYLE[row.kind].label} ${row.number}`
    : t("resources.clientInvoices.show.draftTitle", { label: row.grouping_label });

const NUMBER = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 3 });
export const formatQuantity = (value: number | null | undefined): string =>
  value === null || value === undefined ? "—" : NUMBER.format(Number(value));
