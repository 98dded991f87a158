// The invoice's header figures: the client and the billing address its issue froze, the period and grouping, the purchase order, the
// dates (due date flagged « En retard »), the totals HT / TVA / TTC, what was paid, credited and
// is left, and the document the server made (document-cell.tsx). A credit note's card is
// titled « Avoir » and names the invoice it credits; it has no due date (nothing to pay).
import { Card, Descriptions, Typography } from "antd";
import { Link } from "react-router";
import { t } from "../../src/i18n/index.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";
import { formatMoney } from "../../src/lib/money/format.ts";
import { DueDate } from "./public/columns.tsx";
import { DocumentCell } from "./document-cell.tsx";
import { periodLabel } from "./format.ts";
import { buyerAddress, isIssued, remainingOf } from "./invoice.utils.ts";
import { CreditedInvoiceLink } from "./related-card.tsx";
import type { InvoiceRow } from "../../src/domain/invoices/types.ts";

const f = (key: keyof typeof import("./i18n.fr.ts").clientInvoicesFr.fields) =>
  t(`resources.clientInvoices.fields.${key}`);
const s = (key: keyof typeof import("./i18n.fr.ts").clientInvoicesFr.show) => t(`resources.clientInvoices.show.${key}`);

const money = (value: number) => formatMoney(Number(value));

export const SummaryCard = ({ invoice }: { invoice: InvoiceRow }) => {
  const issued = isIssued(invoice);
  const credit = invoice.kind === "credit_note";
  const po = invoice.po_number ?? (invoice.po_required ? `— (${f("poRequired")})` : "—");
  const items = [
    {
      key: "company",
      label: f("company"),
      children: invoice.company ? <Link to={`/companies/${invoice.company.id}`}>{invoice.company.name}</Link> : "—",
    },
    {
      key: "buyer",
      label: f("buyerAddress"),
      // a draft names the client's address of the day of its issue, not of its preparation
      children: issued ? (
        (buyerAddress(invoice.buyer) ?? s("buyerMissing"))
      ) : (
        <Typography.Text type="secondary">{s("buyerAtIssue")}</Typography.Text>
      ),
    },
    { key: "period", label: f("period"), children: periodLabel(invoice.period_start, invoice.period_end) },
    { key: "grouping", label: f("grouping"), children: invoice.grouping_label },
    { key: "po", label: f("poNumber"), children: po },
    ...(credit && invoice.credited_invoice_id
      ? [
          {
            key: "credited_invoice",
            label: f("creditedInvoice"),
            children: <CreditedInvoiceLink invoiceId={invoice.credited_invoice_id} />,
          },
        ]
      : []),
    { key: "issued", label: f("issuedAt"), children: formatDate(invoice.issued_at) || "—" },
    ...(credit ? [] : [{ key: "due", label: f("dueDate"), children: <DueDate row={invoice} /> }]),
    { key: "sent", label: f("sentAt"), children: formatDate(invoice.sent_at, "DD/MM/YYYY HH:mm") || "—" },
    { key: "ht", label: f("totalHt"), children: money(invoice.total_ht) },
    { key: "tva", label: f("totalTva"), children: money(invoice.total_tva) },
    { key: "ttc", label: f("totalTtc"), children: <strong>{money(invoice.total_ttc)}</strong> },
    ...(invoice.kind === "invoice" && issued
      ? [
          { key: "paid", label: f("paid"), children: money(invoice.paid_amount) },
          { key: "credited", label: f("credited"), children: money(invoice.credited_amount) },
          { key: "remaining", label: f("remaining"), children: <strong>{formatMoney(remainingOf(invoice))}</strong> },
        ]
      : []),
    ...(credit ? [{ key: "reason", label: f("creditReason"), children: invoice.credit_reason ?? "—" }] : []),
    ...(issued
      ? [
          {
            key: "pdf",
            label: f("pdf"),
            children: <DocumentCell invoiceId={invoice.id} kind={invoice.kind} path={invoice.pdf_file} />,
          },
        ]
      : []),
  ];
  return (
    <Card title={s(credit ? "summaryCreditNote" : "summary")}>
      <Descriptions size="small" layout="vertical" column={{ xs: 1, sm: 2, lg: 3 }} items={items} />
    </Card>
  );
};
