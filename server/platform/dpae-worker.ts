// The embedded stand-in for pg_cron + pg_net for the DPAE sendings
// (supabase/schemas/37_dpae_adapter.sql): the server calls the `dpae-send` function with the
// service role key, as pg_cron does on hosted Supabase (docs/configuration.md, « DPAE »), when a
// sending is queued (pg_notify 'dpae_sending'), at start and every `DOCUMENT_WORKER_INTERVAL`
// seconds (the timeouts whose next try has come), batch after batch (queue-worker.ts). With
// DPAE_PROVIDER=manual the function claims nothing.
import type { ServerContext } from "../context.ts";
import { callFunctionAsService, startQueueWorker, type QueueWorker } from "./queue-worker.ts";

export type DpaeWorker = QueueWorker;

export function startDpaeWorker(
  ctx: ServerContext,
  intervalMs: number,
  log: (message: string) => void = (m) => console.error(m),
): Promise<DpaeWorker> {
  const batch = async (): Promise<number> =>
    (
      await callFunctionAsService<{ claimed?: number }>(ctx.publicUrl(), ctx.keys.serviceRoleKey, "dpae-send", {
        limit: 10,
      })
    ).claimed ?? 0;
  return startQueueWorker({
    engine: ctx.engine,
    channel: "dpae_sending",
    procedure: "public.claim_dpae_sendings(integer, uuid[], boolean)",
    intervalMs,
    pass: async (stopped) => {
      while (!stopped() && (await batch()) > 0);
    },
    failure: "Envoi des DPAE en échec",
    log,
  });
}
