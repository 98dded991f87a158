// Two transactions on two connections of native PostgreSQL (PGlite has one connection, its
// transactions never overlap), committed, for the tests of concurrent writers.
import { expect, vi } from "vitest";
import type { Engine, Query } from "../../../server/db/engine.ts";
import { one } from "./fixtures.ts";

/**
 * Runs `first` in a transaction, then `second` in another one, and commits the first once the
 * second waits for a lock or has committed: a writer that does not wait for the first computes
 * from sources without the first's uncommitted change.
 */
export async function twoWriters(
  engine: Engine,
  first: (q: Query) => Promise<unknown>,
  second: (q: Query) => Promise<unknown>,
): Promise<void> {
  let pid = 0;
  let settled = false;
  let secondTx: Promise<unknown> | undefined;
  await engine.tx({}, async (q) => {
    await first(q);
    secondTx = engine
      .tx({}, async (q2) => {
        pid = (await one<{ pid: number }>(q2, "select pg_backend_pid() as pid")).pid;
        await second(q2);
      })
      .finally(() => {
        settled = true;
      });
    // its failure is reported by the await below, once the first has committed
    secondTx.catch(() => undefined);
    await vi.waitFor(
      async () => {
        if (settled) return;
        expect(pid).not.toBe(0);
        const w = await engine.query<{ wait: string | null }>(
          "select wait_event_type as wait from pg_stat_activity where pid = $1",
          [pid],
        );
        expect(w.rows[0]?.wait).toBe("Lock");
      },
      { timeout: 10_000, interval: 20 },
    );
  });
  await secondTx;
}
