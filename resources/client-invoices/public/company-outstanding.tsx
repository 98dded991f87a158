// The company page's « Encours » tab: what the client was invoiced, still owes and owes past due,
// its weeks not invoiced yet and four weeks of its running contracts, and the total — its encours
// as docs/rules/billing.md#encours defines it (public.company_outstanding) —, its account statement
// as a PDF, and its latest invoices, with the link to all of them in the list.
import { Card, Descriptions, Space, Table, Typography } from "antd";
import { Link } from "react-router";
import { t } from "../../../src/i18n/index.ts";
import { formatMoney } from "../../../src/lib/money/format.ts";
import { EmptyList } from "../../../src/components/table/list-states.tsx";
import { AccountStatementButton } from "../account-statement-button.tsx";
import { invoiceColumns } from "./columns.tsx";
import { useCompanyInvoices, useCompanyOutstanding } from "../hooks.ts";
import type { InvoiceListRow, OutstandingRow } from "../../../src/domain/invoices/types.ts";

const o = (key: keyof typeof import("../i18n.fr.ts").clientInvoicesFr.outstanding) =>
  t(`resources.clientInvoices.outstanding.${key}`);

/** The list filtered on the client, as its filter bar writes the URL. */
export const companyInvoicesLink = (companyId: string) =>
  `/client-invoices?${new URLSearchParams({
    "filters[0][field]": "company_id",
    "filters[0][operator]": "eq",
    "filters[0][value]": companyId,
  }).toString()}`;

const money = (value: number | undefined) => formatMoney(Number(value ?? 0));

/** The figures of an « Encours »: a client's, or a group's (the sum of its companies'), with its definition. */
export const OutstandingFigures = ({ outstanding }: { outstanding: OutstandingRow | null }) => (
  <>
    <Descriptions
      size="small"
      layout="vertical"
      column={{ xs: 2, sm: 3, lg: 4 }}
      items={[
        { key: "issued", label: o("issued"), children: money(outstanding?.issued_ttc) },
        { key: "outstanding", label: o("outstanding"), children: money(outstanding?.outstanding) },
        { key: "overdue", label: o("overdue"), children: money(outstanding?.overdue) },
        { key: "overdueCount", label: o("overdueCount"), children: outstanding?.overdue_count ?? 0 },
        { key: "openCount", label: o("openCount"), children: outstanding?.open_count ?? 0 },
        { key: "unbilled", label: o("unbilled"), children: money(outstanding?.unbilled_ht) },
        { key: "running", label: o("running"), children: money(outstanding?.running_ht) },
        { key: "exposure", label: o("exposure"), children: <strong>{money(outstanding?.exposure)}</strong> },
      ]}
    />
    <Typography.Paragraph type="secondary">{o("definition")}</Typography.Paragraph>
  </>
);

export const CompanyOutstanding = ({ companyId }: { companyId: string }) => {
  const { outstanding, query } = useCompanyOutstanding(companyId);
  const invoices = useCompanyInvoices(companyId);
  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <Card title={o("title")} loading={query.isLoading} extra={<AccountStatementButton companyId={companyId} />}>
        <OutstandingFigures outstanding={outstanding} />
      </Card>
      <Card title={o("invoices")} extra={<Link to={companyInvoicesLink(companyId)}>{o("allInvoices")}</Link>}>
        <Table<InvoiceListRow>
          size="small"
          rowKey="id"
          loading={invoices.query.isLoading}
          dataSource={invoices.result.data}
          pagination={false}
          scroll={{ x: 900 }}
          // the client's latest invoices, in the order read: no sorting here (the list sorts)
          columns={invoiceColumns({})
            .filter((column) => column.key !== "company_id")
            .map((column) => ({ ...column, sorter: false, sortOrder: undefined }))}
          locale={{ emptyText: <EmptyList /> }}
        />
      </Card>
    </Space>
  );
};
