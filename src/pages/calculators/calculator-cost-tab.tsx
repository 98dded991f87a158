// /calculators, cost tab: the employer cost line by line, and the quick estimate beside it
// (docs/rules/pay.md#employer-cost).
import { Table, Typography } from "antd";
import { useT } from "../../i18n/use-t.ts";
import { WEEKS_PER_MONTH } from "../../lib/pay/hours.ts";
import { costRows, type CalculatorFigures } from "./calculator-figures.ts";
import { decimal2, money } from "./format.ts";

export const CostTab = ({ f }: { f: CalculatorFigures }) => {
  const t = useT();
  return (
    <>
      <Table
        data-testid="cost-table"
        size="small"
        pagination={false}
        dataSource={costRows(f.p)}
        columns={[
          {
            title: t("calculators.cost.line"),
            dataIndex: "line",
            render: (v: string, r: { strong?: boolean }) => (r.strong ? <strong>{v}</strong> : v),
          },
          {
            title: t("calculators.cost.amount"),
            dataIndex: "amount",
            align: "right",
            render: (v: number, r: { strong?: boolean }) => (r.strong ? <strong>{money(v)}</strong> : money(v)),
          },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t("calculators.cost.estimateTitle")}
      </Typography.Title>
      <Typography.Paragraph>
        {t("calculators.cost.estimate", {
          employerRate: "0,44",
          rgdu: decimal2(f.estimate.rgduRate),
          cost: money(f.estimate.cost),
          exact: money(f.p.employerCost / WEEKS_PER_MONTH),
        })}
      </Typography.Paragraph>
    </>
  );
};
