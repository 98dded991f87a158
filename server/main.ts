// Opens the engine, bootstraps and migrates the database, seeds it when empty, and serves
// every service on one origin. Used by `npm start`, the tests and the benchmarks.
import { EventEmitter } from "node:events";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { loadConfig, type ServerConfig } from "./config.ts";
import type { ServerContext, ServerEvents } from "./context.ts";
import type { Engine } from "./db/engine.ts";
import { openPglite } from "./db/pglite.ts";
import { openPostgres } from "./db/postgres.ts";
import { buildApp } from "./http/app.ts";
import { deriveKeys } from "./jwt.ts";
import { bootstrap, migrate } from "./platform/migrate.ts";
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

export async function openEngine(config: ServerConfig): Promise<Engine> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  if (config.inMemory) return openPglite();
  const dir = path.join(config.dataDir, "pglite");
  mkdirSync(dir, { recursive: true });
  return openPglite(dir);
}

/** Bootstrap + migrations + seed; returns the opened engine. */
export async function prepareDatabase(config: ServerConfig): Promise<Engine> {
  const engine = await openEngine(config);
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
  const engine = await prepareDatabase(config);
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
  await app.listen({ port: config.port, host: config.host });
  const addr = app.server.address();
  if (addr && typeof addr === "object") port = addr.port;
  return {
    url: ctx.publicUrl(),
    port,
    ctx,
    close: async () => {
      scheduler.stop();
      await app.close();
      await unlisten().catch(() => undefined);
      await engine.close();
    },
  };
}
