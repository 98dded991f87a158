// Opens the engine, bootstraps and migrates the database, seeds it when empty, and serves
// every service on one origin. Used by `npm start`, the tests and the benchmarks.
import { EventEmitter } from "node:events";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { loadConfig, type ServerConfig } from "./config.ts";
import type { ServerContext, ServerEvents } from "./context.ts";
import { lockDataDir, type DataDirLock } from "./db/data-dir-lock.ts";
import type { Engine } from "./db/engine.ts";
import { openPglite } from "./db/pglite.ts";
import { openPostgres } from "./db/postgres.ts";
import { buildApp } from "./http/app.ts";
import { deriveKeys } from "./jwt.ts";
import { bootstrap, migrate } from "./platform/migrate.ts";
import { startDocumentWorker } from "./platform/document-worker.ts";
import { startDpaeWorker } from "./platform/dpae-worker.ts";
import { startImportWorker } from "./platform/import-worker.ts";
import { startScheduler } from "./platform/scheduler.ts";
import { seedIfEmpty } from "./platform/seed.ts";
import { SERVICES } from "./services.ts";

export type RunningServer = {
  url: string;
  port: number;
  ctx: ServerContext;
  close: () => Promise<void>;
};

/** The URL of the bound address when PUBLIC_URL is unset (localhost for loopback and wildcards). */
export function boundUrl(host: string, port: number): string {
  const local =
    host === "" ||
    host === "0.0.0.0" ||
    host === "::" ||
    host === "localhost" ||
    host === "::1" ||
    host.startsWith("127.");
  const name = local ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/**
 * The data directory's lock when PGlite is to open it (server/db/data-dir-lock.ts); none in
 * memory, none on DATABASE_URL (PostgreSQL guards its own directory with postmaster.pid).
 */
export const lockFor = (config: ServerConfig): DataDirLock | undefined =>
  config.databaseUrl || config.inMemory ? undefined : lockDataDir(config.dataDir);

/** Opens the engine; on PGlite with a directory, under `lock` (taken here if not given), released on close. */
export async function openEngine(config: ServerConfig, lock?: DataDirLock): Promise<Engine> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  if (config.inMemory) return openPglite();
  const held = lock ?? lockDataDir(config.dataDir);
  try {
    const dir = path.join(config.dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
    const engine = await openPglite(dir);
    return {
      ...engine,
      close: async () => {
        try {
          await engine.close();
        } finally {
          held.release();
        }
      },
    };
  } catch (e) {
    held.release();
    throw e;
  }
}

/** Bootstrap + migrations + seed; returns the opened engine. */
export async function prepareDatabase(config: ServerConfig, lock?: DataDirLock): Promise<Engine> {
  const engine = await openEngine(config, lock);
  try {
    await bootstrap(engine);
    await migrate(engine, config.migrationsDirs);
    if (config.seed) await seedIfEmpty(engine, config);
    return engine;
  } catch (e) {
    await engine.close().catch(() => undefined);
    throw e;
  }
}

export async function startServer(
  overrides: Partial<ServerConfig> = {},
  env: NodeJS.ProcessEnv = process.env,
): Promise<RunningServer> {
  const config = loadConfig(env, overrides);
  const lock = lockFor(config);
  const engine = await prepareDatabase(config, lock);
  try {
    return await serve(config, engine, lock);
  } catch (e) {
    // a port in use, an app that does not build: the engine and the directory's lock go too
    await engine.close().catch(() => undefined);
    throw e;
  }
}

async function serve(config: ServerConfig, engine: Engine, lock: DataDirLock | undefined): Promise<RunningServer> {
  const keys = await deriveKeys(config.jwtSecret);
  let port = config.port;
  const ctx: ServerContext = {
    config,
    engine,
    keys,
    events: new EventEmitter<ServerEvents>(),
    publicUrl: () => (config.publicUrl ?? boundUrl(config.host, port)).replace(/\/$/, ""),
  };
  const unlisten = await engine.listen("pgrst", (payload) => {
    if (payload === "reload schema" || payload === "") ctx.events.emit("schema-reload");
  });
  const app = await buildApp(ctx, SERVICES);
  const scheduler = startScheduler(engine, config.scheduledJobsIntervalMs);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (e) {
    scheduler.stop();
    await app.close().catch(() => undefined);
    await unlisten().catch(() => undefined);
    throw e;
  }
  const addr = app.server.address();
  if (addr && typeof addr === "object") port = addr.port;
  // a second start on this directory names the URL of this one
  lock?.announce(ctx.publicUrl());
  // the documents a stopped or killed server left in the queue are made first
  const documents = await startDocumentWorker(ctx, config.documentWorkerIntervalMs);
  void documents.drain();
  // the imports a stopped or killed server left half-way resume (30_import.sql)
  const imports = await startImportWorker(engine, config.documentWorkerIntervalMs);
  void imports.drain();
  // the DPAE sendings queued or waiting for their next try (37_dpae_adapter.sql)
  const dpae = await startDpaeWorker(ctx, config.documentWorkerIntervalMs);
  void dpae.drain();
  return {
    url: ctx.publicUrl(),
    port,
    ctx,
    close: async () => {
      scheduler.stop();
      await documents.stop();
      await imports.stop();
      await dpae.stop();
      await app.close();
      await unlisten().catch(() => undefined);
      await engine.close();
    },
  };
}
