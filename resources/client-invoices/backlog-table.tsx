// « Préparer la facturation »'s table: per client, its validated weeks of the period not billed
// yet (public.client_billing_backlog) — weeks, hours, the estimate (overtime counted as the
// invoice will, what it leaves out said under the table), its conditions' frequency and grouping,
// whether it requires a purchase order, a « Bloqué » tag — and the button that prepares its drafts.
import { Button, Empty, Space, Table, Tag, Typography } from "antd";
import { Link } from "react-router";
import { EnumTag } from "../../src/components/table/columns.tsx";
import { t } from "../../src/i18n/index.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";
import { formatHours } from "../../src/lib/hours/format.ts";
import { formatMoney } from "../../src/lib/money/format.ts";
import { INVOICE_FREQUENCY_STYLE, INVOICE_GROUPING_STYLE } from "./constants.ts";
import type { BacklogRow } from "../../src/domain/invoices/types.ts";

const p = (key: keyof typeof import("./i18n.fr.ts").clientInvoicesFr.prepare, vars?: Record<string, string>) =>
  t(`resources.clientInvoices.prepare.${key}`, vars);

export const BacklogTable = ({
  rows,
  loading,
  canPrepare,
  busy,
  onPrepare,
}: {
  rows: readonly BacklogRow[];
  loading: boolean;
  canPrepare: boolean;
  busy: boolean;
  onPrepare: (companyId: string) => void;
}) => (
  <Table<BacklogRow>
    size="small"
    rowKey="company_id"
    loading={loading}
    dataSource={[...rows]}
    pagination={false}
    scroll={{ x: 980 }}
    locale={{ emptyText: <Empty description={p("backlogEmpty")} /> }}
    footer={rows.length ? () => <Typography.Text type="secondary">{p("estimateHelp")}</Typography.Text> : undefined}
    columns={[
      {
        key: "company",
        title: p("company"),
        render: (_, r) => (
          <Space size={4} wrap>
            <Link to={`/companies/${r.company_id}`}>{r.company_name}</Link>
            {r.company_status === "blocked" ? <Tag color="red">{p("blocked")}</Tag> : null}
          </Space>
        ),
      },
      {
        key: "weeks",
        title: p("weeks"),
        render: (_, r) => (
          <span title={p("firstWeek", { from: formatDate(r.first_week), to: formatDate(r.last_week) })}>
            {r.week_count}
          </span>
        ),
      },
      { key: "hours", title: p("hours"), align: "right", render: (_, r) => formatHours(r.hours) },
      { key: "estimate", title: p("estimate"), align: "right", render: (_, r) => formatMoney(Number(r.estimated_ht)) },
      {
        key: "frequency",
        title: p("frequency"),
        render: (_, r) => <EnumTag value={r.invoice_frequency} style={INVOICE_FREQUENCY_STYLE} />,
      },
      {
        key: "grouping",
        title: p("grouping"),
        render: (_, r) => <EnumTag value={r.invoice_grouping} style={INVOICE_GROUPING_STYLE} />,
      },
      { key: "po", title: p("poRequired"), render: (_, r) => (r.po_required ? p("yes") : p("no")) },
      ...(canPrepare
        ? [
            {
              key: "actions",
              title: p("actions"),
              render: (_: unknown, r: BacklogRow) => (
                <Button
                  size="small"
                  loading={busy}
                  aria-label={p("prepareOne", { name: r.company_name })}
                  onClick={() => onPrepare(r.company_id)}
                >
                  {p("prepareOneShort")}
                </Button>
              ),
            },
          ]
        : []),
    ]}
  />
);
