// Backups of the database the local server runs on (docs/configuration.md, « Sauvegardes »):
// - PGlite: PGlite's own dumpDataDir, asked of the RUNNING engine between two transactions (a
//   checkpoint, then a gzip tarball of the data directory: a consistent snapshot holding every
//   committed write), to `<BACKUP_DIR>/<kind>-<stamp>.tar.gz`;
// - DATABASE_URL: `pg_dump -Fc` to `<BACKUP_DIR>/<kind>-<stamp>.dump`.
// The bytes go to a temporary file (`.<name>.<pid>.tmp`), are fsynced, then renamed in one step:
// a process killed mid-backup (kill -9, power cut) leaves at most a temporary file, never a
// truncated file under a backup's name; the temporary files of dead processes are removed at the
// next backup. Retention: the 7 latest days and the 4 latest ISO weeks (Paris time) keep their
// newest daily backup; manual ones (`npm run db:backup`) are never removed. The uploaded files are
// mirrored beside the backups at each one (backup-storage.ts). Each outcome is recorded in public.backup_run (supabase/schemas/29_backup.sql): a failure keeps the previous
// files and shows in the developers' action centre until the next success.
// The daily backup: `npm start` (server/start.ts; not the servers the test suites start in
// their own process) checks every 15 minutes and backs up once a day from BACKUP_HOUR (Paris,
// default 3) — off with BACKUP_ENABLED=0, in memory and in end-to-end runs (DEV_RESET=1). `npm run db:backup` asks a running server through POST /_backup (this machine
// only, with the service key).
import { spawn } from "node:child_process";
import { timingSafeEqual } from "node:crypto";
import { createReadStream, existsSync, readdirSync } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { createGunzip } from "node:zlib";
import type { ServerConfig } from "../config.ts";
import type { Engine } from "../db/engine.ts";
import type { Service } from "../http/service.ts";
import { isLoopback } from "../http/static.ts";
import { storageRoot } from "../storage/paths.ts";
import { mirrorStorage } from "./backup-storage.ts";

export type BackupKind = "daily" | "manual";

/** Where the uploaded files' bytes are (none for a server in memory). */
export const storageDirOf = (config: ServerConfig): string | undefined =>
  config.inMemory ? undefined : storageRoot(config.dataDir).root;
export type BackupFile = { name: string; kind: BackupKind; at: Date };
export type BackupSettings = { enabled: boolean; hour: number; dir: string };

const NAME = /^(daily|manual)-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z\.(tar\.gz|dump)$/;
const TEMP = /^\.(.+)\.(\d+)\.tmp$/;

/** The settings from the environment: BACKUP_ENABLED, BACKUP_HOUR (Paris), BACKUP_DIR. */
export function backupSettings(config: ServerConfig, env: NodeJS.ProcessEnv = process.env): BackupSettings {
  const raw = env.BACKUP_HOUR;
  const hour = raw === undefined || raw === "" ? 3 : Number(raw);
  if (!Number.isInteger(hour) || hour < 0 || hour > 23)
    throw new Error(`BACKUP_HOUR doit être une heure entière de 0 à 23 (reçu : ${raw}).`);
  return {
    enabled: env.BACKUP_ENABLED !== "0" && !config.inMemory && !config.devReset,
    hour,
    dir: path.resolve(env.BACKUP_DIR || path.join(config.dataDir, "backups")),
  };
}

/** `20261127T030000123Z`: the UTC instant, sortable, safe in a file name. */
export const stampOf = (d: Date): string => d.toISOString().replace(/[-:]/g, "").replace(".", "");

export const backupName = (kind: BackupKind, at: Date, engine: Engine["kind"]): string =>
  `${kind}-${stampOf(at)}.${engine === "pglite" ? "tar.gz" : "dump"}`;

/** A backup's kind and instant from its name; null for any other file (temporary ones included). */
export function parseBackupName(name: string): BackupFile | null {
  const m = NAME.exec(name);
  if (!m) return null;
  const at = new Date(Date.UTC(+m[2], +m[3] - 1, +m[4], +m[5], +m[6], +m[7], +m[8]));
  return Number.isNaN(at.getTime()) ? null : { name, kind: m[1] as BackupKind, at };
}

const PARIS_DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Paris",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const PARIS_HOUR = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Paris", hour: "2-digit", hourCycle: "h23" });

/** The day in Paris (YYYY-MM-DD) of an instant. */
export const parisDay = (d: Date): string => PARIS_DAY.format(d);
const parisHour = (d: Date): number => Number(PARIS_HOUR.format(d));

/** The ISO week (YYYY-Www) of a calendar day. */
export function isoWeek(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday); // the Thursday of the week decides its year
  const year = date.getUTCFullYear();
  const week = Math.ceil((date.getTime() - Date.UTC(year, 0, 1)) / 86_400_000 / 7 + 1 / 7);
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/**
 * The backups to keep: every manual one; of the daily ones, the newest of each of the `days`
 * latest days that have one and the newest of each of the `weeks` latest ISO weeks (Paris time).
 */
export function keptBackups(files: readonly BackupFile[], days = 7, weeks = 4): Set<string> {
  const kept = new Set(files.filter((f) => f.kind === "manual").map((f) => f.name));
  const daily = files.filter((f) => f.kind === "daily").sort((a, b) => b.at.getTime() - a.at.getTime());
  const newestOf = (key: (f: BackupFile) => string, count: number) => {
    const seen = new Set<string>();
    for (const f of daily) {
      const k = key(f);
      if (seen.has(k)) continue;
      if (seen.size === count) break;
      seen.add(k);
      kept.add(f.name);
    }
  };
  newestOf((f) => parisDay(f.at), days);
  newestOf((f) => isoWeek(parisDay(f.at)), weeks);
  return kept;
}

/** The complete backups in `dir`, newest first. */
export function listBackups(dir: string): BackupFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map(parseBackupName)
    .filter((f): f is BackupFile => f !== null)
    .sort((a, b) => b.at.getTime() - a.at.getTime());
}

const alive = (pid: number): boolean => {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code !== "ESRCH";
  }
};

/** The PostgreSQL client binaries' folder (pg_dump, pg_restore): PG_BIN, the PATH, then Debian's. */
export function findPgTool(tool: "pg_dump" | "pg_restore"): string {
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  candidates.push(...(process.env.PATH ?? "").split(path.delimiter).filter(Boolean));
  const debian = "/usr/lib/postgresql";
  if (existsSync(debian))
    for (const v of readdirSync(debian).sort((a, b) => Number(b) - Number(a)))
      candidates.push(path.join(debian, v, "bin"));
  const dir = candidates.find((d) => existsSync(path.join(d, tool)));
  if (!dir)
    throw new Error(`${tool} est introuvable : installez les outils clients de PostgreSQL ou définissez PG_BIN.`);
  return path.join(dir, tool);
}

/** Runs a PostgreSQL tool; rejects with its last error lines. */
export const runPgTool = (tool: "pg_dump" | "pg_restore", args: string[]): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = spawn(findPgTool(tool), args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} a échoué (code ${code}) : ${stderr.trim().slice(-1000)}`)),
    );
  });

/** Removes the temporary files of backups whose process is gone (killed mid-backup). */
async function removeStaleTemps(dir: string): Promise<void> {
  for (const name of await readdir(dir)) {
    const m = TEMP.exec(name);
    if (m && !alive(Number(m[2]))) await rm(path.join(dir, name), { force: true });
  }
}

async function fsyncDir(dir: string): Promise<void> {
  const handle = await open(dir, "r");
  try {
    await handle.sync();
  } catch {
    // some file systems refuse a directory's fsync: the rename is still atomic
  } finally {
    await handle.close();
  }
}

/**
 * Takes one backup of the running engine into `dir`: temporary file, fsync, atomic rename.
 * Returns the backup's full path.
 */
export async function takeBackup(
  engine: Engine,
  opts: { dir: string; kind: BackupKind; databaseUrl?: string; now?: Date },
): Promise<string> {
  await mkdir(opts.dir, { recursive: true });
  await removeStaleTemps(opts.dir);
  const name = backupName(opts.kind, opts.now ?? new Date(), engine.kind);
  const final = path.join(opts.dir, name);
  const temp = path.join(opts.dir, `.${name}.${process.pid}.tmp`);
  const handle = await open(temp, "wx", 0o600);
  try {
    if (engine.kind === "pglite") {
      if (!engine.dump) throw new Error("Ce moteur ne sait pas sauvegarder sa base.");
      const bytes = await engine.dump();
      await handle.writeFile(bytes);
    } else {
      if (!opts.databaseUrl) throw new Error("DATABASE_URL manque pour pg_dump.");
      await runPgTool("pg_dump", ["-Fc", "--no-password", "-f", temp, "--dbname", opts.databaseUrl]);
    }
    await handle.sync();
    await handle.close();
    await checkBackupFile(temp);
    await rename(temp, final);
    await fsyncDir(opts.dir);
    return final;
  } catch (e) {
    await handle.close().catch(() => undefined);
    await rm(temp, { force: true });
    throw e;
  }
}

/**
 * Which engine a backup file is for, or a French error when it is not a complete backup: a
 * pg_dump archive, or a gzip stream read to its end (its CRC and length checked) holding a tar
 * with the data directory's PG_VERSION — streamed, never whole in memory.
 */
export async function checkBackupFile(file: string): Promise<"pglite" | "postgres"> {
  const name = path.basename(file);
  const head = Buffer.alloc(5);
  const handle = await open(file, "r");
  try {
    await handle.read(head, 0, 5, 0);
  } finally {
    await handle.close();
  }
  if (head.toString("latin1") === "PGDMP") return "postgres";
  let found = false;
  let ended = false;
  // the tar's entries: a 512-byte header (name in its first 100 bytes, size in octal at 124),
  // then the content padded to 512 bytes; `next` is where the next header starts
  let pos = 0;
  let next = 0;
  let header: Buffer[] = [];
  let headerLength = 0;
  try {
    for await (const chunk of createReadStream(file).pipe(createGunzip()) as AsyncIterable<Buffer>) {
      let i = 0;
      while (!ended && i < chunk.length) {
        if (pos + i < next) {
          i = Math.min(chunk.length, next - pos);
          continue;
        }
        const part = chunk.subarray(i, i + 512 - headerLength);
        header.push(part);
        headerLength += part.length;
        i += part.length;
        if (headerLength < 512) continue;
        const block = Buffer.concat(header);
        header = [];
        headerLength = 0;
        const entry = block.subarray(0, 100).toString("utf8").replace(/\0.*$/s, "");
        if (!entry) ended = true;
        else {
          if (/(^|\/)PG_VERSION$/.test(entry) && !entry.includes("base/")) found = true;
          const size = parseInt(block.subarray(124, 136).toString("latin1").replace(/\0.*$/s, "").trim() || "0", 8);
          next = pos + i + Math.ceil(size / 512) * 512;
        }
      }
      pos += chunk.length;
    }
  } catch {
    throw new Error(`${name} n'est pas une sauvegarde complète (ni archive PGlite lisible, ni pg_dump).`);
  }
  if (!found) throw new Error(`${name} ne contient pas de dossier de données PostgreSQL (PG_VERSION absent).`);
  return "pglite";
}

/** Deletes the daily backups the retention does not keep; returns their names. */
export async function prune(dir: string): Promise<string[]> {
  const files = listBackups(dir);
  const kept = keptBackups(files);
  const removed = files.filter((f) => !kept.has(f.name)).map((f) => f.name);
  for (const name of removed) await rm(path.join(dir, name), { force: true });
  return removed;
}

const SERVICE = { role: "service_role", claims: { role: "service_role" } };

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

async function record(engine: Engine, kind: BackupKind, file: string | null, error: string | null) {
  await engine.tx(SERVICE, (q) => q("select public.record_backup_run($1, $2, $3)", [kind, file, error]));
}

/** One backup at a time per folder in this process (the daily one and a requested one). */
const running = new Map<string, Promise<string>>();

/**
 * Takes a backup, applies the retention and records the outcome (a failure: logged, recorded
 * for the action centre, the previous backups untouched, and thrown).
 */
export function backupNow(
  engine: Engine,
  opts: { dir: string; kind: BackupKind; databaseUrl?: string; storageDir?: string; log?: (m: string) => void },
): Promise<string> {
  const log = opts.log ?? ((m: string) => console.error(m));
  const previous = running.get(opts.dir) ?? Promise.resolve("");
  const run = previous
    .catch(() => "")
    .then(async () => {
      let file: string;
      try {
        file = await takeBackup(engine, opts);
        // the uploaded files, beside the database (backup-storage.ts)
        if (opts.storageDir) await mirrorStorage(opts.storageDir, path.join(opts.dir, "storage"));
      } catch (e) {
        log(`Sauvegarde en échec (les précédentes sont conservées) : ${message(e)}`);
        await record(engine, opts.kind, null, message(e)).catch((r: unknown) =>
          log(`Échec de la sauvegarde non enregistré dans la base : ${message(r)}`),
        );
        throw e;
      }
      await prune(opts.dir).catch((e: unknown) => log(`Rotation des sauvegardes en échec : ${message(e)}`));
      await record(engine, opts.kind, path.basename(file), null).catch((e: unknown) =>
        log(`Sauvegarde ${file} faite mais non enregistrée dans la base : ${message(e)}`),
      );
      return file;
    });
  running.set(opts.dir, run);
  void run
    .finally(() => {
      if (running.get(opts.dir) === run) running.delete(opts.dir);
    })
    .catch(() => undefined);
  return run;
}

/** Whether a daily backup is due at `now`: past the hour in Paris and none yet for this Paris day. */
export function dailyDue(files: readonly BackupFile[], hour: number, now: Date): boolean {
  if (parisHour(now) < hour) return false;
  const today = parisDay(now);
  return !files.some((f) => f.kind === "daily" && parisDay(f.at) === today);
}

export type DailyBackups = { stop: () => void };

const CHECK_EVERY_MS = 15 * 60_000;

/** The local server's daily backup (a check every 15 minutes, at most one attempt per day). */
export function startDailyBackups(
  engine: Engine,
  config: ServerConfig,
  settings: BackupSettings = backupSettings(config),
): DailyBackups {
  if (!settings.enabled) return { stop: () => undefined };
  let attempted = "";
  const tick = () => {
    const now = new Date();
    if (attempted === parisDay(now) || !dailyDue(listBackups(settings.dir), settings.hour, now)) return;
    attempted = parisDay(now);
    void backupNow(engine, {
      dir: settings.dir,
      kind: "daily",
      databaseUrl: config.databaseUrl,
      storageDir: storageDirOf(config),
    })
      .then((file) => console.log(`Sauvegarde quotidienne : ${file}`))
      .catch(() => undefined);
  };
  const timer = setInterval(tick, CHECK_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * POST /_backup: a manual backup of the running server (`npm run db:backup`), for a client on
 * this machine holding the service key; never from a browser. Answers `{ file }`.
 */
export const backupService: Service = (app, ctx) => {
  app.post("/", async (req, reply) => {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1] ?? "";
    // a reverse proxy on this machine connects from loopback too: what it forwards is refused
    const forwarded = req.headers["x-forwarded-for"] !== undefined || req.headers.forwarded !== undefined;
    if (!isLoopback(req.socket.remoteAddress) || req.headers.origin !== undefined || forwarded)
      return reply.code(404).send({ message: "Route introuvable." });
    if (!sameSecret(token, ctx.keys.serviceRoleKey))
      return reply.code(401).send({ message: "Clé de service requise pour sauvegarder." });
    const settings = backupSettings(ctx.config);
    try {
      const file = await backupNow(ctx.engine, {
        dir: settings.dir,
        kind: "manual",
        databaseUrl: ctx.config.databaseUrl,
        storageDir: storageDirOf(ctx.config),
      });
      return { file };
    } catch (e) {
      return reply.code(500).send({ message: `Sauvegarde en échec : ${message(e)}` });
    }
  });
};

/** The size of a backup, for messages. */
export const sizeLabel = async (file: string): Promise<string> => {
  const { size } = await stat(file);
  return size > 1024 * 1024 ? `${(size / 1024 / 1024).toFixed(1)} Mo` : `${Math.ceil(size / 1024)} Ko`;
};

/**
 * Unpacks a PGlite backup into `dir` (which must not exist) with PGlite's loadDataDir, then
 * checks the database opens and answers (its applied migrations); returns their count.
 */
export async function restorePglite(bytes: Buffer, dir: string): Promise<number> {
  const [{ PGlite }, ext] = await Promise.all([import("@electric-sql/pglite"), pgliteExtensions()]);
  await mkdir(dir, { recursive: true });
  const db = await PGlite.create(dir, { loadDataDir: new Blob([new Uint8Array(bytes)]), extensions: ext });
  try {
    const { rows } = await db.query<{ n: number }>(
      "select count(*)::int as n from supabase_migrations.schema_migrations",
    );
    return rows[0]?.n ?? 0;
  } finally {
    await db.close();
  }
}

/** The extensions the server's PGlite loads (server/db/pglite-worker.mjs). */
async function pgliteExtensions() {
  const [{ pg_trgm }, { unaccent }, { cube }, { earthdistance }, { pgcrypto }, { uuid_ossp }] = await Promise.all([
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("@electric-sql/pglite/contrib/unaccent"),
    import("@electric-sql/pglite/contrib/cube"),
    import("@electric-sql/pglite/contrib/earthdistance"),
    import("@electric-sql/pglite/contrib/pgcrypto"),
    import("@electric-sql/pglite/contrib/uuid_ossp"),
  ]);
  return { pg_trgm, unaccent, cube, earthdistance, pgcrypto, uuid_ossp };
}
