// Change capture on an embedded PGlite: triggers follow publication `supabase_realtime`,
// changes come out after commit in order, writers need no privilege on the queue.
import { EventEmitter } from "node:events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Engine } from "../db/engine.ts";
import { openBlankPglite } from "../../tests/support/blank-pglite.ts";
import { startCapture, type Capture, type Change } from "./capture.ts";

let engine: Engine;
let capture: Capture;
const received: Change[] = [];
const ticks = new EventEmitter();
const errors: unknown[] = [];

/** Resolves once `check` holds, re-checked after every capture callback; bounded. */
function waitFor(check: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
  if (check()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onTick = () => {
      if (!check()) return;
      clearTimeout(timer);
      ticks.off("tick", onTick);
      resolve();
    };
    const timer = setTimeout(() => {
      ticks.off("tick", onTick);
      reject(new Error(`timed out waiting for ${what}; received ${JSON.stringify(received)}`));
    }, timeoutMs);
    ticks.on("tick", onTick);
  });
}

const triggersOn = async () =>
  (
    await engine.query<{ t: string }>(
      "select tgrelid::regclass::text as t from pg_trigger where tgname = 'realtime_capture' order by 1",
      [],
    )
  ).rows.map((r) => r.t);

beforeAll(async () => {
  engine = await openBlankPglite();
  await engine.exec(`
    create publication supabase_realtime;
    create table public.t (id int primary key, v text);
    create table public.u (id int primary key);
    create role rt_writer nologin;
    grant usage on schema public to rt_writer;
    grant insert, update on public.t to rt_writer;
    alter publication supabase_realtime add table public.t;`);
  capture = await startCapture(engine, {
    onChanges: async (changes) => {
      received.push(...changes);
      ticks.emit("tick");
    },
    hasSubscribers: () => true,
    onSync: () => ticks.emit("tick"),
    onError: (e) => errors.push(e),
  });
}, 60_000);

afterAll(async () => {
  await capture?.close();
  await engine?.close();
});

describe("change capture", () => {
  it("installs triggers on the published tables only", async () => {
    expect(capture.ddlNotifies).toBe(true);
    expect([...capture.published()]).toEqual(["public.t"]);
    expect(await triggersOn()).toEqual(["t"]);
  });

  it("hands over each committed change in order, with an ISO-8601 UTC commit time", async () => {
    await engine.tx({}, async (q) => {
      await q("insert into public.t values (1, 'a'), (2, 'b')", []);
      await q("update public.t set v = 'c' where id = 1", []);
      await q("delete from public.t where id = 2", []);
      await q("insert into public.u values (1)", []);
    });
    await waitFor(() => received.length >= 4, "four changes");
    expect(received.map((c) => [c.table, c.type, c.record, c.oldRecord])).toEqual([
      ["t", "INSERT", { id: 1, v: "a" }, null],
      ["t", "INSERT", { id: 2, v: "b" }, null],
      ["t", "UPDATE", { id: 1, v: "c" }, { id: 1, v: "a" }],
      ["t", "DELETE", null, { id: 2, v: "b" }],
    ]);
    expect(received[0].commitTimestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(
      (await engine.query<{ n: number }>("select count(*)::int as n from realtime.change_queue", [])).rows[0].n,
    ).toBe(0);
  });

  it("captures writes of a role without privileges on the queue", async () => {
    await engine.tx({ role: "rt_writer" }, (q) => q("insert into public.t values (10, 'by writer')", []));
    await waitFor(() => received.some((c) => c.record?.id === 10), "the writer's insert");
    expect(errors).toEqual([]);
  });

  it("follows ALTER PUBLICATION: triggers added and dropped", async () => {
    await engine.exec(
      "alter publication supabase_realtime add table public.u; alter publication supabase_realtime drop table public.t;",
    );
    await waitFor(
      () => capture.published().has("public.u") && !capture.published().has("public.t"),
      "the new publication",
    );
    expect(await triggersOn()).toEqual(["u"]);
    await engine.query("insert into public.t values (3, 'hors publication')", []);
    await engine.query("insert into public.u values (2)", []);
    await waitFor(() => received.some((c) => c.table === "u"), "the change on u");
    expect(received.filter((c) => c.table === "u").map((c) => c.record)).toEqual([{ id: 2 }]);
    expect(received.some((c) => c.table === "t" && c.record?.id === 3)).toBe(false);
  });
});
