// A database with the project's migrations only (no seed, no server fixtures): what `npm run
// db:types` generates from (scripts/gen-types.ts), what the constraints' French messages name, and
// what the schema files must give. Made once per test process and shared by the files that read it
// (types.test.ts, error-catalog.test.ts, schema/schema-files.test.ts): the server projects share
// one process and module graph between files (vitest.config.ts, `isolate: false`). On PostgreSQL,
// a database of the suite's cluster (the migrations in ≈ 3 s, where a fresh PGlite took ≈ 12 s for
// each of those files); without it, an in-memory PGlite as `npm run db:types` makes.
import pg from "pg";
import { inject } from "vitest";
import type { Engine } from "../../../server/db/engine.ts";
import { openPostgres } from "../../../server/db/postgres.ts";
import { migratedEngine } from "../../../scripts/gen-types.ts";
import { migratedDb } from "../../../scripts/db-schema/databases.ts";
import type { Cluster } from "../../../tests/support/pg-cluster.ts";

/** The suite's native PostgreSQL cluster (tests/server/global-setup.ts), when it runs on one. */
export function suiteCluster(): Cluster | undefined {
  const url = inject("databaseUrl");
  if (!url) return undefined;
  // its owner stops it when the suite ends
  return { url, port: Number(new URL(url).port), stop: () => undefined };
}

const DB = "migrations_only";
let url: Promise<string> | undefined;

/** The URL of the migrated-only database on the suite's cluster (created on first use). */
export function migratedUrl(cluster: Cluster): Promise<string> {
  url ??= (async () => {
    // made already by a file of another module graph (a run with `isolate: true`): read as it is
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    try {
      const made = await admin.query("select 1 from pg_database where datname = $1", [DB]);
      if (made.rowCount) return cluster.url.replace(/\/postgres$/, `/${DB}`);
    } finally {
      await admin.end();
    }
    return migratedDb(cluster, DB);
  })();
  return url;
}

let engine: Promise<Engine> | undefined;

/** The migrated-only database, read-only for its users: they leave it open for the next file. */
export function migratedOnly(): Promise<Engine> {
  engine ??= (async () => {
    const cluster = suiteCluster();
    return cluster ? openPostgres(await migratedUrl(cluster), 2) : migratedEngine();
  })();
  return engine;
}
