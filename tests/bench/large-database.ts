// The database of `npm run bench:talents`: the `large` seed (200 000 talents) in a throwaway
// native PostgreSQL cluster when initdb is installed (BENCH_ENGINE=pglite: in PGlite anyway;
// BENCH_ENGINE=postgres: PostgreSQL or an error), else in PGlite. An already seeded database can
// be reused to skip the seed (≈ 3 min on PostgreSQL, ≈ 5 min 30 on PGlite): BENCH_DATABASE_URL
// (PostgreSQL) or BENCH_DATA_DIR (a PGlite data directory).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Engine } from "../../server/db/engine.ts";
import type { ServerConfig } from "../../server/config.ts";
import { loadSeedModule } from "../../server/platform/seed.ts";
import { findPgBin, startCluster } from "../support/pg-cluster.ts";

export const LARGE_TALENTS = 200_000;

export type BenchDatabase = {
  /** what the figures were measured on */
  label: string;
  dataDir: string;
  databaseUrl?: string;
  note?: string;
  cleanup: () => void;
};

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), "renfort-bench-talents-"));

export async function benchDatabase(env: NodeJS.ProcessEnv = process.env): Promise<BenchDatabase> {
  if (env.BENCH_DATABASE_URL) {
    const dataDir = tempDir();
    return {
      label: "PostgreSQL natif (BENCH_DATABASE_URL, réutilisée)",
      dataDir,
      databaseUrl: env.BENCH_DATABASE_URL,
      cleanup: () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  if (env.BENCH_DATA_DIR) {
    return {
      label: "PGlite embarqué (BENCH_DATA_DIR, réutilisé)",
      dataDir: path.resolve(env.BENCH_DATA_DIR),
      cleanup: () => undefined,
    };
  }
  if (env.BENCH_ENGINE === "postgres" && !findPgBin())
    throw new Error("BENCH_ENGINE=postgres : initdb introuvable, PostgreSQL natif ne peut pas être mesuré.");
  const dataDir = tempDir();
  // BENCH_ENGINE=pglite measures the embedded engine even where PostgreSQL is installed
  if (env.BENCH_ENGINE !== "pglite" && findPgBin()) {
    const cluster = await startCluster();
    return {
      label: "PostgreSQL natif (cluster jetable, réglages par défaut : shared_buffers 128 Mo)",
      dataDir,
      databaseUrl: cluster.url,
      cleanup: () => {
        cluster.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  return {
    label: "PGlite embarqué",
    note:
      env.BENCH_ENGINE === "pglite"
        ? undefined
        : "initdb introuvable : mesures sur PGlite (un seul processus, sans parallélisme) — installez PostgreSQL pour des chiffres comparables à Supabase.",
    dataDir,
    cleanup: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

const talentCount = async (engine: Engine) =>
  Number((await engine.query<{ n: string | number }>("select count(*) as n from public.talent", [])).rows[0].n);

/** Loads the `large` seed unless the database already holds it; returns the seconds spent (0 = reused). */
export async function ensureLargeSeed(
  engine: Engine,
  config: ServerConfig,
  log: (line: string) => void,
): Promise<number> {
  if ((await talentCount(engine)) >= LARGE_TALENTS) return 0;
  const mod = await loadSeedModule();
  if (!mod) throw new Error("supabase/seed/index.ts est absent : impossible de charger les données « large ».");
  log("Chargement des données « large » (200 000 talents)…");
  const t0 = Date.now();
  await mod.seed(engine, { scale: "large", config });
  // as autovacuum would do soon after such a load: the visibility map lets the covering
  // indexes answer without reading the tables (index-only scans)
  for (const table of ["talent", "address", "talent_job", "document"])
    await engine.exec(`vacuum (analyze) public.${table}`);
  return (Date.now() - t0) / 1000;
}
