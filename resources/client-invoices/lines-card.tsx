// The invoice's lines by timesheet week, each week with the link to its timesheet (the list's
// drawer, `/timesheets?open=<week>`: resources/timesheets/index.ts has no detail route): label,
// detail, quantity, unit price HT, coefficient, amount. A free line of a draft can be removed by
// those who prepare (public.remove_client_invoice_line).
import { Button, Card, Empty, Popconfirm, Space, Table, Typography } from "antd";
import { Link } from "react-router";
import { EnumTag } from "../../src/components/table/columns.tsx";
import { t } from "../../src/i18n/index.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";
import { formatMoney } from "../../src/lib/money/format.ts";
import { useInvoiceCall } from "./calls.ts";
import { LINE_CATEGORY_STYLE } from "./constants.ts";
import { formatQuantity } from "./format.ts";
import { groupLinesByWeek, isRemovableLine, type WeekGroup } from "./invoice.utils.ts";
import type { InvoiceLineRow } from "../../src/domain/invoices/types.ts";

const s = (key: keyof typeof import("./i18n.fr.ts").clientInvoicesFr.show, vars?: Record<string, string>) =>
  t(`resources.clientInvoices.show.${key}`, vars);

const GroupTitle = ({ group }: { group: WeekGroup<InvoiceLineRow> }) => {
  if (!group.weekId) return <Typography.Text strong>{s("otherLines")}</Typography.Text>;
  const date = formatDate(group.weekStart);
  const contract = group.lines[0]?.contract_key;
  return (
    <Space wrap>
      <Typography.Text strong>{[s("week", { date }), contract].filter(Boolean).join(" · ")}</Typography.Text>
      <Link to={`/timesheets?open=${group.weekId}`}>{s("weekLink", { date })}</Link>
    </Space>
  );
};

export const LinesCard = ({
  lines,
  loading,
  removable,
  onDone,
}: {
  lines: readonly InvoiceLineRow[];
  loading: boolean;
  /** free lines may be removed (a draft, and the right to prepare) */
  removable: boolean;
  onDone: () => void;
}) => {
  const { call, busy } = useInvoiceCall();
  const remove = async (line: InvoiceLineRow) => {
    if (
      (
        await call(
          "remove_client_invoice_line",
          { p_line_id: line.id },
          t("resources.clientInvoices.actions.lineRemoved"),
        )
      ).ok
    )
      onDone();
  };
  const columns = [
    { key: "label", title: s("label"), dataIndex: "label" },
    { key: "detail", title: s("detail"), render: (_: unknown, l: InvoiceLineRow) => l.detail ?? l.reason ?? "—" },
    {
      key: "category",
      title: s("category"),
      render: (_: unknown, l: InvoiceLineRow) => <EnumTag value={l.category} style={LINE_CATEGORY_STYLE} />,
    },
    {
      key: "quantity",
      title: s("quantity"),
      align: "right" as const,
      render: (_: unknown, l: InvoiceLineRow) => formatQuantity(l.quantity),
    },
    {
      key: "unit",
      title: s("unitPrice"),
      align: "right" as const,
      render: (_: unknown, l: InvoiceLineRow) => formatMoney(Number(l.unit_price)),
    },
    {
      key: "coefficient",
      title: s("coefficient"),
      align: "right" as const,
      render: (_: unknown, l: InvoiceLineRow) => formatQuantity(l.coefficient),
    },
    {
      key: "amount",
      title: s("amount"),
      align: "right" as const,
      render: (_: unknown, l: InvoiceLineRow) => formatMoney(Number(l.amount_ht)),
    },
    ...(removable && lines.some(isRemovableLine)
      ? [
          {
            key: "actions",
            title: s("lineActions"),
            render: (_: unknown, l: InvoiceLineRow) =>
              isRemovableLine(l) ? (
                <Popconfirm title={s("removeLineConfirm")} okText={s("removeLineOk")} onConfirm={() => remove(l)}>
                  <Button size="small" danger loading={busy} aria-label={s("removeLine", { label: l.label })}>
                    {s("removeLineOk")}
                  </Button>
                </Popconfirm>
              ) : null,
          },
        ]
      : []),
  ];
  const groups = groupLinesByWeek(lines);
  return (
    <Card title={s("lines")} loading={loading}>
      {groups.length ? (
        <Space direction="vertical" size="middle" style={{ width: "100%" }}>
          {groups.map((group) => (
            <Table<InvoiceLineRow>
              key={group.key}
              size="small"
              rowKey="id"
              title={() => <GroupTitle group={group} />}
              dataSource={group.lines}
              pagination={false}
              scroll={{ x: 820 }}
              columns={columns}
            />
          ))}
        </Space>
      ) : (
        <Empty description={s("noLines")} />
      )}
    </Card>
  );
};
