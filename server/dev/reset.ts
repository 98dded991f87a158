// A saved state of the database for the end-to-end suite (mounted only when DEV_RESET=1): every
// table's rows copied into the `dev_snapshot` schema, and a reset that empties the tables written
// since and copies their rows back, sequences included, in one transaction with triggers off
// (session_replication_role = replica: no audit rows, no realtime frames, no foreign-key checks
// on rows that were consistent when copied). Which tables were written is kept by a statement
// trigger on each table (dev_snapshot.mark_written): a spec file writes a dozen of the ≈ 250
// tables, and restoring only those is what makes a reset between spec files cheap. The server takes the snapshot when it is ready; the
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

/** Copies every table's rows and every sequence's position, and starts marking the tables written. */
export async function takeSnapshot(engine: Engine): Promise<void> {
  const tables = await listTables(engine);
  const sequences = await listSequences(engine);
  const schema = ident(SNAPSHOT_SCHEMA);
  await engine.exec(
    [
      // dropping the schema drops the previous snapshot's triggers with their function
      `drop schema if exists ${schema} cascade`,
      `create schema ${schema}`,
      `revoke all on schema ${schema} from public`,
      ...tables.map((t) => `create table ${copyOf(t)} as select * from ${qualified(t)}`),
      `create table ${schema}."tables" (name text primary key, qualified text not null, columns text not null)`,
      ...tables.map(
        (t) =>
          `insert into ${schema}."tables" values (${literal(`${t.schema}.${t.name}`)}, ${literal(qualified(t))}, ${literal(t.columns.map(ident).join(", "))})`,
      ),
      `create table ${schema}."sequences" (name text primary key, last_value bigint, is_called boolean)`,
      ...sequences.map(
        (s) =>
          `insert into ${schema}."sequences" select ${literal(qualified(s))}, last_value, is_called from ${qualified(s)}`,
      ),
      `create table ${schema}."written" (name text primary key)`,
      // security definer: the roles that write (authenticated, service_role…) cannot reach the schema
      `create function ${schema}.mark_written() returns trigger language plpgsql security definer set search_path = '' as $$
       begin
         insert into ${schema}."written" values (tg_table_schema || '.' || tg_table_name) on conflict do nothing;
         return null;
       end $$`,
      ...tables.map(
        (t) =>
          `create trigger dev_snapshot_written after insert or update or delete or truncate on ${qualified(t)}
           for each statement execute function ${schema}.mark_written()`,
      ),
      // The reset, in one transaction: the list of written tables is locked first, so that a
      // write still going on is either restored now or marked for the next reset. A written table
      // is truncated unless a table not written references it (TRUNCATE refuses that even with
      // triggers off); then its rows are deleted.
      `create function ${schema}.restore() returns integer language plpgsql set search_path = '' as $$
       declare
         v_names text[];
         v_truncated text[];
         v_kept text[];
         v_names_left text[];
         v_table record;
       begin
         lock table ${schema}."written" in exclusive mode;
         select coalesce(array_agg(name), '{}') into v_names from ${schema}."written";
         perform set_config('session_replication_role', 'replica', true);
         -- the written tables that can be truncated together: none referenced by a table outside
         -- them (taken out until none is)
         v_kept := v_names;
         loop
           select coalesce(array_agg(t.name), '{}') into v_names_left
           from ${schema}."tables" t
           where t.name = any (v_kept)
             and not exists (
               select 1 from pg_catalog.pg_constraint c
               join pg_catalog.pg_class r on r.oid = c.conrelid join pg_catalog.pg_namespace n on n.oid = r.relnamespace
               where c.contype = 'f' and c.confrelid = t.qualified::regclass and c.conrelid <> c.confrelid
                 and not (n.nspname || '.' || r.relname) = any (v_kept));
           exit when cardinality(v_names_left) = cardinality(v_kept);
           v_kept := v_names_left;
         end loop;
         select coalesce(array_agg(t.qualified), '{}') into v_truncated from ${schema}."tables" t where t.name = any (v_kept);
         if cardinality(v_truncated) > 0 then
           execute 'truncate ' || array_to_string(v_truncated, ', ');
         end if;
         for v_table in select t.* from ${schema}."tables" t where t.name = any (v_names) loop
           if not v_table.qualified = any (v_truncated) then
             execute 'delete from ' || v_table.qualified;
           end if;
           execute format('insert into %s (%s) overriding system value select %s from ${schema}.%I',
                          v_table.qualified, v_table.columns, v_table.columns, v_table.name);
         end loop;
         perform pg_catalog.setval(s.name::regclass, s.last_value, s.is_called) from ${schema}."sequences" s;
         delete from ${schema}."written";
         return cardinality(v_names);
       end $$`,
    ].join(";\n") + ";",
  );
}

/** Restores the snapshot's rows in the tables written since; returns how many were. */
export async function restoreSnapshot(engine: Engine): Promise<number> {
  const { rows } = await engine.query<{ tables: number }>(`select ${ident(SNAPSHOT_SCHEMA)}.restore() as tables`, []);
  return rows[0]!.tables;
}
