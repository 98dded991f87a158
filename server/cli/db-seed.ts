// `npm run db:seed -- --scale=large`: loads the seed generator at the given scale into the
// configured database (which must be migrated; it is, on first start).
import { loadConfig } from "../config.ts";
import { openEngine } from "../main.ts";
import { bootstrap, migrate } from "../platform/migrate.ts";
import path from "node:path";
import { ROOT } from "../config.ts";
import type { SeedModule } from "../platform/seed.ts";

async function main() {
  const arg = process.argv.find((a) => a.startsWith("--scale="));
  const scale = arg?.split("=")[1] === "large" ? "large" : "demo";
  const config = loadConfig();
  const engine = await openEngine(config);
  try {
    await bootstrap(engine);
    await migrate(engine, config.migrationsDirs);
    const mod = (await import(path.join(ROOT, "supabase", "seed", "index.ts"))) as SeedModule;
    const t0 = Date.now();
    await mod.seed(engine, { scale, config });
    console.log(`Données « ${scale} » chargées en ${((Date.now() - t0) / 1000).toFixed(1)} s.`);
  } finally {
    await engine.close();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
