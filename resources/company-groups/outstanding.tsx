// The group's « Encours », for the roles that read the invoices: what its companies were invoiced,
// still owe and owe past due (public.company_group_outstanding, the sum of each company's
// public.company_outstanding), and their latest invoices.
import { Alert, Card, Space, Table, Typography } from "antd";
import { EmptyList } from "../../src/components/table/list-states.tsx";
import { t } from "../../src/i18n/index.ts";
import { errorMessage } from "../../src/lib/errors/error-message.ts";
import { invoiceColumns } from "../client-invoices/public/columns.tsx";
import { OutstandingFigures } from "../client-invoices/public/company-outstanding.tsx";
import type { InvoiceListRow } from "../../src/domain/invoices/types.ts";
import { useGroupInvoices, useGroupOutstanding } from "./hooks.ts";

const g = (key: keyof typeof import("./i18n.fr.ts").companyGroupsFr.outstanding) =>
  t(`resources.companyGroups.outstanding.${key}`);

// a card's title wraps on a phone instead of being cut
const WRAP = { title: { whiteSpace: "normal" as const } };

export const GroupOutstanding = ({ groupId, companyIds }: { groupId: string; companyIds: string[] }) => {
  const { outstanding, query } = useGroupOutstanding(groupId, companyIds);
  const invoices = useGroupInvoices(companyIds);
  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <Card title={g("title")} loading={query.isLoading} styles={WRAP}>
        {query.isError ? (
          <Alert type="error" showIcon message={t("components.list.error")} description={errorMessage(query.error)} />
        ) : (
          <>
            <Typography.Paragraph type="secondary">{g("hint")}</Typography.Paragraph>
            <OutstandingFigures outstanding={outstanding} />
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
