// The embedded stand-in for pg_cron of a queue the database keeps (documents, imports, DPAE
// sendings): a drain runs as soon as a transaction queues work (pg_notify on `channel`), at start
// (what a stopped or killed server left) and every `intervalMs` (retries whose time has come);
// one drain at a time — a wake-up during a drain runs it once more after. `pass` does the work
// until nothing is left (or `stopped()`); its failure is logged, never thrown. A database
// without the queue (`probe` answers false: a test server over a fixture schema) or an interval
// of 0 leaves the worker idle.
import type { Engine } from "../db/engine.ts";

export type QueueWorker = { drain: () => Promise<void>; stop: () => Promise<void> };

export async function startQueueWorker(o: {
  engine: Engine;
  /** the pg_notify channel of a new job */
  channel: string;
  /** the function that claims the queue's work, as to_regprocedure reads it */
  procedure: string;
  intervalMs: number;
  /** one drain's work; `stopped()` turns true once the server stops */
  pass: (stopped: () => boolean) => Promise<void>;
  /** the French words of a failed drain, before its message */
  failure: string;
  log: (message: string) => void;
}): Promise<QueueWorker> {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const drain = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await o.pass(() => stopped);
        } catch (e) {
          o.log(`${o.failure} : ${e instanceof Error ? e.message : String(e)}`);
        }
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
    });
    return running;
  };

  const queue = await o.engine.query<{ ok: boolean }>("select to_regprocedure($1::text) is not null as ok", [
    o.procedure,
  ]);
  if (o.intervalMs <= 0 || !queue.rows[0]?.ok) return { drain: async () => undefined, stop: async () => undefined };
  const unlisten = await o.engine.listen(o.channel, () => void drain());
  const timer = setInterval(() => void drain(), o.intervalMs);
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

/** Calls one of the server's Edge Functions as the service role (as pg_net does on hosted Supabase). */
export async function callFunctionAsService<T>(
  publicUrl: string,
  serviceRoleKey: string,
  name: string,
  body: unknown,
): Promise<T> {
  const res = await fetch(`${publicUrl}/functions/v1/${name}`, {
    method: "POST",
    headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}`, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const answer = (await res.json().catch(() => null)) as (T & { message?: string }) | null;
  if (!res.ok || !answer) throw new Error(answer?.message ?? `HTTP ${res.status}`);
  return answer;
}
