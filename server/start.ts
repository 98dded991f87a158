// `npm start`: build the app if needed, migrate and seed the database, serve everything on
// one origin, and print the URL and the demo accounts.
import { loadConfig } from "./config.ts";
import { buildAppIfStale } from "./build-app.ts";
import { assertDataDirFree, DataDirInUseError } from "./db/data-dir-lock.ts";
import { backupSettings, startDailyBackups } from "./platform/backup.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./platform/demo-accounts.ts";
import { MigrationError } from "./platform/migrate.ts";
import { storageRoot } from "./storage/paths.ts";
import { startStorageSweep } from "./storage/sweep.ts";

const isLoopbackHost = (host: string) => host === "localhost" || host === "::1" || host.startsWith("127.");
const listenLabel = (host: string, port: number) => `${host.includes(":") ? `[${host}]` : host}:${port}`;

async function main() {
  const config = loadConfig();
  const backup = backupSettings(config); // a wrong BACKUP_HOUR refused before anything starts
  // refused before a build of a minute, not after it (startServer takes the lock itself)
  if (!config.databaseUrl) assertDataDirFree(config.dataDir);
  if (process.env.SKIP_BUILD !== "1" && config.distDir) {
    const state = await buildAppIfStale(config.distDir);
    if (state === "built") console.log("Application construite dans dist/.");
  }
  const engineLabel = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite embarqué (${config.dataDir})`;
  console.log(`Démarrage de Renfort — base : ${engineLabel}…`);
  // loaded after the checks: a refused start answers at once
  const { startServer } = await import("./main.ts");
  const server = await startServer();
  const shown = server.url;
  console.log(`\nRenfort écoute sur ${listenLabel(config.host, server.port)}.`);
  if (!isLoopbackHost(config.host) && !config.publicUrl) {
    console.log("Attention : le serveur est joignable depuis le réseau ; définissez PUBLIC_URL (voir SECURITY.md).");
  }
  console.log(`Renfort est prêt : ${shown}`);
  console.log(`API Supabase locale : ${shown}/rest/v1, ${shown}/auth/v1, ${shown}/storage/v1, ${shown}/functions/v1`);
  if (server.ctx.config.devMode)
    console.log(`Boîte mail locale (depuis cette machine uniquement) : ${shown}/_dev/mail`);
  console.log(`\nComptes de démonstration (mot de passe : ${DEMO_PASSWORD}) :`);
  for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email.padEnd(36)} ${a.description}`);
  // `npm start` only (not the servers the test suites start in-process): once a day from
  // BACKUP_HOUR, off in memory, in end-to-end runs and with BACKUP_ENABLED=0 (server/platform/backup.ts)
  const backups = startDailyBackups(server.ctx.engine, server.ctx.config, backup);
  // the bytes of objects deleted in SQL (Corbeille purge, RGPD erasure): server/storage/sweep.ts
  const sweep = server.ctx.config.inMemory
    ? { stop: () => undefined }
    : startStorageSweep(server.ctx.engine, storageRoot(server.ctx.config.dataDir));
  let closing = false;
  const stop = async () => {
    if (closing) return;
    closing = true;
    backups.stop();
    sweep.stop();
    await server.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((e: unknown) => {
  if (e instanceof MigrationError || e instanceof DataDirInUseError) console.error(e.message);
  else console.error(e);
  process.exit(1);
});
