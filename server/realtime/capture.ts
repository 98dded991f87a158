// Change capture: keeps a row trigger on every table of publication `supabase_realtime`
// (and none elsewhere), LISTENs on channel `realtime` and drains the change queue after each
// notifying commit, in id order, handing the changes to the delivery.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Engine } from "../db/engine.ts";
import { tableKey } from "./catalog.ts";
import type { ChangeType } from "./bindings.ts";

export type Change = {
  id: number;
  schema: string;
  table: string;
  type: ChangeType;
  record: Record<string, unknown> | null;
  oldRecord: Record<string, unknown> | null;
  commitTimestamp: string;
};

export type CaptureHooks = {
  onChanges: (changes: Change[]) => Promise<void>;
  hasSubscribers: () => boolean;
  /** the set of published tables (or a table's columns) may have changed */
  onSync: () => void;
  onError: (e: unknown) => void;
};

export type Capture = {
  /** `schema.table` of the published tables, as of the last synchronisation */
  published: () => Set<string>;
  /** true when DDL notifies the server (event trigger), so joins need not re-synchronise */
  ddlNotifies: boolean;
  sync: () => Promise<void>;
  requestSync: () => void;
  close: () => Promise<void>;
};

const TRIGGER = "realtime_capture";
const BATCH = 500;
const q = (id: string) => `"${id.replace(/"/g, '""')}"`;

const DRAIN_SQL = `
  delete from realtime.change_queue
   where id in (select id from realtime.change_queue order by id limit ${BATCH} for update skip locked)
  returning id, schema_name, table_name, op, record, old_record,
    to_char(captured_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ts`;

type QueueRow = {
  id: number | string;
  schema_name: string;
  table_name: string;
  op: ChangeType;
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
  ts: string;
};

/** Runs `job` now, or once more after the current run when asked again meanwhile. */
function coalesced(job: () => Promise<void>, onError: (e: unknown) => void) {
  let running: Promise<void> | null = null;
  let again = false;
  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await job();
        } catch (e) {
          onError(e);
        }
      } while (again);
    })().finally(() => (running = null));
    return running;
  };
  return { run, idle: () => running ?? Promise.resolve() };
}

export async function startCapture(engine: Engine, hooks: CaptureHooks): Promise<Capture> {
  await engine.exec(readFileSync(path.join(import.meta.dirname, "bootstrap.sql"), "utf8"));
  const { rows } = await engine.query<{ on: boolean }>(
    "select exists (select from pg_event_trigger where evtname = 'realtime_notify_ddl' and evtenabled <> 'D') as on",
    [],
  );
  // Changes committed while no server listened have no subscriber left.
  await engine.query("delete from realtime.change_queue", []);

  let closed = false;
  let published = new Set<string>();

  const syncTriggers = async () => {
    if (closed) return;
    const pub = await engine.query<{ schemaname: string; tablename: string }>(
      "select schemaname, tablename from pg_publication_tables where pubname = 'supabase_realtime' and schemaname <> 'realtime'",
      [],
    );
    const have = await engine.query<{ schema: string; table: string }>(
      `select n.nspname as schema, c.relname as table from pg_trigger t
         join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
        where t.tgname = $1 and not t.tgisinternal`,
      [TRIGGER],
    );
    const want = new Map(pub.rows.map((r) => [tableKey(r.schemaname, r.tablename), r]));
    const current = new Map(have.rows.map((r) => [tableKey(r.schema, r.table), r]));
    for (const [key, r] of want) {
      if (current.has(key) || closed) continue;
      await engine
        .query(
          `create trigger ${TRIGGER} after insert or update or delete on ${q(r.schemaname)}.${q(r.tablename)} for each row execute function realtime.capture_change()`,
          [],
        )
        .catch(hooks.onError);
    }
    for (const [key, r] of current) {
      if (want.has(key) || closed) continue;
      await engine.query(`drop trigger if exists ${TRIGGER} on ${q(r.schema)}.${q(r.table)}`, []).catch(hooks.onError);
    }
    published = new Set(want.keys());
    hooks.onSync();
  };

  const drainOnce = async (): Promise<boolean> => {
    if (closed) return false;
    if (!hooks.hasSubscribers()) {
      await engine.query("delete from realtime.change_queue", []);
      return false;
    }
    const { rows } = await engine.query<QueueRow>(DRAIN_SQL, []);
    if (rows.length === 0) return false;
    const changes = rows
      .map((r) => ({
        id: Number(r.id),
        schema: r.schema_name,
        table: r.table_name,
        type: r.op,
        record: r.record,
        oldRecord: r.old_record,
        commitTimestamp: r.ts,
      }))
      .sort((a, b) => a.id - b.id);
    await hooks.onChanges(changes);
    return rows.length === BATCH;
  };

  const sync = coalesced(syncTriggers, hooks.onError);
  const drain = coalesced(async () => {
    while (await drainOnce());
  }, hooks.onError);

  const unlisten = await engine.listen("realtime", (payload) => {
    if (closed) return;
    if (payload === "sync") void sync.run();
    else void drain.run();
  });
  await sync.run();

  return {
    published: () => published,
    ddlNotifies: rows[0]?.on === true,
    sync: sync.run,
    requestSync: () => void sync.run(),
    close: async () => {
      closed = true;
      await unlisten().catch(() => undefined);
      await Promise.all([sync.idle(), drain.idle()]);
    },
  };
}
