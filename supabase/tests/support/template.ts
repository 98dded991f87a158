// The database tests' PGlite template: migrated and seeded once per run (vitest's global setup),
// then copied for each test file, which opens its own private copy. Migrating and seeding in
// every file cost each of them seconds of CPU (the seed's pay engine alone parses URSSAF's
// rules); a copy of the data directory is a fraction of a second.
import { cpSync, mkdirSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Engine } from "../../../server/db/engine.ts";
import { openPglite } from "../../../server/db/pglite.ts";
import { bootstrap, migrate } from "../../../server/platform/migrate.ts";

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, "..", "..", "migrations");
const SEED_MODULE = path.resolve(import.meta.dirname, "..", "..", "seed", "index.ts");

/** Migrates and seeds (demo scale) a PGlite engine. */
export async function migrateAndSeed(engine: Engine): Promise<void> {
  await bootstrap(engine);
  await migrate(engine, [MIGRATIONS_DIR]);
  const seedModule = (await import(SEED_MODULE)) as { seed: (e: Engine, o: { scale: "demo" }) => Promise<void> };
  await seedModule.seed(engine, { scale: "demo" });
}

/** Builds the template data directory under `parent`; returns its path. */
export async function buildTemplate(parent: string): Promise<string> {
  const dir = path.join(parent, "template");
  const engine = await openPglite(dir);
  await migrateAndSeed(engine);
  await engine.close();
  return dir;
}

/** Opens a private copy of the template (in the template's parent, removed with it). */
export async function openTemplateCopy(template: string): Promise<Engine> {
  const dir = mkdtempSync(path.join(path.dirname(template) || os.tmpdir(), "copy-"));
  cpSync(template, dir, { recursive: true });
  return openPglite(dir);
}

/**
 * Puts a copy of the template where a server started on `dataDir` opens its PGlite
 * (server/main.ts): the server finds its migrations applied and the demo seeded, instead of
 * migrating and seeding a database of its own.
 */
export function copyTemplateInto(template: string, dataDir: string): void {
  const dir = path.join(dataDir, "pglite");
  mkdirSync(dir, { recursive: true });
  cpSync(template, dir, { recursive: true });
}
