// One process per data directory, as PostgreSQL's `postmaster.pid`: PGlite has no such guard,
// and two servers on the same files both answered and took writes, then lost half of them or
// left a directory that no longer opened (issue #46, item 14). `<DATA_DIR>/renfort.lock` is
// taken before PGlite opens the directory, refused while its holder lives, taken over when the
// holder is gone (kill -9, crash, power cut) and removed on a clean stop.
//
// Atomic: the holder's record is written to a file of its own, then hard-linked to the lock's
// name, which fails if the name exists (two starts at the same instant: one link wins, and a
// reader never sees a half-written record). A stale lock is removed under a `.takeover`
// directory (mkdir is atomic too) and only if it still holds the record judged stale, so two
// takers cannot both remove it, nor one remove the lock the other has just taken.
// Liveness: `process.kill(pid, 0)`, and on Linux the process's start time (/proc/<pid>/stat),
// so that a pid reused by another process after a crash is not taken for the holder.
import { randomUUID } from "node:crypto";
import {
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  rmdirSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT } from "../config.ts";

export const LOCK_FILE = "renfort.lock";

export type LockHolder = {
  pid: number;
  hostname: string;
  /** when the holder took the lock (ISO 8601) */
  startedAt: string;
  /** the process's identity as the kernel counts it (Linux: boot id and start time), to tell a reused pid */
  processStart?: string;
  /** what holds it: « npm start », « npm run db:reset »… */
  command: string;
  /** where the server answers, once it listens */
  url?: string;
};

export type DataDirLock = {
  file: string;
  /** Writes the server's URL into the lock, for the message a second start gets. */
  announce(url: string): void;
  /** Removes the lock if it is still this one (idempotent). */
  release(): void;
};

/** A second process on a data directory in use: the French message names the running one. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
    readonly file: string,
  ) {
    super(inUseMessage(dataDir, holder, file));
    this.name = "DataDirInUseError";
  }
}

const frDate = (iso: string): string => {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const day = d.toLocaleDateString("fr-FR");
  const time = d.toLocaleTimeString("fr-FR");
  return `le ${day} à ${time}`;
};

export function inUseMessage(dataDir: string, h: LockHolder, file: string): string {
  const here = h.hostname === os.hostname();
  const where = here ? "" : ` sur la machine « ${h.hostname} »`;
  const url = h.url ? `, à l'écoute sur ${h.url}` : "";
  return [
    `Le dossier de données ${dataDir} est déjà utilisé par une autre instance de Renfort :`,
    `  ${h.command}, processus ${h.pid}${where}, démarré ${frDate(h.startedAt)}${url}.`,
    "Deux serveurs sur les mêmes fichiers PGlite corrompent la base : ce démarrage est refusé.",
    `Que faire : utilisez l'instance en cours${h.url ? ` (${h.url})` : ""}, ou arrêtez-la ` +
      `(Ctrl+C dans son terminal, ou « kill ${h.pid} »${here ? "" : ` sur ${h.hostname}`}) puis relancez ; ` +
      "pour un second serveur, donnez-lui un autre dossier et un autre port (DATA_DIR=… PORT=… npm start).",
    ...(here
      ? []
      : [`Si ce processus ne tourne plus, supprimez ${file} (il ne peut pas être vérifié depuis cette machine).`]),
  ].join("\n");
}

/** Linux: `<boot id>:<start time in ticks since boot>` of a process, else undefined. */
function processStartOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // the command name (field 2) may hold spaces and parentheses: count from the last ")"
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const boot = readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
    return `${boot}:${fields[19]}`;
  } catch {
    return undefined;
  }
}

const SCRIPTS: Record<string, string> = {
  "server/start.ts": "npm start",
  "server/dev.ts": "npm run dev",
  "server/cli/db-reset.ts": "npm run db:reset",
  "server/cli/db-seed.ts": "npm run db:seed",
};

/** What this process is, in the words the user typed. */
function commandLabel(): string {
  const script = process.argv[1] ? path.relative(ROOT, process.argv[1]).split(path.sep).join("/") : "";
  if (SCRIPTS[script]) return SCRIPTS[script];
  // `npm run bench:talents` runs `node --import tsx tests/bench/talents.bench.ts` (its children inherit the variables)
  const npmScript = process.env.npm_lifecycle_event;
  if (npmScript && script && process.env.npm_lifecycle_script?.includes(script)) return `npm run ${npmScript}`;
  return script ? `node ${script}` : "node";
}

/** Locks held by this process: lock file → the exact record written. */
const held = new Map<string, string>();
let exitHookSet = false;

const readRaw = (file: string): string | null => {
  try {
    return readFileSync(file, "utf8");
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw e;
  }
};

const parse = (raw: string): LockHolder | null => {
  try {
    const h = JSON.parse(raw) as Partial<LockHolder>;
    return typeof h.pid === "number" && typeof h.hostname === "string" && typeof h.startedAt === "string"
      ? { command: "Renfort", ...h, pid: h.pid, hostname: h.hostname, startedAt: h.startedAt }
      : null;
  } catch {
    return null;
  }
};

/** Whether the holder may still have the directory open (a holder on another machine cannot be checked: yes). */
function isAlive(h: LockHolder, file: string, raw: string): boolean {
  if (h.hostname !== os.hostname()) return true;
  // this process: alive if it holds this very lock; else a former process with the same pid
  // (a container's pid 1 restarted after a crash)
  if (h.pid === process.pid) return held.get(file) === raw;
  try {
    process.kill(h.pid, 0);
  } catch (e) {
    // EPERM: the process exists, under another user
    if ((e as NodeJS.ErrnoException).code === "ESRCH") return false;
  }
  const now = h.processStart === undefined ? undefined : processStartOf(h.pid);
  return now === undefined || now === h.processStart;
}

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Removes the lock if it still holds `raw`, one taker at a time. */
function removeStale(file: string, raw: string): void {
  const guard = `${file}.takeover`;
  try {
    mkdirSync(guard);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
    // a taker holds the guard for a few microseconds: one older than that died holding it
    try {
      if (Date.now() - statSync(guard).mtimeMs > 10_000) rmSync(guard, { recursive: true, force: true });
    } catch {
      // gone meanwhile
    }
    pause(20);
    return;
  }
  try {
    if (readRaw(file) === raw) unlinkSync(file);
  } finally {
    rmdirSync(guard);
  }
}

/** Creates the lock file holding `record`; false if it exists. */
function createLock(tmp: string, file: string, record: string): boolean {
  try {
    linkSync(tmp, file);
    return true;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === "EEXIST") return false;
    // a file system without hard links (FAT, some network shares): exclusive creation, then the record
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "ENOSYS" && code !== "EOPNOTSUPP") throw e;
  }
  try {
    writeFileSync(file, record, { flag: "wx" });
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw e;
  }
}

const youngerThan = (file: string, ms: number): boolean => {
  try {
    return Date.now() - statSync(file).mtimeMs < ms;
  } catch {
    return false;
  }
};

/** The running holder of the directory's lock, if any (a stale lock is not one). */
export function dataDirHolder(dataDir: string): LockHolder | null {
  const file = path.join(path.resolve(dataDir), LOCK_FILE);
  const raw = readRaw(file);
  const h = raw === null ? null : parse(raw);
  return raw !== null && h && isAlive(h, file, raw) ? h : null;
}

/** Throws DataDirInUseError if another process holds the directory (a check before a long build; lockDataDir decides). */
export function assertDataDirFree(dataDir: string): void {
  const h = dataDirHolder(dataDir);
  if (h) throw new DataDirInUseError(path.resolve(dataDir), h, path.join(path.resolve(dataDir), LOCK_FILE));
}

/**
 * Takes the directory's lock, or throws DataDirInUseError naming the process that holds it.
 * `beforeTakeover` runs between judging a lock stale and removing it: the tests' window for
 * another start to slip in.
 */
export function lockDataDir(dataDir: string, hooks: { beforeTakeover?: () => void } = {}): DataDirLock {
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const me: LockHolder = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
    processStart: processStartOf(process.pid),
    command: commandLabel(),
  };
  let record = JSON.stringify(me, null, 2) + "\n";
  const tmp = `${file}.${process.pid}.${randomUUID()}`;
  writeFileSync(tmp, record);
  try {
    for (let attempt = 0; ; attempt++) {
      if (createLock(tmp, file, record)) break;
      const raw = readRaw(file);
      if (raw === null) continue;
      const holder = parse(raw);
      if (holder && isAlive(holder, file, raw)) throw new DataDirInUseError(dir, holder, file);
      if (attempt >= 50) throw new Error(`Impossible de prendre le verrou ${file} : supprimez-le puis relancez.`);
      // without hard links the record is written after the file is created: a young empty one is being written
      if (!holder && youngerThan(file, 2_000)) {
        pause(50);
        continue;
      }
      if (holder)
        console.warn(
          `Verrou repris : le processus ${holder.pid} (${holder.command}) s'est arrêté sans fermer la base ; ` +
            "PGlite reprend après cet arrêt comme PostgreSQL après une panne.",
        );
      hooks.beforeTakeover?.();
      removeStale(file, raw);
    }
  } finally {
    rmSync(tmp, { force: true });
  }
  held.set(file, record);
  if (!exitHookSet) {
    exitHookSet = true;
    // an exit without close (an error at start, process.exit): the process no longer has the files open
    process.on("exit", () => {
      for (const [f, r] of held) {
        try {
          if (readRaw(f) === r) rmSync(f, { force: true });
        } catch {
          // nothing more can be done while exiting
        }
      }
    });
  }
  return {
    file,
    announce(url) {
      if (held.get(file) !== record || readRaw(file) !== record) return;
      const next = JSON.stringify({ ...me, url }, null, 2) + "\n";
      const tmpUrl = `${file}.${process.pid}.${randomUUID()}`;
      writeFileSync(tmpUrl, next);
      // rename replaces the record in one step: a reader sees the old one or the new one
      renameSync(tmpUrl, file);
      record = next;
      held.set(file, record);
    },
    release() {
      if (held.get(file) !== record) return;
      held.delete(file);
      if (readRaw(file) === record) unlinkSync(file);
    },
  };
}
