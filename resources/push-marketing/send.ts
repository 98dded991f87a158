// « Envoyer maintenant »: the talents' missing anonymous resumes are generated first (the
// anonymous-documents function, as the consultant would from the talent's tab), then
// public.send_push_campaign is called batch after batch (25 mails each) until nothing is left,
// the progress reported after each batch. A refusal of the database reaches the toast unchanged.
import { useDataProvider, useInvalidate } from "@refinedev/core";
import { useState } from "react";
import { invokeFunction } from "../../providers/client-calls.ts";
import { useRpcMutation } from "../../providers/rpc.ts";
import type { SendResult } from "./types.ts";

/** The talents among `ids` that have no anonymous resume yet. */
export function useMissingResumes() {
  const dataProvider = useDataProvider();
  return async (ids: string[]): Promise<string[]> => {
    if (ids.length === 0) return [];
    const { data } = await dataProvider().getList<{ talent_id: string }>({
      resource: "talent_anonymous_document",
      filters: [
        { field: "talent_id", operator: "in", value: ids },
        { field: "kind", operator: "eq", value: "resume" },
      ],
      pagination: { mode: "off" },
      meta: { select: "talent_id" },
    });
    const have = new Set(data.map((d) => d.talent_id));
    return ids.filter((id) => !have.has(id));
  };
}

export function useSendCampaign() {
  const { mutateAsync } = useRpcMutation();
  const invalidate = useInvalidate();
  const missing = useMissingResumes();
  const [phase, setPhase] = useState<"idle" | "generating" | "sending">("idle");
  const [handled, setHandled] = useState(0);

  const send = async (campaignId: string, talentIds: string[]): Promise<number> => {
    let sent = 0;
    try {
      setPhase("generating");
      for (const talentId of await missing(talentIds))
        await invokeFunction("anonymous-documents", { talent_id: talentId, kind: "resume" });
      setPhase("sending");
      setHandled(0);
      for (;;) {
        // a JSON object of this shape (public.send_push_campaign)
        const data = (await mutateAsync(
          "send_push_campaign",
          { p_id: campaignId },
          { successNotification: false, errorNotification: false },
        )) as SendResult;
        sent += data.sent;
        setHandled((n) => n + data.processed);
        void invalidate({ resource: "push_campaign_recipient", invalidates: ["list"] });
        if (data.remaining === 0 || data.processed === 0) break;
      }
    } finally {
      setPhase("idle");
      void invalidate({ resource: "push_campaign", invalidates: ["list", "detail"], id: campaignId });
    }
    return sent;
  };
  return { send, phase, handled };
}
