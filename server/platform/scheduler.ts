// The embedded stand-in for pg_cron: `public.run_time_based_transitions()` (the status moves the
// domain leaves to the date: contracts that start or end, medical visits past their hour,
// trainings, monthly meal cards and independents' invoices…) run by the local server every
// `SCHEDULED_JOBS_INTERVAL` seconds, as the service role. On hosted Supabase, pg_cron calls the
// same function (docs/configuration.md, "Tâche planifiée"). A failed run is logged and retried at the next tick.
import type { Engine } from "../db/engine.ts";

export type Scheduler = { runNow: () => Promise<unknown>; stop: () => void };

const SERVICE = { role: "service_role", claims: { role: "service_role" } };

export function startScheduler(
  engine: Engine,
  intervalMs: number,
  log: (message: string) => void = (m) => console.error(m),
): Scheduler {
  let running: Promise<unknown> | undefined;
  const runNow = () => {
    // one run at a time: a slow run is not stacked under the next tick
    running ??= engine
      .tx(
        SERVICE,
        async (q) =>
          (await q<{ result: unknown }>("select public.run_time_based_transitions() as result", [])).rows[0]?.result,
      )
      .catch((e: unknown) => {
        log(`Tâche planifiée en échec : ${e instanceof Error ? e.message : String(e)}`);
        return undefined;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = intervalMs > 0 ? setInterval(() => void runNow(), intervalMs) : undefined;
  timer?.unref();
  return { runNow, stop: () => clearInterval(timer) };
}
