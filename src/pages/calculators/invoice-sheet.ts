// The plain table a simulated invoice is exported as (XLSX and PDF read the same one).
import { formatDate } from "../../lib/dates/dayjs.ts";
import type { InvoiceResult } from "../../lib/pay/invoice.ts";
import { vatPercent } from "../../lib/pay/hours.ts";
import { t } from "../../i18n/translate.ts";
import { money } from "./format.ts";
import type { InvoiceSheet } from "./invoice-export.ts";
import { splitText } from "./invoice-texts.ts";

export const invoiceSheet = (
  r: InvoiceResult,
  companyName: string | undefined,
  lineName: (line: number) => string,
): InvoiceSheet => ({
  title: t("calculators.invoice.pdfTitle"),
  heading: [
    ...(companyName ? [t("calculators.invoice.pdfCompany", { name: companyName })] : []),
    `${t("calculators.invoice.invoiceDate")} : ${formatDate(r.invoiceDate)}`,
    `${t("calculators.invoice.dueDate")} : ${formatDate(r.dueDate)}`,
  ],
  columns: [
    t("calculators.invoice.colWeek"),
    t("calculators.invoice.colLine"),
    t("calculators.invoice.colHours"),
    t("calculators.invoice.colSplit"),
    t("calculators.invoice.colBillingRate"),
    t("calculators.invoice.colHt"),
    t("calculators.invoice.colVat", { rate: vatPercent() }),
    t("calculators.invoice.colTtc"),
  ],
  rows: r.rows.map((row) => [
    row.week,
    lineName(row.line),
    row.hours,
    splitText(row.split),
    row.billingRate,
    row.ht,
    row.vat,
    row.ttc,
  ]),
  totals: [
    [t("calculators.invoice.totalHt"), r.totalHt],
    [t("calculators.invoice.totalVat", { rate: vatPercent() }), r.totalVat],
    [t("calculators.invoice.totalTtc"), r.totalTtc],
  ],
  note: t("calculators.invoice.pdfNote"),
  format: money,
});
