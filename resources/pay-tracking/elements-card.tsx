// The pay line's elements (pay_element): code, label, category, quantity, rate, amount, and
// the button that opens their origin in the timesheets (TraceDrawer).
import { Button, Card, Empty, Table } from "antd";
import { useState } from "react";
import { EnumTag } from "../../src/components/table/columns.tsx";
import { t } from "../../src/i18n/index.ts";
import { formatMoney } from "../../src/lib/money/format.ts";
import { PAY_CATEGORY_STYLE } from "./constants.ts";
import { formatPayRate, formatQuantity } from "./format.ts";
import { usePayElements } from "./hooks.ts";
import { TraceDrawer } from "./trace-drawer.tsx";
import type { PayElementRow } from "./types.ts";

const s = (key: keyof typeof import("./i18n.fr.ts").payTrackingFr.show, vars?: Record<string, string | number>) =>
  t(`resources.payTracking.show.${key}`, vars);

/** What a trace opens: the days, or (IFM, ICCP, advances) the weeks or requests. */
const traceSize = (e: PayElementRow) =>
  e.timesheet_day_ids.length || e.advance_payment_request_ids.length || e.timesheet_week_ids.length;

export const ElementsCard = ({ payId, extra }: { payId: string; extra?: React.ReactNode }) => {
  const { result, query } = usePayElements(payId);
  const [open, setOpen] = useState<PayElementRow | null>(null);
  return (
    <Card title={s("elements")} extra={extra}>
      <Table<PayElementRow>
        size="small"
        rowKey="id"
        loading={query.isLoading}
        dataSource={result.data}
        pagination={false}
        scroll={{ x: 760 }}
        locale={{ emptyText: <Empty description={s("noElements")} /> }}
        columns={[
          { key: "code", title: s("code"), dataIndex: "code" },
          { key: "label", title: s("label"), dataIndex: "label" },
          { key: "contract", title: s("contract"), render: (_, e) => e.contract_key ?? "—" },
          {
            key: "category",
            title: s("category"),
            render: (_, e) => <EnumTag value={e.category} style={PAY_CATEGORY_STYLE} />,
          },
          { key: "quantity", title: s("quantity"), align: "right", render: (_, e) => formatQuantity(e.quantity) },
          { key: "rate", title: s("rate"), align: "right", render: (_, e) => formatPayRate(e) },
          {
            key: "amount",
            title: s("amount"),
            align: "right",
            render: (_, e) => (e.category === "deduction" ? `− ${formatMoney(e.amount)}` : formatMoney(e.amount)),
          },
          {
            key: "trace",
            title: s("trace"),
            render: (_, e) =>
              traceSize(e) ? (
                <Button size="small" type="link" onClick={() => setOpen(e)}>
                  {s("traceButton", {
                    count: traceSize(e),
                    label: [e.code, e.contract_key].filter(Boolean).join(" · "),
                  })}
                </Button>
              ) : (
                "—"
              ),
          },
        ]}
      />
      <TraceDrawer element={open} onClose={() => setOpen(null)} />
    </Card>
  );
};
