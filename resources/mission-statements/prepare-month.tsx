// « Préparer le mois » (accounting): prepares again the month's statements, one per client
// establishment that had a temp (public.prepare_mission_statements); the month asked is the last
// one by default, the one the statements are due for before the 20th.
import { FileSyncOutlined } from "@ant-design/icons";
import { useInvalidate } from "@refinedev/core";
import { Button, Input, Space } from "antd";
import { useState } from "react";
import { useRpcCall } from "../../providers/rpc.ts";
import { t } from "../../src/i18n/index.ts";
import { monthToPeriodStart, previousMonth } from "../../src/lib/dates/month.ts";
import { errorMessage } from "../../src/lib/errors/error-message.ts";
import { toast } from "../../src/lib/toast/toast-store.ts";

const p = (key: keyof typeof import("./i18n.fr.ts").missionStatementsFr.prepare, vars?: Record<string, number>) =>
  t(`resources.missionStatements.prepare.${key}`, vars);

type Prepared = { statements: number; lines: number; anomalies: number };

export const PrepareMonth = ({ onPrepared }: { onPrepared: (month: string) => void }) => {
  const callRpc = useRpcCall();
  const invalidate = useInvalidate();
  const [month, setMonth] = useState(previousMonth());
  const [busy, setBusy] = useState(false);
  const start = monthToPeriodStart(month);
  const run = async () => {
    if (!start) return;
    setBusy(true);
    try {
      const r = (await callRpc("prepare_mission_statements", { p_month: start })) as Prepared;
      toast({ type: r.statements ? "success" : "danger", description: r.statements ? p("done", r) : p("none") });
      await invalidate({ resource: "mission_statement", invalidates: ["all"] });
      onPrepared(month);
    } catch (error) {
      toast({ type: "error", description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space.Compact>
      <Input
        aria-label={p("month")}
        type="month"
        value={month}
        onChange={(e) => setMonth(e.target.value)}
        style={{ width: 160 }}
      />
      <Button icon={<FileSyncOutlined aria-hidden />} loading={busy} disabled={!start} onClick={() => void run()}>
        {p("run")}
      </Button>
    </Space.Compact>
  );
};
