// `npm run db:reset`: deletes the embedded database (or, with DATABASE_URL, drops the
// project's schemas) and rebuilds it from the migrations and the demo seed.
import { rmSync } from "node:fs";
import path from "node:path";
import { loadConfig } from "../config.ts";
import { openPostgres } from "../db/postgres.ts";
import { lockFor, prepareDatabase } from "../main.ts";

async function main() {
  const config = loadConfig();
  // never under a running server: its files are deleted here (server/db/data-dir-lock.ts)
  const lock = lockFor(config);
  if (config.databaseUrl) {
    const engine = await openPostgres(config.databaseUrl);
    await engine.exec(
      "drop schema if exists public cascade; create schema public; drop schema if exists private cascade; " +
        "drop schema if exists supabase_migrations cascade; drop schema if exists auth cascade; drop schema if exists storage cascade;",
    );
    await engine.close();
  } else {
    rmSync(path.join(config.dataDir, "pglite"), { recursive: true, force: true });
  }
  rmSync(path.join(config.dataDir, "storage"), { recursive: true, force: true });
  const engine = await prepareDatabase(config, lock);
  await engine.close();
  console.log("Base reconstruite : migrations appliquées et données de démonstration chargées.");
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
