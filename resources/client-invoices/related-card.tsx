// The credit notes of an invoice (rows whose credited_invoice_id is its id), or, for a credit
// note, the invoice it credits.
import { useOne } from "@refinedev/core";
import { Card, Empty, Table } from "antd";
import { Link } from "react-router";
import { EnumTag } from "../../src/components/table/columns.tsx";
import { t } from "../../src/i18n/index.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";
import { formatMoney } from "../../src/lib/money/format.ts";
import { INVOICE_STATUS_STYLE } from "./constants.ts";
import { numberLabel } from "./format.ts";
import { useCreditNotes } from "./hooks.ts";
import { isIssued } from "./invoice.utils.ts";
import { RELATED_SELECT } from "../../src/domain/invoices/select.ts";
import type { InvoiceRow, RelatedRow } from "../../src/domain/invoices/types.ts";

const f = (key: keyof typeof import("./i18n.fr.ts").clientInvoicesFr.fields) =>
  t(`resources.clientInvoices.fields.${key}`);
const s = (key: keyof typeof import("./i18n.fr.ts").clientInvoicesFr.show, vars?: Record<string, string>) =>
  t(`resources.clientInvoices.show.${key}`, vars);

const CreditNotes = ({ invoiceId }: { invoiceId: string }) => {
  const { result, query } = useCreditNotes(invoiceId, true);
  return (
    <Card title={s("creditNotes")}>
      <Table<RelatedRow>
        size="small"
        rowKey="id"
        loading={query.isLoading}
        dataSource={result.data}
        pagination={false}
        locale={{ emptyText: <Empty description={s("noCreditNotes")} /> }}
        columns={[
          {
            key: "number",
            title: f("number"),
            render: (_, r) => <Link to={`/client-invoices/${r.id}`}>{numberLabel(r)}</Link>,
          },
          { key: "issued", title: f("issuedAt"), render: (_, r) => formatDate(r.issued_at) || "—" },
          {
            key: "status",
            title: f("status"),
            render: (_, r) => <EnumTag value={r.status} style={INVOICE_STATUS_STYLE} />,
          },
          { key: "ttc", title: f("totalTtc"), align: "right", render: (_, r) => formatMoney(Number(r.total_ttc)) },
          { key: "reason", title: f("creditReason"), render: (_, r) => r.credit_reason ?? "—" },
        ]}
      />
    </Card>
  );
};

const useCreditedInvoice = (invoiceId: string) =>
  useOne<RelatedRow>({
    liveMode: "off",
    resource: "client_invoice",
    id: invoiceId,
    meta: { select: RELATED_SELECT },
  }).result;

/** The invoice a credit note credits, named (« FA-2026-000042 du 01/06/2026 ») and linked. */
export const CreditedInvoiceLink = ({ invoiceId }: { invoiceId: string }) => {
  const credited = useCreditedInvoice(invoiceId);
  return (
    <Link to={`/client-invoices/${invoiceId}`}>
      {credited
        ? s("creditedInvoiceOf", { number: numberLabel(credited), date: formatDate(credited.issued_at) || "—" })
        : s("creditedInvoiceLink")}
    </Link>
  );
};

const CreditedInvoice = ({ invoiceId }: { invoiceId: string }) => {
  const credited = useCreditedInvoice(invoiceId);
  return (
    <Card title={credited ? s("creditedInvoice", { number: numberLabel(credited) }) : s("creditedInvoiceLink")}>
      <Link to={`/client-invoices/${invoiceId}`}>{s("creditedInvoiceLink")}</Link>
    </Card>
  );
};

export const RelatedCard = ({ invoice }: { invoice: InvoiceRow }) =>
  invoice.kind === "credit_note" && invoice.credited_invoice_id ? (
    <CreditedInvoice invoiceId={invoice.credited_invoice_id} />
  ) : invoice.kind === "invoice" && isIssued(invoice) ? (
    <CreditNotes invoiceId={invoice.id} />
  ) : null;
