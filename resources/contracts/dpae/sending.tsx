// The DPAE's sending through the adapter, inside the contract's DPAE block (issue #51;
// supabase/schemas/37_dpae_adapter.sql, supabase/functions/dpae-send): the last sending's status
// (à envoyer / envoyée / accusé reçu / anomalie, with the URSSAF's code and label), what the
// declaration misses (named by the database), « Envoyer la DPAE » when the server sends it
// (DPAE_PROVIDER urssaf or simulator; with « manual » the user records it as before), and the
// history of what happened to it. The acknowledgement itself shows in the block as the
// contract's DPAE (its reference and receipt).
import { useInvalidate, useList } from "@refinedev/core";
import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Space, Tag, Typography } from "antd";
import { useId, useState } from "react";
import { invokeFunction } from "../../../providers/client-calls.ts";
import { useRpc } from "../../../providers/rpc.ts";
import { t } from "../../../src/i18n/index.ts";
import { formatParisDateTime } from "../../../src/lib/dates/paris-time.ts";
import { enumLabel } from "../../../src/lib/enums/labels.ts";
import { errorMessage } from "../../../src/lib/errors/error-message.ts";
import { toast } from "../../../src/lib/toast/toast-store.ts";
import type { ContractRow } from "../types.ts";
import { dpaeAnomalyTexts } from "./dpae.utils.ts";

const s = (key: keyof typeof import("./i18n.fr.ts").contractDpaeFr.sending, vars?: Record<string, string>) =>
  t(`resources.contractDpae.sending.${key}`, vars);

type SendingRow = {
  id: string;
  status: "to_send" | "sent" | "acknowledged" | "anomaly";
  requested_at: string;
  reference: string | null;
  anomaly_code: string | null;
  anomaly_label: string | null;
};
const anomalyTexts = (sending: SendingRow) =>
  dpaeAnomalyTexts(sending, { fromUrssaf: s("anomaly"), notSent: s("notSent") });
type EventKind = keyof typeof import("./i18n.fr.ts").contractDpaeFr.events;
type EventRow = { id: string; kind: EventKind; detail: string | null; occurred_at: string };

const STATUS_COLOR: Record<SendingRow["status"], string> = {
  to_send: "gold",
  sent: "blue",
  acknowledged: "green",
  anomaly: "red",
};

/** Which adapter the server sends with (dpae-send answers `{ config: true }`); « manual » when unknown. */
const useDpaeProvider = () =>
  useQuery({
    queryKey: ["dpae-send", "config"],
    queryFn: () => invokeFunction<{ provider: string }>("dpae-send", { config: true }),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const DpaeSending = ({
  contract,
  canSend,
  onSent,
}: {
  contract: ContractRow;
  canSend: boolean;
  onSent: () => void;
}) => {
  const invalidate = useInvalidate();
  const historyId = useId();
  const [busy, setBusy] = useState(false);
  const filter = [{ field: "contract_id", operator: "eq" as const, value: contract.id }];
  const sendings = useList<SendingRow>({
    resource: "contract_dpae_sending",
    filters: filter,
    sorters: [{ field: "requested_at", order: "desc" }],
    pagination: { mode: "off" },
    meta: { select: "id,status,requested_at,reference,anomaly_code,anomaly_label" },
  });
  const events = useList<EventRow>({
    resource: "contract_dpae_event",
    filters: filter,
    sorters: [{ field: "occurred_at", order: "asc" }],
    pagination: { mode: "off" },
    meta: { select: "id,kind,detail,occurred_at" },
  });
  const provider = useDpaeProvider().data?.provider ?? "manual";
  const declared = !!contract.dpae_submitted_at;
  const sendable = !declared && (contract.status === "signed" || contract.status === "active");
  const missing = useRpc(
    "contract_dpae_missing",
    { p_contract_id: contract.id },
    { queryOptions: { enabled: sendable }, errorNotification: false },
  ).data;
  const last = sendings.result.data?.[0];
  const history = events.result.data ?? [];

  const send = async () => {
    setBusy(true);
    try {
      const answer = await invokeFunction<{ sending: SendingRow }>("dpae-send", { contract_id: contract.id });
      const sent = answer.sending;
      if (sent.status === "acknowledged")
        toast({ type: "success", description: s("acknowledged", { reference: sent.reference ?? "" }) });
      else if (sent.status === "anomaly") {
        const { title, description } = anomalyTexts(sent);
        toast({ type: "error", title, description });
      } else toast({ type: "success", description: s("waiting") });
    } catch (error) {
      toast({ type: "error", description: errorMessage(error) });
    } finally {
      setBusy(false);
      await invalidate({ resource: "contract_dpae_sending", invalidates: ["list"] });
      await invalidate({ resource: "contract_dpae_event", invalidates: ["list"] });
      onSent();
    }
  };

  return (
    <Space direction="vertical" size="small" style={{ width: "100%" }}>
      {/* queued at the signature, it waits for nobody when the user declares by hand */}
      {last && !(provider === "manual" && last.status === "to_send") ? (
        <Space size="small" wrap>
          <Typography.Text>{s("status")}</Typography.Text>
          <Tag color={STATUS_COLOR[last.status]}>{enumLabel("dpae_sending_status", last.status)}</Tag>
        </Space>
      ) : null}
      {last?.status === "anomaly" && !declared ? (
        <Alert type="error" showIcon message={anomalyTexts(last).title} description={anomalyTexts(last).description} />
      ) : null}
      {sendable && missing && missing.length > 0 ? (
        <Alert type="warning" showIcon message={s("missing", { fields: missing.join(", ") })} />
      ) : null}
      {sendable && canSend && provider !== "manual" ? (
        <Button type="primary" loading={busy} onClick={() => void send()}>
          {s("send")}
        </Button>
      ) : null}
      {history.length > 0 ? (
        <section aria-labelledby={historyId}>
          <h3 id={historyId} style={{ fontSize: 14, margin: "8px 0 4px" }}>
            {s("history")}
          </h3>
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {history.map((e) => (
              <li key={e.id}>
                <Typography.Text type="secondary">{formatParisDateTime(new Date(e.occurred_at))}</Typography.Text>{" "}
                <Typography.Text>
                  {[t(`resources.contractDpae.events.${e.kind}`), e.detail].filter(Boolean).join(" — ")}
                </Typography.Text>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Space>
  );
};
