// What a change event needs to know about its table (columns and type names, primary key,
// row-level security, replica identity), read from pg_catalog and cached until DDL.
import type { Engine } from "../db/engine.ts";

export type TableInfo = {
  schema: string;
  table: string;
  columns: Array<{ name: string; type: string }>;
  types: Map<string, string>;
  primaryKey: string[];
  rls: boolean;
  /** REPLICA IDENTITY FULL: old records carry every column, not just the primary key */
  replicaFull: boolean;
};

export const tableKey = (schema: string, table: string) => `${schema}.${table}`;

type Row = {
  schema: string;
  table: string;
  rls: boolean;
  replident: string;
  columns: Array<{ name: string; type: string }> | null;
  pk: string[] | null;
};

const SQL = `
  select n.nspname as schema, c.relname as table, c.relrowsecurity as rls, c.relreplident::text as replident,
    (select json_agg(json_build_object('name', a.attname, 'type', t.typname) order by a.attnum)
       from pg_attribute a join pg_type t on t.oid = a.atttypid
      where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
    (select json_agg(a.attname order by a.attnum)
       from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
      where i.indrelid = c.oid and i.indisprimary) as pk
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p') and (n.nspname || '.' || c.relname) = any ($1::text[])`;

export class Catalog {
  private cache = new Map<string, TableInfo | null>();

  constructor(private readonly engine: Engine) {}

  invalidate(): void {
    this.cache.clear();
  }

  /** Table infos by `schema.table`; unknown tables are absent from the result. */
  async tables(keys: Iterable<string>): Promise<Map<string, TableInfo>> {
    const wanted = [...new Set(keys)];
    const missing = wanted.filter((k) => !this.cache.has(k));
    if (missing.length > 0) {
      const { rows } = await this.engine.query<Row>(SQL, [missing]);
      for (const k of missing) this.cache.set(k, null);
      for (const r of rows) {
        const columns = r.columns ?? [];
        this.cache.set(tableKey(r.schema, r.table), {
          schema: r.schema,
          table: r.table,
          columns,
          types: new Map(columns.map((c) => [c.name, c.type])),
          primaryKey: r.pk ?? [],
          rls: r.rls,
          replicaFull: r.replident === "f",
        });
      }
    }
    const out = new Map<string, TableInfo>();
    for (const k of wanted) {
      const info = this.cache.get(k);
      if (info) out.set(k, info);
    }
    return out;
  }
}
