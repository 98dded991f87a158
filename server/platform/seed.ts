// Seeds an empty database with the demo data generator from supabase/seed/ (when present).
import { existsSync } from "node:fs";
import path from "node:path";
import type { ServerConfig } from "../config.ts";
import { ROOT } from "../config.ts";
import type { Engine } from "../db/engine.ts";

export type SeedModule = { seed: (engine: Engine, opts: { scale: "demo" | "large"; config: ServerConfig }) => Promise<void>; isEmpty: (engine: Engine) => Promise<boolean> };

export async function seedIfEmpty(engine: Engine, config: ServerConfig): Promise<boolean> {
  const entry = path.join(ROOT, "supabase", "seed", "index.ts");
  if (!config.seed || !existsSync(entry)) return false;
  const mod = (await import(entry)) as SeedModule;
  if (!(await mod.isEmpty(engine))) return false;
  await mod.seed(engine, { scale: config.seed, config });
  return true;
}
