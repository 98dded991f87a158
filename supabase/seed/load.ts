// Bulk insertion for the seed: rows go to the database as one JSON parameter per chunk,
// expanded by jsonb_populate_recordset, so that a table of 100 000 rows takes a few
// statements. Rows with different column sets are inserted separately to keep defaults.
import type { Query } from "../../server/db/engine.ts";

export type Row = Record<string, unknown>;

export async function insertRows(
  q: Query,
  table: string,
  rows: Row[],
  options: { schema?: string; chunkSize?: number; onConflictDoNothing?: boolean } = {},
): Promise<void> {
  const schema = options.schema ?? "public";
  const chunkSize = options.chunkSize ?? 2000;
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const keys = Object.keys(row)
      .filter((k) => row[k] !== undefined)
      .sort()
      .join(",");
    const group = groups.get(keys);
    if (group) group.push(row);
    else groups.set(keys, [row]);
  }
  for (const [keys, group] of groups) {
    const columns = keys
      .split(",")
      .map((c) => `"${c}"`)
      .join(", ");
    const sql = `insert into ${schema}.${table} (${columns}) select ${columns} from jsonb_populate_recordset(null::${schema}.${table}, $1::jsonb)${options.onConflictDoNothing ? " on conflict do nothing" : ""}`;
    for (let i = 0; i < group.length; i += chunkSize) {
      await q(sql, [JSON.stringify(group.slice(i, i + chunkSize))]);
    }
  }
}
