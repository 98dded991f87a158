// The database tests' PGlite template: a server's data directory (`pglite/`, and `storage/` with
// the demo's files), migrated and seeded once, then copied for each test file or server that
// needs a database of its own. Migrating and seeding cost ≈ 35 s of CPU each time (the seed's pay
// engine alone parses URSSAF's rules); a copy of the directory is a fraction of a second.
// `npm test` builds it once for the whole run (RENFORT_TEMPLATES, scripts/test.ts): the first
// suite that needs it builds it, the others wait for it.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Engine } from "../../../server/db/engine.ts";
import { openPglite } from "../../../server/db/pglite.ts";
import { bootstrap, migrate } from "../../../server/platform/migrate.ts";

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, "..", "..", "migrations");
const SEED_MODULE = path.resolve(import.meta.dirname, "..", "..", "seed", "index.ts");

/** Set by `npm test`: the folder where the run's one template is built and shared. */
export const SHARED_TEMPLATES_ENV = "RENFORT_TEMPLATES";
const WAIT_MS = 15 * 60_000;

/** Migrates and seeds (demo scale) a PGlite engine; the demo's files go under `dataDir` when given. */
export async function migrateAndSeed(engine: Engine, dataDir?: string): Promise<void> {
  await bootstrap(engine);
  await migrate(engine, [MIGRATIONS_DIR]);
  const seedModule = (await import(SEED_MODULE)) as {
    seed: (e: Engine, o: { scale: "demo"; config?: { dataDir: string } }) => Promise<void>;
  };
  await seedModule.seed(engine, { scale: "demo", ...(dataDir ? { config: { dataDir } } : {}) });
}

/** Builds the template data directory under `parent`; returns its path. */
export async function buildTemplate(parent: string): Promise<string> {
  const dir = path.join(parent, "template");
  mkdirSync(dir, { recursive: true });
  const engine = await openPglite(path.join(dir, "pglite"));
  await migrateAndSeed(engine, dir);
  await engine.close();
  return dir;
}

/**
 * The run's shared template when `npm test` set one up (built here by the first caller, waited
 * for by the others), else one built under `parent`.
 */
export async function sharedTemplate(parent: string): Promise<string> {
  const shared = process.env[SHARED_TEMPLATES_ENV];
  if (!shared) return buildTemplate(parent);
  const dir = path.join(shared, "template");
  const failed = path.join(shared, "template.failed");
  let builder = true;
  try {
    mkdirSync(path.join(shared, "template.lock"), { recursive: false });
  } catch {
    builder = false;
  }
  if (builder) {
    const building = mkdtempSync(path.join(shared, "building-"));
    try {
      renameSync(await buildTemplate(building), dir);
    } catch (e) {
      // the suites waiting for it fail at once, with the reason, instead of at their timeout
      writeFileSync(failed, e instanceof Error ? (e.stack ?? e.message) : String(e));
      throw e;
    } finally {
      rmSync(building, { recursive: true, force: true });
    }
    return dir;
  }
  for (const until = Date.now() + WAIT_MS; Date.now() < until;) {
    if (existsSync(dir)) return dir;
    if (existsSync(failed))
      throw new Error(`le modèle de base partagé n'a pas pu être construit : ${readFileSync(failed, "utf8")}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`le modèle de base partagé (${dir}) n'a pas été construit à temps`);
}

/** Opens a private copy of the template's database, removed when the process exits. */
export async function openTemplateCopy(template: string): Promise<Engine> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "renfort-template-copy-"));
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  cpSync(path.join(template, "pglite"), dir, { recursive: true });
  return openPglite(dir);
}

/**
 * Makes `dataDir` what a server's first start on it leaves (server/main.ts): the migrations
 * applied, the demo seeded and its files in storage, instead of migrating and seeding a
 * database of its own.
 */
export function copyTemplateInto(template: string, dataDir: string): void {
  mkdirSync(dataDir, { recursive: true });
  cpSync(template, dataDir, { recursive: true });
}
