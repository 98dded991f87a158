// A saved state of the database for the end-to-end suite (mounted only when DEV_RESET=1): every
// table's rows copied into the `dev_snapshot` schema, and a reset that empties the tables and
// copies the rows back, sequences included, in one transaction with triggers off
// (session_replication_role = replica: no audit rows, no realtime frames, no foreign-key checks
// on rows that were consistent when copied). The server takes the snapshot when it is ready; the
// suite takes it again once its demo accounts have signed in, so that their sessions and
// refresh tokens come back with every reset (a spec that signs out or rotates a refresh token
// cannot spoil the next one). Files written to storage after the snapshot stay on disk,
// unreferenced.
import type { Engine } from "../db/engine.ts";

export const SNAPSHOT_SCHEMA = "dev_snapshot";

/** Left out: the migration history, and the snapshot itself. */
const SKIPPED_SCHEMAS = ["supabase_migrations", SNAPSHOT_SCHEMA];

type Table = { schema: string; name: string; columns: string[] };
type Sequence = { schema: string; name: string };

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const qualified = (t: { schema: string; name: string }) => `${ident(t.schema)}.${ident(t.name)}`;
const copyOf = (t: { schema: string; name: string }) => `${ident(SNAPSHOT_SCHEMA)}.${ident(`${t.schema}.${t.name}`)}`;
const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;

const USER_SCHEMAS = `n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast', ${SKIPPED_SCHEMAS.map(literal).join(", ")}) and n.nspname not like 'pg\\_%'`;

async function listTables(engine: Engine): Promise<Table[]> {
  const { rows } = await engine.query<Table>(
    `select n.nspname as schema, c.relname as name,
       array(select a.attname::text from pg_attribute a
             where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
             order by a.attnum) as columns
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and not c.relispartition and ${USER_SCHEMAS}
     order by 1, 2`,
    [],
  );
  return rows;
}

async function listSequences(engine: Engine): Promise<Sequence[]> {
  const { rows } = await engine.query<Sequence>(
    `select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'S' and ${USER_SCHEMAS}`,
    [],
  );
  return rows;
}

/** Copies every table's rows and every sequence's position; returns the script that restores them. */
export async function takeSnapshot(engine: Engine): Promise<string> {
  const tables = await listTables(engine);
  const sequences = await listSequences(engine);
  const sequenceCopy = `${ident(SNAPSHOT_SCHEMA)}."sequences"`;
  await engine.exec(
    [
      `drop schema if exists ${ident(SNAPSHOT_SCHEMA)} cascade`,
      `create schema ${ident(SNAPSHOT_SCHEMA)}`,
      `revoke all on schema ${ident(SNAPSHOT_SCHEMA)} from public`,
      ...tables.map((t) => `create table ${copyOf(t)} as select * from ${qualified(t)}`),
      `create table ${sequenceCopy} (name text primary key, last_value bigint, is_called boolean)`,
      ...sequences.map(
        (s) =>
          `insert into ${sequenceCopy} select ${literal(qualified(s))}, last_value, is_called from ${qualified(s)}`,
      ),
    ].join(";\n") + ";",
  );
  return [
    "begin",
    "set local session_replication_role = replica",
    `truncate ${tables.map(qualified).join(", ")}`,
    ...tables.map((t) => {
      const columns = t.columns.map(ident).join(", ");
      return `insert into ${qualified(t)} (${columns}) overriding system value select ${columns} from ${copyOf(t)}`;
    }),
    `select setval(name::regclass, last_value, is_called) from ${sequenceCopy}`,
    "commit",
  ].join(";\n");
}

/** Restores the state a snapshot's script describes. */
export async function restoreSnapshot(engine: Engine, script: string): Promise<void> {
  try {
    await engine.exec(script);
  } catch (e) {
    await engine.exec("rollback").catch(() => undefined);
    throw e;
  }
}
