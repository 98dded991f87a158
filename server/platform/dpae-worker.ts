// The embedded stand-in for pg_cron + pg_net for the DPAE sendings
// (supabase/schemas/37_dpae_adapter.sql): the server calls the `dpae-send` function with the
// service role key, as pg_cron does on hosted Supabase (docs/configuration.md, « DPAE »), when a
// sending is queued (pg_notify 'dpae_sending'), at start and every `DOCUMENT_WORKER_INTERVAL`
// seconds (the timeouts whose next try has come). With DPAE_PROVIDER=manual the function claims
// nothing. A database without the sendings (a fixture schema) or an interval of 0 leaves it idle.
import type { ServerContext } from "../context.ts";

export type DpaeWorker = { drain: () => Promise<void>; stop: () => Promise<void> };

export async function startDpaeWorker(
  ctx: ServerContext,
  intervalMs: number,
  log: (message: string) => void = (m) => console.error(m),
): Promise<DpaeWorker> {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const batch = async (): Promise<number> => {
    const res = await fetch(`${ctx.publicUrl()}/functions/v1/dpae-send`, {
      method: "POST",
      headers: {
        apikey: ctx.keys.serviceRoleKey,
        Authorization: `Bearer ${ctx.keys.serviceRoleKey}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify({ limit: 10 }),
    });
    const answer = (await res.json().catch(() => null)) as { claimed?: number; message?: string } | null;
    if (!res.ok || !answer) throw new Error(answer?.message ?? `HTTP ${res.status}`);
    return answer.claimed ?? 0;
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
          log(`Envoi des DPAE en échec : ${e instanceof Error ? e.message : String(e)}`);
        }
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
    });
    return running;
  };

  const queue = await ctx.engine.query<{ ok: boolean }>(
    "select to_regprocedure('public.claim_dpae_sendings(integer, uuid[], boolean)') is not null as ok",
    [],
  );
  if (intervalMs <= 0 || !queue.rows[0]?.ok) return { drain: async () => undefined, stop: async () => undefined };
  const unlisten = await ctx.engine.listen("dpae_sending", () => void drain());
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
