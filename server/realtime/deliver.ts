// Routes captured changes to the channels whose bindings match (event, schema, table,
// filter), and delivers each only where the channel's identity may see it: the row re-read
// by primary key under the subscriber's role and claims (RLS), or for a DELETE the table's
// SELECT privilege, as Realtime's `apply_rls` does.
import type { Engine, Query } from "../db/engine.ts";
import { bindingCovers } from "./bindings.ts";
import type { Change } from "./capture.ts";
import { tableKey, type Catalog, type TableInfo } from "./catalog.ts";
import { matchesFilter } from "./filters.ts";
import { push, type Channel, type Hub } from "./hub.ts";
import { identityKey, type RtIdentity } from "./identity.ts";

type Rec = Record<string, unknown>;

/** A change as subscribers see it: old records reduced to the replica identity. */
type Prepared = { change: Change; info: TableInfo; record: Rec; oldRecord: Rec; errors: string[] | null };

type Candidate = { prepared: Prepared; channel: Channel; ids: number[]; identity: RtIdentity; key: string };

const q = (id: string) => `"${id.replace(/"/g, '""')}"`;
const pick = (rec: Rec | null, cols: string[]): Rec =>
  Object.fromEntries(cols.filter((c) => rec && c in rec).map((c) => [c, rec?.[c]]));
const asParam = (v: unknown) =>
  v === null || v === undefined ? null : typeof v === "object" ? JSON.stringify(v) : String(v);

function prepare(change: Change, info: TableInfo): Prepared {
  const noKey = info.primaryKey.length === 0;
  // DELETE under RLS reveals the primary key only (Realtime: RLS is not applied to deletes).
  const fullOld = info.replicaFull && !(info.rls && change.type === "DELETE");
  let oldRecord = fullOld ? (change.oldRecord ?? {}) : pick(change.oldRecord, info.primaryKey);
  let record = change.record ?? {};
  let errors: string[] | null = null;
  if (noKey && info.rls && change.type !== "DELETE") {
    errors = ["Error 400: Bad Request, no primary key"];
    record = {};
    oldRecord = {};
  }
  return { change, info, record, oldRecord, errors };
}

function message(p: Prepared, ids: number[]) {
  const { change, info } = p;
  return {
    ids,
    data: {
      schema: change.schema,
      table: change.table,
      commit_timestamp: change.commitTimestamp,
      type: change.type,
      columns: info.columns,
      record: change.type === "DELETE" ? {} : p.record,
      old_record: change.type === "INSERT" ? {} : p.oldRecord,
      errors: p.errors,
    },
  };
}

/** Whether the identity may see one change, inside its read-only transaction. */
async function visible(query: Query, p: Prepared, tablePrivilege: Map<string, boolean>): Promise<boolean> {
  const { change, info } = p;
  const key = tableKey(change.schema, change.table);
  let allowed = tablePrivilege.get(key);
  if (allowed === undefined) {
    const { rows } = await query<{ ok: boolean }>(
      "select has_schema_privilege($1::text, 'USAGE') and has_table_privilege(format('%I.%I', $1::text, $2::text), 'SELECT') as ok",
      [change.schema, change.table],
    );
    allowed = rows[0]?.ok === true;
    tablePrivilege.set(key, allowed);
  }
  if (!allowed) return false;
  if (change.type === "DELETE" || !info.rls || info.primaryKey.length === 0) return true;
  const where = info.primaryKey.map((c, i) => `${q(c)} = $${i + 1}`).join(" and ");
  const { rows } = await query(
    `select 1 from ${q(change.schema)}.${q(change.table)} where ${where} limit 1`,
    info.primaryKey.map((c) => asParam(change.record?.[c])),
  );
  return rows.length > 0;
}

/** The ids of the changes this identity may see; a failing check hides only its change. */
async function authorize(engine: Engine, identity: RtIdentity, items: Prepared[]): Promise<Set<number>> {
  const ctx = { role: identity.role, claims: identity.claims, readOnly: true };
  const allowed = new Set<number>();
  try {
    await engine.tx(ctx, async (query) => {
      const privileges = new Map<string, boolean>();
      for (const p of items) if (await visible(query, p, privileges)) allowed.add(p.change.id);
    });
    return allowed;
  } catch {
    allowed.clear();
  }
  for (const p of items) {
    const ok = await engine.tx(ctx, (query) => visible(query, p, new Map())).catch(() => false);
    if (ok) allowed.add(p.change.id);
  }
  return allowed;
}

export async function deliverChanges(engine: Engine, catalog: Catalog, hub: Hub, changes: Change[]): Promise<void> {
  const channels = [...hub.channels()].filter((ch) => ch.changesActive && ch.bindings.length > 0);
  if (channels.length === 0) return;
  const infos = await catalog.tables(changes.map((c) => tableKey(c.schema, c.table)));

  const candidates: Candidate[] = [];
  for (const change of changes) {
    const info = infos.get(tableKey(change.schema, change.table));
    if (!info) continue;
    const prepared = prepare(change, info);
    const filterOn = change.type === "DELETE" ? prepared.oldRecord : prepared.record;
    for (const channel of channels) {
      const ids = channel.bindings
        .filter(
          (b) =>
            bindingCovers(b, change.schema, change.table, change.type) &&
            matchesFilter(b.conditions, filterOn, info.types),
        )
        .map((b) => b.id);
      if (ids.length > 0)
        candidates.push({ prepared, channel, ids, identity: channel.identity, key: identityKey(channel.identity) });
    }
  }
  if (candidates.length === 0) return;

  // One authorization transaction per distinct identity, each change checked once.
  const groups = new Map<string, { identity: RtIdentity; items: Map<number, Prepared> }>();
  for (const c of candidates) {
    let g = groups.get(c.key);
    if (!g) groups.set(c.key, (g = { identity: c.identity, items: new Map() }));
    g.items.set(c.prepared.change.id, c.prepared);
  }
  const verdicts = new Map<string, Set<number>>();
  for (const [key, g] of groups) verdicts.set(key, await authorize(engine, g.identity, [...g.items.values()]));

  for (const c of candidates) {
    if (!verdicts.get(c.key)?.has(c.prepared.change.id)) continue;
    // The channel left, or changed identity meanwhile: its verdict no longer applies.
    if (!c.channel.changesActive || c.channel.identity !== c.identity) continue;
    push(c.channel, "postgres_changes", message(c.prepared, c.ids));
  }
}
