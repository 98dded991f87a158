// Applies the platform bootstrap, then supabase/migrations/*.sql in order, each in its own
// transaction and recorded in supabase_migrations.schema_migrations. A failing migration stops
// start-up with its file name and the PostgreSQL error. A database that recorded migrations older
// than the baseline (made by the chain squashed into it) stops start-up too: it cannot be
// migrated, only reset. Without a baseline among the files (a test server applying only its own
// fixtures to a shared database) there is no such check.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { isDbError, type Engine } from "../db/engine.ts";

export class MigrationError extends Error {
  constructor(
    readonly file: string,
    readonly cause: unknown,
  ) {
    const pg = isDbError(cause)
      ? `${cause.code}: ${cause.message}${cause.detail ? ` (${cause.detail})` : ""}`
      : String(cause);
    super(`La migration ${file} a échoué — ${pg}`);
  }
}

/** The database was made by migrations that are no longer files (the chain before the baseline). */
export class StaleDatabaseError extends MigrationError {
  constructor(readonly versions: string[]) {
    super("", null);
    this.message =
      `La base locale a été créée par d'anciennes migrations (${versions.length} version(s) absente(s) de ` +
      `supabase/migrations/, dont ${versions[0]}), regroupées depuis dans une migration de référence : ` +
      "elle ne peut pas être mise à jour. Lancez `npm run db:reset` (la base locale est recréée et les données de démonstration rechargées).";
  }
}

export type MigrationFile = { version: string; name: string; file: string };

export function listMigrations(dirs: string[]): MigrationFile[] {
  const out: MigrationFile[] = [];
  for (const dir of dirs) {
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir)
      .filter((f) => f.endsWith(".sql"))
      .sort()) {
      const base = f.replace(/\.sql$/, "");
      const cut = base.indexOf("_");
      out.push({
        version: cut > 0 ? base.slice(0, cut) : base,
        name: cut > 0 ? base.slice(cut + 1) : base,
        file: path.join(dir, f),
      });
    }
  }
  return out;
}

export async function bootstrap(engine: Engine): Promise<void> {
  const sql = readFileSync(path.join(import.meta.dirname, "bootstrap.sql"), "utf8");
  // Concurrent bootstraps of a shared native cluster race on role creation; retry once.
  try {
    await engine.exec(sql);
  } catch (e) {
    if (isDbError(e) && (e.code === "23505" || e.code === "42710")) await engine.exec(sql);
    else throw e;
  }
}

/** Returns the versions applied by this call. */
export async function migrate(engine: Engine, dirs: string[]): Promise<string[]> {
  const done = new Set(
    (await engine.query<{ version: string }>("select version from supabase_migrations.schema_migrations")).rows.map(
      (r) => r.version,
    ),
  );
  const files = listMigrations(dirs);
  const known = new Set(files.map((m) => m.version));
  const baseline = files.find((m) => m.name === "baseline")?.version;
  const stale = [...done].filter((v) => !known.has(v) && baseline !== undefined && v < baseline).sort();
  if (stale.length) throw new StaleDatabaseError(stale);
  const applied: string[] = [];
  for (const m of files) {
    if (done.has(m.version)) continue;
    const sql = readFileSync(m.file, "utf8");
    try {
      await engine.tx({}, async (q) => {
        await q(sql);
        await q("insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)", [
          m.version,
          m.name,
          [sql],
        ]);
      });
    } catch (e) {
      throw new MigrationError(path.basename(m.file), e);
    }
    applied.push(m.version);
  }
  return applied;
}
