// The embedded engine off the event loop, and its statement timeout (which PGlite's WASM build
// does not enforce by itself): timers keep firing while a query runs, a runaway statement is
// cancelled with PostgreSQL's 57014, its transaction rolled back, and the engine goes on.
import { afterAll, describe, expect, it } from "vitest";
import { openBlankPglite } from "../../tests/support/blank-pglite.ts";
import type { Engine } from "./engine.ts";
import { openPglite, timeoutMs } from "./pglite.ts";

const opened: Engine[] = [];
afterAll(async () => {
  for (const e of opened) await e.close().catch(() => undefined);
});

// The in-memory engine is opened once for the tests that use one (an open runs initdb, ≈ 5 s of
// processor); they touch different things (a heavy query reads no table). On disk, a copy of a
// blank data directory, made once (tests/support/blank-pglite.ts).
let inMemory: Promise<Engine> | undefined;

async function open(onDisk: boolean): Promise<Engine> {
  if (!onDisk) return (inMemory ??= create(false));
  return create(true);
}

async function create(onDisk: boolean): Promise<Engine> {
  const engine = onDisk ? await openBlankPglite() : await openPglite();
  opened.push(engine);
  await engine.exec("create table t (id int primary key)");
  return engine;
}

/** What finished first: the query, or a 20 ms timer started with it. */
async function firstToFinish(run: Promise<unknown>): Promise<string[]> {
  const order: string[] = [];
  await Promise.all([
    run.then(() => order.push("query")),
    new Promise<void>((r) => setTimeout(() => (order.push("timer"), r()), 20)),
  ]);
  return order;
}

describe("PGlite in a worker thread", { timeout: 60_000 }, () => {
  it("keeps the event loop free while a heavy query runs", async () => {
    const engine = await open(false);
    // ≈ 1 s of work in the worker, 50 times the timer's 20 ms
    const heavy = engine.query("select count(*) from generate_series(1, 500000)", []);
    expect(await firstToFinish(heavy)).toEqual(["timer", "query"]);
    expect((await heavy).rows).toEqual([{ count: 500000 }]);
  });

  it("reads statement_timeout values as PostgreSQL does", () => {
    expect([timeoutMs("8s"), timeoutMs("3000"), timeoutMs("1min"), timeoutMs("0"), timeoutMs(undefined)]).toEqual([
      8000, 3000, 60000, 0, 0,
    ]);
  });

  for (const onDisk of [true, false]) {
    it(`cancels a statement past the transaction's statement_timeout (${onDisk ? "data directory" : "in memory"})`, async () => {
      const engine = await open(onDisk);
      // In memory the worker runs the sleep to its end, on a core (PGlite's pg_sleep spins): a
      // shorter one there. On disk the worker is stopped at the timeout whatever the sleep.
      const [sleepS, answeredWithinMs] = onDisk ? [8, 6_000] : [4, 3_000];
      const notified: string[] = [];
      await engine.listen("ch", (p) => notified.push(p));
      await engine.tx({}, (q) => q("insert into t values (1)", []));
      const started = Date.now();
      const after: unknown[] = [];
      const runaway = engine.tx({ settings: { statement_timeout: "300ms" } }, async (q) => {
        await q("insert into t values (2)", []);
        // a caller that swallows the error must not go on, inside the transaction or out of it
        await q(`select pg_sleep(${sleepS})`, []).catch(() => undefined);
        await q("insert into t values (3)", []).catch((e: unknown) => after.push(e));
      });
      await expect(runaway).rejects.toMatchObject({
        code: "57014",
        message: "canceling statement due to statement timeout",
      });
      expect(after).toMatchObject([{ code: "25P02" }]);
      // answered before the sleep ends, with room for a loaded machine (in memory the worker
      // finishes the sleep before the next statements; on disk it is replaced: pglite.ts)
      expect(Date.now() - started).toBeLessThan(answeredWithinMs);
      // the engine goes on: committed data kept, the cancelled transaction rolled back, LISTEN kept
      expect((await engine.query("select id from t order by id", [])).rows).toEqual([{ id: 1 }]);
      await engine.tx({}, (q) => q("select pg_notify('ch', 'after')", []));
      await expect.poll(() => notified).toEqual(["after"]);
    });
  }
});
