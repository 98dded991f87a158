// The invoice's status history (status_history, written by the transition trigger), newest
// first, as the pay-tracking and contract pages show theirs.
import { Card, Empty, List, Space, Tag, Typography } from "antd";
import { t } from "../../src/i18n/index.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";
import { INVOICE_STATUS_STYLE, type InvoiceStatus } from "./constants.ts";
import { useInvoiceHistory } from "./hooks.ts";

const s = (key: keyof typeof import("./i18n.fr.ts").clientInvoicesFr.show, vars?: Record<string, string>) =>
  t(`resources.clientInvoices.show.${key}`, vars);
const label = (status: string | null) =>
  status ? (INVOICE_STATUS_STYLE[status as InvoiceStatus]?.label ?? status) : s("historyCreated");

export const HistoryCard = ({ invoiceId }: { invoiceId: string }) => {
  const { result, query } = useInvoiceHistory(invoiceId);
  return (
    <Card title={s("history")}>
      <List
        size="small"
        loading={query.isLoading}
        dataSource={result.data}
        locale={{ emptyText: <Empty description={s("historyEmpty")} /> }}
        renderItem={(row) => (
          <List.Item>
            <Space wrap>
              <Typography.Text type="secondary">{formatDate(row.changed_at, "DD/MM/YYYY HH:mm")}</Typography.Text>
              <span>{s("historyLine", { from: label(row.from_status), to: label(row.to_status) })}</span>
              {row.is_forced ? <Tag color="orange">{s("historyForced")}</Tag> : null}
              {row.comment ? <Typography.Text italic>{row.comment}</Typography.Text> : null}
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
};
