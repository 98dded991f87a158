// Throwaway databases on a native PostgreSQL cluster: one migrated with supabase/migrations, one
// made from the schema files. A statement that needs an object of a later file (a trigger's
// function, a foreign key's table) is retried after the others, so a domain file can read
// tables → indexes → triggers → policies → functions.
import { readFileSync } from "node:fs";
import pg from "pg";
import { openPostgres } from "../../server/db/postgres.ts";
import { bootstrap, migrate } from "../../server/platform/migrate.ts";
import type { Cluster } from "../../tests/support/pg-cluster.ts";
import { MIGRATIONS_DIR, schemaFiles, splitStatements } from "./statements.ts";

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

export async function createDb(cluster: Cluster, db: string): Promise<string> {
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
