// `npm run db:restore FILE`: puts a backup (server/platform/backup.ts) back in place.
// PGlite: refused while a server runs on the data directory; the file is checked, the current
// database is moved aside (`<DATA_DIR>/pglite.avant-restauration-<stamp>`, kept), the backup is
// unpacked (PGlite's loadDataDir) and opened to check it answers; on any failure the previous
// database is put back. DATABASE_URL: `pg_restore --clean --if-exists` into that database.
import { existsSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { loadConfig } from "../config.ts";
import { DataDirInUseError, lockDataDir } from "../db/data-dir-lock.ts";
import { openPostgres } from "../db/postgres.ts";
import {
  backupSettings,
  checkBackupFile,
  restorePglite,
  runPgTool,
  stampOf,
  storageDirOf,
} from "../platform/backup.ts";
import { restoreStorage } from "../platform/backup-storage.ts";
import type { ServerConfig } from "../config.ts";

/** The uploaded files the restored database may name and storage lacks, from the mirror beside the backup. */
async function restoreFiles(config: ServerConfig, file: string): Promise<void> {
  const storageDir = storageDirOf(config);
  if (!storageDir) return;
  const restored = await restoreStorage(path.join(path.dirname(file), "storage"), storageDir);
  if (restored) console.log(`Fichiers remis en place depuis les sauvegardes : ${restored}.`);
}

/** The file as given, else by its name in the backup folder. */
function resolveFile(arg: string, backupDir: string): string {
  const given = path.resolve(arg);
  if (existsSync(given)) return given;
  const inDir = path.join(backupDir, arg);
  if (existsSync(inDir)) return inDir;
  throw new Error(`Sauvegarde introuvable : ${arg} (ni ici, ni dans ${backupDir}).`);
}

async function main() {
  const arg = process.argv[2];
  if (!arg) throw new Error("Usage : npm run db:restore FICHIER (une sauvegarde faite par npm run db:backup).");
  const config = loadConfig();
  const file = resolveFile(arg, backupSettings(config).dir);
  const kind = await checkBackupFile(file);

  if (config.databaseUrl) {
    if (kind !== "postgres")
      throw new Error(`${path.basename(file)} est une sauvegarde PGlite : elle ne se restaure pas dans DATABASE_URL.`);
    await runPgTool("pg_restore", ["--clean", "--if-exists", "--no-password", "--dbname", config.databaseUrl, file]);
    const engine = await openPostgres(config.databaseUrl, 1);
    try {
      const { rows } = await engine.query<{ n: number }>(
        "select count(*)::int as n from supabase_migrations.schema_migrations",
        [],
      );
      console.log(`Base restaurée depuis ${file} : ${rows[0]?.n ?? 0} migrations, la base répond.`);
      await restoreFiles(config, file);
    } finally {
      await engine.close();
    }
    return;
  }

  if (kind !== "pglite")
    throw new Error(`${path.basename(file)} est une sauvegarde pg_dump : elle se restaure avec DATABASE_URL.`);
  let lock;
  try {
    lock = lockDataDir(config.dataDir);
  } catch (e) {
    if (!(e instanceof DataDirInUseError)) throw e;
    throw new Error(
      `Restauration refusée : un serveur Renfort tourne sur ${config.dataDir} (${e.holder.command}, processus ${e.holder.pid}` +
        `${e.holder.url ? `, ${e.holder.url}` : ""}). Arrêtez-le (Ctrl+C dans son terminal), puis relancez npm run db:restore.`,
    );
  }
  try {
    const current = path.join(config.dataDir, "pglite");
    const aside = `${current}.avant-restauration-${stampOf(new Date())}`;
    const hadOne = existsSync(current);
    if (hadOne) renameSync(current, aside);
    try {
      const migrations = await restorePglite(readFileSync(file), current);
      console.log(`Base restaurée depuis ${file} : ${migrations} migrations, la base répond.`);
      await restoreFiles(config, file);
      if (hadOne) console.log(`L'ancienne base est conservée dans ${aside} (supprimez-la quand tout va bien).`);
    } catch (e) {
      rmSync(current, { recursive: true, force: true });
      if (hadOne) renameSync(aside, current);
      throw new Error(
        `Restauration en échec, la base précédente est remise en place : ${e instanceof Error ? e.message : e}`,
      );
    }
  } finally {
    lock.release();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
