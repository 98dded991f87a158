// The declarative schema's tooling. supabase/schemas/*.sql (one file per domain) is where the
// schema is read and changed; supabase/migrations/ is what databases apply.
//
//   npm run db:diff NAME     database A ← the migrations, database B ← the schema files (two
//                            throwaway native PostgreSQL databases); writes the A → B migration
//                            as supabase/migrations/<now>_NAME.sql, or prints « Aucune différence ».
//   npm run db:schema check  fails when the migrations and the schema files give different
//                            databases (structure, privileges and the rows the schema owns).
//   npm run db:schema baseline  rewrites the baseline migration from the schema files (done once,
//                            when the chain was squashed; later changes are diff migrations).
//
// The schema files are read in file order, each statement once; a statement that needs an object
// of a later file (a trigger's function, a foreign key's table) is retried after the others, so a
// domain file can read tables → indexes → triggers → policies → functions.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { openPostgres } from "../server/db/postgres.ts";
import { bootstrap, migrate } from "../server/platform/migrate.ts";
import { findPgBin, startCluster, type Cluster } from "../tests/support/pg-cluster.ts";

export const ROOT = path.resolve(import.meta.dirname, "..");
export const SCHEMAS_DIR = path.join(ROOT, "supabase", "schemas");
export const MIGRATIONS_DIR = path.join(ROOT, "supabase", "migrations");
export const BASELINE = "20260112000000_baseline.sql";

/** Splits SQL into statements (aware of quotes, dollar quotes and comments); keeps each one's text. */
export function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let start = 0;
  let i = 0;
  const n = sql.length;
  while (i < n) {
    const c = sql[i];
    if (c === "-" && sql[i + 1] === "-") {
      const e = sql.indexOf("\n", i);
      i = e < 0 ? n : e + 1;
    } else if (c === "/" && sql[i + 1] === "*") {
      const e = sql.indexOf("*/", i + 2);
      i = e < 0 ? n : e + 2;
    } else if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < n) {
        if (sql[j] === c) {
          if (sql[j + 1] === c) j += 2;
          else break;
        } else j++;
      }
      i = j + 1;
    } else if (c === "$") {
      const m = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i, i + 64));
      if (m && !/[A-Za-z0-9_]/.test(sql[i - 1] ?? "")) {
        const e = sql.indexOf(m[0], i + m[0].length);
        i = e < 0 ? n : e + m[0].length;
      } else i++;
    } else if (c === ";") {
      const text = sql.slice(start, i + 1).trim();
      if (stripComments(text).trim() !== ";") out.push(text);
      start = i + 1;
      i++;
    } else i++;
  }
  const rest = sql.slice(start).trim();
  if (stripComments(rest).trim()) out.push(rest);
  return out;
}

const stripComments = (s: string) => s.replace(/^\s*--.*$/gm, "");

export function schemaFiles(dir = SCHEMAS_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort()
    .map((f) => path.join(dir, f));
}

/**
 * Applies the schema files to a bootstrapped database, in one transaction; returns the statements
 * in the order they succeeded (the baseline's order).
 */
export async function applySchemaFiles(url: string, files = schemaFiles()): Promise<string[]> {
  let pending = files.flatMap((f) => splitStatements(readFileSync(f, "utf8")));
  const done: string[] = [];
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("begin");
    await client.query("set local check_function_bodies = off");
    for (;;) {
      const later: string[] = [];
      const errors: string[] = [];
      for (const s of pending) {
        await client.query("savepoint s");
        try {
          await client.query(s);
          await client.query("release savepoint s");
          done.push(s);
        } catch (e) {
          await client.query("rollback to savepoint s");
          later.push(s);
          errors.push(`${(e as Error).message}\n  in: ${s.slice(0, 300)}`);
        }
      }
      if (later.length === 0) break;
      if (later.length === pending.length)
        throw new Error(`Schéma : ${later.length} instruction(s) en échec\n${errors.join("\n")}`);
      pending = later;
    }
    await client.query("commit");
  } finally {
    await client.end();
  }
  return done;
}

/** Runs `sql` on the database at `url` in one transaction. */
export async function exec(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("begin");
    await client.query(sql);
    await client.query("commit");
  } catch (e) {
    await client.query("rollback").catch(() => {});
    throw e;
  } finally {
    await client.end();
  }
}

/** A database name's URL on the cluster. */
const dbUrl = (cluster: Cluster, db: string) => cluster.url.replace(/\/postgres$/, `/${db}`);

async function createDb(cluster: Cluster, db: string): Promise<string> {
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`create database ${db}`);
  await admin.end();
  const url = dbUrl(cluster, db);
  const engine = await openPostgres(url);
  try {
    await bootstrap(engine);
  } finally {
    await engine.close();
  }
  return url;
}

/** A database migrated with the migration files of `dir`. */
export async function migratedDb(cluster: Cluster, db: string, dir = MIGRATIONS_DIR): Promise<string> {
  const url = await createDb(cluster, db);
  const engine = await openPostgres(url);
  try {
    await migrate(engine, [dir]);
  } finally {
    await engine.close();
  }
  return url;
}

/** A database made from the schema files. */
export async function schemaDb(cluster: Cluster, db: string): Promise<string> {
  const url = await createDb(cluster, db);
  await applySchemaFiles(url);
  return url;
}

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

async function diff(name: string): Promise<void> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error("Usage : npm run db:diff nom_en_snake_case");
  const cluster = await startCluster();
  try {
    const a = await migratedDb(cluster, "from_migrations");
    const b = await schemaDb(cluster, "from_schemas");
    const { Migration } = await import("@pgkit/migra");
    const { createClient } = await import("@pgkit/client");
    const ca = createClient(a);
    const cb = createClient(b);
    const m = await Migration.create(ca, cb, { exclude_schema: "supabase_migrations" } as never);
    m.set_safety(false);
    m.add_all_changes(true);
    const sql = m.sql.trim();
    await Promise.all([ca.end(), cb.end()]);
    // What migra does not write (rows, or an object kind it does not know) is left for a hand:
    // database A with the generated SQL applied is compared with B again.
    let applyError = "";
    if (sql) await exec(a, sql).catch((e: unknown) => (applyError = (e as Error).message));
    const rest = applyError ? [] : await compareDbs(a, b);
    if (!sql && rest.length === 0) {
      console.log("Aucune différence");
      return;
    }
    const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
    const file = path.join(MIGRATIONS_DIR, `${stamp}_${name}.sql`);
    const notes = [
      applyError && `-- ATTENTION : ce SQL échoue sur une base migrée (${applyError}) : à corriger à la main.`,
      rest.length &&
        `-- Reste à écrire à la main (lignes du schéma, ou objets que migra n'écrit pas) :\n${rest.map((l) => `--   ${l}`).join("\n")}`,
    ].filter(Boolean);
    const head = `-- ${name}: generated by \`npm run db:diff ${name}\` from supabase/schemas/ — review before committing.\n`;
    writeFileSync(file, `${head}\n${sql}\n${notes.length ? `\n${notes.join("\n\n")}\n` : ""}`);
    console.log(
      `Écrit : ${path.relative(ROOT, file)}${notes.length ? " (avec des parties à écrire à la main, voir la fin du fichier)" : ""}`,
    );
  } finally {
    cluster.stop();
  }
}

async function baseline(): Promise<void> {
  const later = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith(".sql") && f !== BASELINE);
  if (later.length)
    throw new Error(
      `La référence ne se réécrit plus : des migrations la suivent (${later.join(", ")}). Utilisez npm run db:diff.`,
    );
  const cluster = await startCluster();
  try {
    const url = await createDb(cluster, "baseline");
    const statements = await applySchemaFiles(url);
    const head = [
      "-- Baseline: the whole schema as of the squash, generated from supabase/schemas/ by",
      "-- `npm run db:schema baseline` (statements in an order where each one's dependencies come first).",
      "-- Read and change the schema in supabase/schemas/; later changes are `npm run db:diff NAME`",
      "-- migrations. The 144 migrations before it are in git history (squashed before any production",
      "-- database depended on them).",
      "",
      "set local check_function_bodies = off;",
      "",
    ];
    const body = statements.filter((s) => !/^\s*set check_function_bodies/i.test(stripComments(s)));
    writeFileSync(path.join(MIGRATIONS_DIR, BASELINE), `${head.join("\n")}\n${body.join("\n\n")}\n`);
    console.log(`Écrit : supabase/migrations/${BASELINE} (${body.length} instructions)`);
  } finally {
    cluster.stop();
  }
}

async function check(): Promise<void> {
  const cluster = await startCluster();
  try {
    const a = await migratedDb(cluster, "from_migrations");
    const b = await schemaDb(cluster, "from_schemas");
    const diffs = await compareDbs(a, b);
    if (diffs.length) {
      console.error(`Les migrations et supabase/schemas/ diffèrent :\n${diffs.join("\n")}`);
      process.exitCode = 1;
    } else console.log("Migrations et schéma identiques");
  } finally {
    cluster.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [cmd, arg] = process.argv.slice(2);
  const run = cmd === "diff" ? diff(arg ?? "") : cmd === "baseline" ? baseline() : cmd === "check" ? check() : null;
  if (!run) {
    console.error("Usage : node --import tsx scripts/db-schema.ts diff NAME | check | baseline");
    process.exit(2);
  }
  run.catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
