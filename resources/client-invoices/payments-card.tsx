// The payments received on an invoice (client_invoice_payment), oldest first.
import { Card, Empty, Table } from "antd";
import { EnumTag } from "../../src/components/table/columns.tsx";
import { t } from "../../src/i18n/index.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";
import { formatMoney } from "../../src/lib/money/format.ts";
import { PAYMENT_MODE_STYLE } from "./constants.ts";
import { useInvoicePayments } from "./hooks.ts";
import type { PaymentRow } from "../../src/domain/invoices/types.ts";

const s = (key: keyof typeof import("./i18n.fr.ts").clientInvoicesFr.show) => t(`resources.clientInvoices.show.${key}`);

export const PaymentsCard = ({ invoiceId }: { invoiceId: string }) => {
  const { result, query } = useInvoicePayments(invoiceId, true);
  return (
    <Card title={s("payments")}>
      <Table<PaymentRow>
        size="small"
        rowKey="id"
        loading={query.isLoading}
        dataSource={result.data}
        pagination={false}
        locale={{ emptyText: <Empty description={s("noPayments")} /> }}
        columns={[
          { key: "paid_on", title: s("paidOn"), render: (_, p) => formatDate(p.paid_on) },
          { key: "amount", title: s("paymentAmount"), align: "right", render: (_, p) => formatMoney(Number(p.amount)) },
          {
            key: "mode",
            title: s("paymentMode"),
            render: (_, p) => <EnumTag value={p.mode} style={PAYMENT_MODE_STYLE} />,
          },
          { key: "reference", title: s("paymentReference"), render: (_, p) => p.reference ?? "—" },
        ]}
      />
    </Card>
  );
};
