// The local stand-in for pg_cron: it runs the time-driven function as the service role, one run
// at a time, and logs a failing run instead of throwing (the next tick retries). What the
// function itself moves is tested on the database (supabase/tests/contracts/end-of-placement.test.ts
// and the request deadlines' tests); the e2e suite calls it through /_dev/time-moves.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Engine, TxContext } from "../db/engine.ts";
import { startScheduler } from "./scheduler.ts";

type Call = { ctx: TxContext; sql: string };

/** An engine that records each transaction and answers the function's summary once `release` is called. */
function recordingEngine(summary: unknown) {
  const calls: Call[] = [];
  const pending: Array<() => void> = [];
  const engine = {
    tx: (ctx: TxContext, fn: (q: Engine["query"]) => Promise<unknown>) =>
      fn(<T>(sql: string) => {
        calls.push({ ctx, sql });
        return new Promise<{ rows: T[]; rowCount: number }>((resolve) =>
          pending.push(() => resolve({ rows: [{ result: summary } as T], rowCount: 1 })),
        );
      }),
  } as unknown as Engine;
  const release = () => pending.splice(0).forEach((answer) => answer());
  return { engine, calls, release };
}

afterEach(() => vi.useRealTimers());

describe("startScheduler", () => {
  it("runs public.run_time_based_transitions() as the service role and returns its summary", async () => {
    const summary = { "contract:signed:active": { moved: 2, skipped: 1 } };
    const { engine, calls, release } = recordingEngine(summary);
    const scheduler = startScheduler(engine, 0);
    const run = scheduler.runNow();
    release();
    await expect(run).resolves.toEqual(summary);
    expect(calls).toEqual([
      {
        ctx: { role: "service_role", claims: { role: "service_role" } },
        sql: "select public.run_time_based_transitions() as result",
      },
    ]);
    scheduler.stop();
  });

  it("does not stack a run under one still going, and runs again once it is over", async () => {
    const { engine, calls, release } = recordingEngine({});
    const scheduler = startScheduler(engine, 0);
    const first = scheduler.runNow();
    const second = scheduler.runNow();
    expect(second).toBe(first);
    release();
    await first;
    const third = scheduler.runNow();
    release();
    await third;
    expect(calls).toHaveLength(2);
    scheduler.stop();
  });

  it("runs on every tick of its interval, and stops", async () => {
    vi.useFakeTimers();
    const { engine, calls, release } = recordingEngine({});
    const scheduler = startScheduler(engine, 60_000);
    await vi.advanceTimersByTimeAsync(60_000);
    release();
    await vi.advanceTimersByTimeAsync(60_000);
    release();
    expect(calls).toHaveLength(2);
    scheduler.stop();
    await vi.advanceTimersByTimeAsync(180_000);
    expect(calls).toHaveLength(2);
  });

  it("logs a failed run instead of throwing", async () => {
    const messages: string[] = [];
    const broken = { tx: () => Promise.reject(new Error("base indisponible")) } as unknown as Engine;
    const scheduler = startScheduler(broken, 0, (m) => messages.push(m));
    await expect(scheduler.runNow()).resolves.toBeUndefined();
    expect(messages).toEqual(["Tâche planifiée en échec : base indisponible"]);
  });
});
