// The group's « Encours », for the roles that read the invoices: what its companies were invoiced,
// still owe and owe past due (public.company_group_outstanding, the sum of each company's
// public.company_outstanding), and their latest invoices.
import { Alert, Card, Descriptions, Space, Table, Typography } from "antd";
import { EmptyList } from "../../src/components/table/list-states.tsx";
import { t } from "../../src/i18n/index.ts";
import { errorMessage } from "../../src/lib/errors/error-message.ts";
import { formatMoney } from "../../src/lib/money/format.ts";
import { invoiceColumns } from "../client-invoices/columns.tsx";
import type { InvoiceListRow } from "../client-invoices/types.ts";
import { useGroupInvoices, useGroupOutstanding } from "./hooks.ts";

const o = (key: keyof typeof import("../client-invoices/i18n.fr.ts").clientInvoicesFr.outstanding) =>
  t(`resources.clientInvoices.outstanding.${key}`);
const g = (key: keyof typeof import("./i18n.fr.ts").companyGroupsFr.outstanding) =>
  t(`resources.companyGroups.outstanding.${key}`);

// a card's title wraps on a phone instead of being cut
const WRAP = { title: { whiteSpace: "normal" as const } };

export const GroupOutstanding = ({ groupId, companyIds }: { groupId: string; companyIds: string[] }) => {
  const { outstanding, query } = useGroupOutstanding(groupId, companyIds);
  const invoices = useGroupInvoices(companyIds);
  const money = (value: number | undefined) => formatMoney(Number(value ?? 0));
  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <Card title={g("title")} loading={query.isLoading} styles={WRAP}>
        {query.isError ? (
          <Alert type="error" showIcon message={t("components.list.error")} description={errorMessage(query.error)} />
        ) : (
          <>
            <Typography.Paragraph type="secondary">{g("hint")}</Typography.Paragraph>
            <Descriptions
              size="small"
              layout="vertical"
              column={{ xs: 2, sm: 3, lg: 5 }}
              items={[
                { key: "issued", label: o("issued"), children: money(outstanding?.issued_ttc) },
                {
                  key: "outstanding",
                  label: o("outstanding"),
                  children: <strong>{money(outstanding?.outstanding)}</strong>,
                },
                { key: "overdue", label: o("overdue"), children: money(outstanding?.overdue) },
                { key: "overdueCount", label: o("overdueCount"), children: outstanding?.overdue_count ?? 0 },
                { key: "openCount", label: o("openCount"), children: outstanding?.open_count ?? 0 },
              ]}
            />
          </>
        )}
      </Card>
      <Card title={g("invoices")} styles={WRAP}>
        <Table<InvoiceListRow>
          size="small"
          rowKey="id"
          loading={invoices.query.isLoading}
          dataSource={companyIds.length ? invoices.result.data : []}
          pagination={false}
          scroll={{ x: "max-content" }}
          // the latest invoices, in the order read: no sorting here (the list sorts)
          columns={invoiceColumns({}).map((column) => ({ ...column, sorter: false, sortOrder: undefined }))}
          locale={{ emptyText: <EmptyList /> }}
        />
      </Card>
    </Space>
  );
};
