// The embedded stand-in for pg_cron + pg_net for the document queue
// (supabase/schemas/22_document_queue.sql): the server calls the `document-worker` function with
// the service role key, as pg_cron does on hosted Supabase (docs/configuration.md, « Production
// des documents »), as soon as a transaction records a job (pg_notify 'document_job'), at start
// (the jobs a stopped or killed server left) and every `DOCUMENT_WORKER_INTERVAL` seconds (the
// retries whose time has come). It drains the queue batch after batch, one drain at a time. A
// database without the queue (a test server over a fixture schema) leaves it idle.
import type { ServerContext } from "../context.ts";

export type DocumentWorker = { drain: () => Promise<void>; stop: () => Promise<void> };

const BATCH = 10;

type Answer = { claimed: number; done: number; failed: Array<{ error: string; record_id: string }> };

export async function startDocumentWorker(
  ctx: ServerContext,
  intervalMs: number,
  log: (message: string) => void = (m) => console.error(m),
): Promise<DocumentWorker> {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const batch = async (): Promise<number> => {
    const res = await fetch(`${ctx.publicUrl()}/functions/v1/document-worker`, {
      method: "POST",
      headers: {
        apikey: ctx.keys.serviceRoleKey,
        Authorization: `Bearer ${ctx.keys.serviceRoleKey}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify({ limit: BATCH }),
    });
    const answer = (await res.json().catch(() => null)) as (Answer & { message?: string }) | null;
    if (!res.ok || !answer) throw new Error(answer?.message ?? `HTTP ${res.status}`);
    for (const f of answer.failed) log(`Document non produit (${f.record_id}) : ${f.error}`);
    return answer.claimed;
  };

  const drain = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          while (!stopped && (await batch()) > 0);
        } catch (e) {
          log(`Production des documents en échec : ${e instanceof Error ? e.message : String(e)}`);
        }
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
    });
    return running;
  };

  // off, or a database without the queue (a test server over its own fixture schema)
  const queue = await ctx.engine.query<{ ok: boolean }>(
    "select to_regprocedure('public.claim_document_jobs(integer, uuid[])') is not null as ok",
    [],
  );
  if (intervalMs <= 0 || !queue.rows[0]?.ok) return { drain: async () => undefined, stop: async () => undefined };
  const unlisten = await ctx.engine.listen("document_job", () => void drain());
  const timer = setInterval(() => void drain(), intervalMs);
  timer.unref();
  return {
    drain,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await unlisten().catch(() => undefined);
      await running;
    },
  };
}
