// The embedded stand-in for pg_cron + pg_net for the document queue
// (supabase/schemas/22_document_queue.sql): the server calls the `document-worker` function with
// the service role key, as pg_cron does on hosted Supabase (docs/configuration.md, « Production
// des documents »), as soon as a transaction records a job (pg_notify 'document_job'), at start
// and every `DOCUMENT_WORKER_INTERVAL` seconds (the retries whose time has come), batch after
// batch (queue-worker.ts).
import type { ServerContext } from "../context.ts";
import { callFunctionAsService, startQueueWorker, type QueueWorker } from "./queue-worker.ts";

export type DocumentWorker = QueueWorker;

const BATCH = 10;

type Answer = { claimed: number; done: number; failed: Array<{ error: string; record_id: string }> };

export function startDocumentWorker(
  ctx: ServerContext,
  intervalMs: number,
  log: (message: string) => void = (m) => console.error(m),
): Promise<DocumentWorker> {
  const batch = async (): Promise<number> => {
    const answer = await callFunctionAsService<Answer>(ctx.publicUrl(), ctx.keys.serviceRoleKey, "document-worker", {
      limit: BATCH,
    });
    for (const f of answer.failed) log(`Document non produit (${f.record_id}) : ${f.error}`);
    return answer.claimed;
  };
  return startQueueWorker({
    engine: ctx.engine,
    channel: "document_job",
    procedure: "public.claim_document_jobs(integer, uuid[])",
    intervalMs,
    pass: async (stopped) => {
      while (!stopped() && (await batch()) > 0);
    },
    failure: "Production des documents en échec",
    log,
  });
}
