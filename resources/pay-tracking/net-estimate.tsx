// The net estimate of a pay line, labelled as such, computed by the server — never in the
// browser: the pay-net Edge Function gives the pay engine's net before tax (URSSAF's rules,
// modele-social) of the line's gross total, recorded for the database, and the database adds the
// allowances not subject to contributions and deducts the advances and the meal-voucher share
// (public.pay_tracking_net_estimate). Asked again when the line's figures change (a
// recomputation). The real net comes back from the payroll software (net_to_pay).
import { useQuery } from "@tanstack/react-query";
import { Button, Statistic, Typography } from "antd";
import { invokeFunction } from "../../providers/client-calls.ts";
import { t } from "../../src/i18n/index.ts";
import { errorMessage } from "../../src/lib/errors/error-message.ts";
import { formatMoney } from "../../src/lib/money/format.ts";
import type { PayRow } from "./types.ts";

type Figures = Pick<
  PayRow,
  "id" | "gross_total" | "allowances_not_subject" | "advances_deducted" | "meal_voucher_employee_share" | "period_start"
>;

/** The server's answer for a pay line (the pay-net function, `{ pay_tracking_id }`). */
export type PayNetEstimate = {
  pay_tracking_id: string;
  month: string;
  gross: number;
  net_before_tax: number | null;
  estimated_net: number | null;
  computed_at: string | null;
};

export const payNetEstimateKey = (pay: Figures) =>
  [
    "functions",
    "pay-net",
    "pay-tracking",
    pay.id,
    pay.gross_total,
    pay.allowances_not_subject,
    pay.advances_deducted,
    pay.meal_voucher_employee_share,
    pay.period_start,
  ] as const;

const s = (key: "netEstimate" | "netEstimateHelp" | "netEstimateLoading" | "netEstimateFailed" | "netEstimateRetry") =>
  t(`resources.payTracking.show.${key}`);

export const NetEstimate = ({ pay }: { pay: Figures }) => {
  const query = useQuery({
    queryKey: payNetEstimateKey(pay),
    queryFn: () => invokeFunction<PayNetEstimate>("pay-net", { pay_tracking_id: pay.id }),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const label = s("netEstimate");
  const estimate = query.data?.estimated_net ?? null;
  return (
    <div>
      {estimate !== null ? (
        <Statistic title={label} value={formatMoney(estimate)} />
      ) : query.isError ? (
        <Typography.Paragraph type="danger">
          {`${s("netEstimateFailed")} ${errorMessage(query.error) ?? ""}`.trim()}{" "}
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => void query.refetch()}>
            {s("netEstimateRetry")}
          </Button>
        </Typography.Paragraph>
      ) : (
        <Typography.Text type="secondary">{s("netEstimateLoading")}</Typography.Text>
      )}
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {s("netEstimateHelp")}
      </Typography.Paragraph>
    </div>
  );
};
