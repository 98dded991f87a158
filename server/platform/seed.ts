// Seeds an empty database with the demo data generator from supabase/seed/ (when present).
import { existsSync } from "node:fs";
import path from "node:path";
import type { ServerConfig } from "../config.ts";
import { ROOT } from "../config.ts";
import type { Engine } from "../db/engine.ts";

export type SeedModule = {
  seed: (engine: Engine, opts: { scale: "demo" | "large"; config: ServerConfig }) => Promise<void>;
  isEmpty: (engine: Engine) => Promise<boolean>;
};

const SEED_ENTRY = path.join(ROOT, "supabase", "seed", "index.ts");

/** The project's seed generator, or null when the project has none. */
export async function loadSeedModule(): Promise<SeedModule | null> {
  return existsSync(SEED_ENTRY) ? ((await import(SEED_ENTRY)) as SeedModule) : null;
}

export async function seedIfEmpty(engine: Engine, config: ServerConfig): Promise<boolean> {
  if (!config.seed) return false;
  const mod = await loadSeedModule();
  if (!mod || !(await mod.isEmpty(engine))) return false;
  await mod.seed(engine, { scale: config.seed, config });
  return true;
}
