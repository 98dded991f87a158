// Whether two databases are the same: pg_dump --schema-only (privileges included) and the rows
// of every table that has some, compared line by line.
import { execFileSync } from "node:child_process";
import { existsSync, realpathSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { findPgBin } from "../../tests/support/pg-cluster.ts";

/** pg_dump of the cluster's version (initdb may be a link from another folder). */
function pgDump(): string {
  const bin = findPgBin();
  if (!bin) throw new Error("pg_dump introuvable");
  const real = path.dirname(realpathSync(path.join(bin, "initdb")));
  return path.join(existsSync(path.join(bin, "pg_dump")) ? bin : real, "pg_dump");
}

/** pg_dump --schema-only of a database, with the per-run noise removed (privileges kept). */
export function schemaDump(url: string): string {
  const out = execFileSync(pgDump(), ["--schema-only", "--exclude-schema=supabase_migrations", url], {
    encoding: "utf8",
    maxBuffer: 1 << 30,
  });
  return out
    .split("\n")
    .filter((l) => !/^\\(un)?restrict /.test(l) && !/^-- Dumped (from|by) /.test(l))
    .join("\n");
}

/**
 * The rows of every table that has some (a migrated database has only the rows the schema owns),
 * each row as text, sorted; columns filled by the clock or at random left out.
 */
export async function ownedRows(url: string, ignore: (table: string, column: string) => boolean = () => false) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = (
      await client.query<{ t: string }>(
        `select format('%I.%I', n.nspname, c.relname) as t from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where c.relkind in ('r', 'p') and n.nspname in ('public', 'private', 'storage', 'auth') order by 1`,
      )
    ).rows.map((r) => r.t);
    const out: Record<string, string[]> = {};
    for (const t of tables) {
      const cols = (
        await client.query<{ name: string; def: string | null }>(
          `select a.attname as name, pg_get_expr(d.adbin, d.adrelid) as def from pg_attribute a
             left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
            where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped order by a.attnum`,
          [t],
        )
      ).rows.filter((c) => c.def !== "now()" && c.def !== "gen_random_uuid()" && !ignore(t, c.name));
      if (cols.length === 0) continue;
      const sel = cols.map((c) => `${JSON.stringify(c.name)}`).join(", ");
      const rows = (await client.query<{ r: string }>(`select row(${sel})::text as r from ${t} order by 1`)).rows.map(
        (r) => r.r,
      );
      if (rows.length) out[t] = rows;
    }
    return out;
  } finally {
    await client.end();
  }
}

/** The lines of `a` and `b` that differ, each after the pg_dump object it belongs to; [] when equal. */
export function lineDiff(a: string, b: string, max = 60): string[] {
  if (a === b) return [];
  const withContext = (text: string) => {
    let ctx = "";
    return text.split("\n").map((line) => {
      const m = /^-- (?:Data for )?Name: (.*); Type: (.*); Schema: (.*); Owner/.exec(line);
      if (m) ctx = `${m[2]} ${m[3] === "-" ? "" : `${m[3]}.`}${m[1]}`;
      return { line, ctx };
    });
  };
  const la = withContext(a);
  const lb = withContext(b);
  const key = (l: { line: string; ctx: string }) => `${l.ctx}\u0000${l.line}`;
  const sa = new Set(la.map(key));
  const sb = new Set(lb.map(key));
  const show = (sign: string) => (l: { line: string; ctx: string }) => `${l.ctx ? `[${l.ctx}] ` : ""}${sign} ${l.line}`;
  const telling = (l: { line: string }) => l.line.trim() !== "" && !l.line.startsWith("--");
  const out = [
    ...la.filter((l) => telling(l) && !sb.has(key(l))).map(show("-")),
    ...lb.filter((l) => telling(l) && !sa.has(key(l))).map(show("+")),
  ];
  if (out.length === 0) out.push("(mêmes lignes, dans un autre ordre)");
  return out.slice(0, max);
}

/** Compares two databases: schema dump and owned rows. Returns the differences (empty when equal). */
export async function compareDbs(
  a: string,
  b: string,
  ignore?: (table: string, column: string) => boolean,
): Promise<string[]> {
  const diffs = lineDiff(schemaDump(a), schemaDump(b));
  const ra = await ownedRows(a, ignore);
  const rb = await ownedRows(b, ignore);
  for (const t of new Set([...Object.keys(ra), ...Object.keys(rb)])) {
    const d = lineDiff((ra[t] ?? []).join("\n"), (rb[t] ?? []).join("\n"), 10);
    if (d.length) diffs.push(`rows of ${t}:`, ...d);
  }
  return diffs;
}
