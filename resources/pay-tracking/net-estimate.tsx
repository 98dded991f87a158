// The net estimate of a pay line, labelled as such: URSSAF's rules (modele-social evaluated by
// publicodes, src/lib/pay) give the net before tax of the gross total; the allowances not
// subject to contributions are added, the advances and the meal-voucher share deducted. The
// real net comes back from the payroll software (net_to_pay).
import { Statistic, Typography } from "antd";
import { t } from "../../src/i18n/index.ts";
import { formatMoney } from "../../src/lib/money/format.ts";
import type { PayEngine } from "../../src/lib/pay/engine.ts";
import { usePayEngine } from "../../src/lib/pay/use-pay-engine.ts";
import type { PayRow } from "./types.ts";

type Figures = Pick<
  PayRow,
  "gross_total" | "allowances_not_subject" | "advances_deducted" | "meal_voucher_employee_share" | "period_start"
>;

/** Net before tax estimated from the line's figures (€, rounded to the cent). */
export const estimateNet = (engine: PayEngine, pay: Figures): number => {
  const net =
    pay.gross_total > 0 ? engine.netFromGross(Number(pay.gross_total), { cadre: false, date: pay.period_start }) : 0;
  const total =
    net + Number(pay.allowances_not_subject) - Number(pay.advances_deducted) - Number(pay.meal_voucher_employee_share);
  return Math.round(total * 100) / 100;
};

export const NetEstimate = ({ pay }: { pay: Figures }) => {
  const { engine } = usePayEngine();
  const label = t("resources.payTracking.show.netEstimate");
  return (
    <div>
      {engine ? (
        <Statistic title={label} value={formatMoney(estimateNet(engine, pay))} />
      ) : (
        <Typography.Text type="secondary">{t("resources.payTracking.show.netEstimateLoading")}</Typography.Text>
      )}
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t("resources.payTracking.show.netEstimateHelp")}
      </Typography.Paragraph>
    </div>
  );
};
