// "Calculer la période" (accounting): creates the period's missing pay lines from validated
// timesheets and recomputes those not exported (public.compute_pay_period).
import { CalculatorOutlined } from "@ant-design/icons";
import { useInvalidate } from "@refinedev/core";
import { Button } from "antd";
import { useState } from "react";
import { useRpcCall } from "../../providers/rpc.ts";
import { toast } from "../../src/lib/toast/toast-store.ts";
import { t } from "../../src/i18n/index.ts";
import { errorMessage } from "../../src/lib/errors/error-message.ts";

export const ComputePeriodButton = ({ periodStart, periodEnd }: { periodStart: string; periodEnd: string }) => {
  const callRpc = useRpcCall();
  const invalidate = useInvalidate();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const count = await callRpc("compute_pay_period", { p_period_start: periodStart, p_period_end: periodEnd });
      toast({ type: "success", description: t("resources.payTracking.list.computed", { count: Number(count) }) });
      // the lines, their counts per status (an RPC) and the cut-off banner
      await invalidate({ resource: "pay_tracking", invalidates: ["all"] });
    } catch (error) {
      toast({ type: "error", description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<CalculatorOutlined aria-hidden />} loading={busy} onClick={() => void run()}>
      {t("resources.payTracking.list.compute")}
    </Button>
  );
};
