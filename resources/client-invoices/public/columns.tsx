// The client-invoice list's columns and export, from the shared builders.
import { Space, Tag } from "antd";
import { Link } from "react-router";
import { enumTagColumn, moneyColumn, textColumn, type ColumnContext } from "../../../src/components/table/columns.tsx";
import { t } from "../../../src/i18n/index.ts";
import { formatDate } from "../../../src/lib/dates/dayjs.ts";
import { formatMoney } from "../../../src/lib/money/format.ts";
import type { ExportColumn } from "../../../src/lib/export/table-export.ts";
import { INVOICE_KIND_STYLE, INVOICE_STATUS_STYLE, PLATFORM_STATUS_STYLE } from "../constants.ts";
import { numberLabel, periodLabel } from "../format.ts";
import { isOverdue, remainingShown } from "../invoice.utils.ts";
import type { InvoiceListRow } from "../../../src/domain/invoices/types.ts";

const short = (key: keyof typeof import("../i18n.fr.ts").clientInvoicesFr.short) =>
  t(`resources.clientInvoices.short.${key}`);
const money = (value: number | null) => (value === null ? "—" : formatMoney(value));

const f = (key: keyof typeof import("../i18n.fr.ts").clientInvoicesFr.fields) =>
  t(`resources.clientInvoices.fields.${key}`);

/** The due date, flagged « En retard » when an open invoice has passed it. */
export const DueDate = ({ row, today }: { row: Parameters<typeof isOverdue>[0]; today?: string }) =>
  row.due_date ? (
    <Space size={4} wrap>
      {formatDate(row.due_date)}
      {isOverdue(row, today) ? <Tag color="red">{t("resources.clientInvoices.list.overdue")}</Tag> : null}
    </Space>
  ) : (
    <>—</>
  );

/** The columns, their widths (1 102 px, and the selection's 40) fitting a 1440 px screen beside the menu. */
export const invoiceColumns = (ctx: ColumnContext) => [
  textColumn<InvoiceListRow>(
    "number",
    {
      title: f("number"),
      width: 132,
      render: (row) => <Link to={`/client-invoices/${row.id}`}>{numberLabel(row)}</Link>,
    },
    ctx,
  ),
  textColumn<InvoiceListRow>(
    "company_id",
    {
      title: f("company"),
      width: 130,
      sortable: false,
      render: (row) => (row.company ? <Link to={`/companies/${row.company.id}`}>{row.company.name}</Link> : "—"),
    },
    ctx,
  ),
  textColumn<InvoiceListRow>(
    "period_start",
    { title: f("period"), width: 214, render: (row) => periodLabel(row.period_start, row.period_end) },
    ctx,
  ),
  enumTagColumn<InvoiceListRow, InvoiceListRow["kind"]>(
    "kind",
    { title: f("kind"), width: 76, style: INVOICE_KIND_STYLE },
    ctx,
  ),
  enumTagColumn<InvoiceListRow, InvoiceListRow["status"]>(
    "status",
    { title: f("status"), width: 92, style: INVOICE_STATUS_STYLE },
    ctx,
  ),
  enumTagColumn<InvoiceListRow, NonNullable<InvoiceListRow["platform_status"]>>(
    "platform_status",
    { title: f("platformStatus"), width: 124, style: PLATFORM_STATUS_STYLE },
    ctx,
  ),
  textColumn<InvoiceListRow>(
    "due_date",
    {
      title: f("dueDate"),
      width: 124,
      render: (row) => <DueDate row={row} />,
      text: (row) =>
        row.due_date
          ? [formatDate(row.due_date), isOverdue(row) ? t("resources.clientInvoices.list.overdue") : null]
              .filter(Boolean)
              .join(" · ")
          : null,
    },
    ctx,
  ),
  moneyColumn<InvoiceListRow>("total_ttc", { title: f("totalTtc"), width: 100 }, ctx),
  {
    ...textColumn<InvoiceListRow>(
      "paid_amount",
      {
        title: f("remaining"),
        short: short("remaining"),
        width: 110,
        sortable: false,
        render: (row) => money(remainingShown(row)),
      },
      ctx,
    ),
    key: "remaining",
    align: "right" as const,
  },
];

export const invoiceExportColumns: ExportColumn<InvoiceListRow>[] = [
  { header: f("number"), value: (r) => r.number },
  { header: f("company"), value: (r) => r.company?.name },
  { header: f("periodStart"), value: (r) => formatDate(r.period_start) },
  { header: f("periodEnd"), value: (r) => formatDate(r.period_end) },
  { header: f("kind"), value: (r) => INVOICE_KIND_STYLE[r.kind]?.label },
  { header: f("status"), value: (r) => INVOICE_STATUS_STYLE[r.status]?.label },
  {
    header: f("platformStatus"),
    value: (r) => (r.platform_status ? PLATFORM_STATUS_STYLE[r.platform_status]?.label : ""),
  },
  { header: f("issuedAt"), value: (r) => formatDate(r.issued_at) },
  { header: f("dueDate"), value: (r) => formatDate(r.due_date) },
  { header: f("totalTtc"), value: (r) => Number(r.total_ttc) },
  { header: f("paid"), value: (r) => Number(r.paid_amount) },
  { header: f("credited"), value: (r) => Number(r.credited_amount) },
  { header: f("remaining"), value: (r) => remainingShown(r) },
];
