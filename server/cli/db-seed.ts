// `npm run db:seed -- --scale=large`: loads the seed generator at the given scale into the
// configured database, migrating it first when needed.
import { loadConfig } from "../config.ts";
import { prepareDatabase } from "../main.ts";
import { loadSeedModule } from "../platform/seed.ts";

async function main() {
  const arg = process.argv.find((a) => a.startsWith("--scale="));
  const scale = arg?.split("=")[1] === "large" ? "large" : "demo";
  const config = loadConfig();
  const mod = await loadSeedModule();
  if (!mod) throw new Error("Aucun générateur de données : supabase/seed/index.ts est absent.");
  const engine = await prepareDatabase({ ...config, seed: false });
  try {
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
