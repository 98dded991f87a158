// One server per data directory (issue #46, item 14): two servers on the same PGlite files lost
// acknowledged rows, then the whole base. A second start is refused with a French message
// naming the running one, which keeps every write; a lock left by kill -9 is taken over; two
// starts at the same instant: exactly one wins. Real processes, real servers, a one-table schema
// (not the app's migrations: the lock is taken before any of them runs).
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT, loadConfig, type ServerConfig } from "../config.ts";
import { deriveKeys } from "../jwt.ts";
import { openEngine, prepareDatabase, startServer, type RunningServer } from "../main.ts";
import { DataDirInUseError, LOCK_FILE, lockDataDir, type LockHolder } from "./data-dir-lock.ts";

const SECRET = "renfort-lock-test-secret-with-32-characters-at-least";
const root = mkdtempSync(path.join(os.tmpdir(), "renfort-lock-"));
const migrations = path.join(root, "migrations");
const template = path.join(root, "template");
let copies = 0;

const overrides = (dataDir: string): Partial<ServerConfig> => ({
  port: 0,
  host: "127.0.0.1",
  dataDir,
  inMemory: false,
  seed: false,
  distDir: undefined,
  devMode: false,
  jwtSecret: SECRET,
  scheduledJobsIntervalMs: 0,
  migrationsDirs: [migrations],
});
const noPostgres = { ...process.env, DATABASE_URL: "" };

/** A data directory already created and migrated (the first PGlite start costs seconds). */
const freshDir = () => {
  const dir = path.join(root, `data-${++copies}`);
  cpSync(template, dir, { recursive: true });
  return dir;
};

const running: ChildProcess[] = [];
afterAll(() => {
  for (const c of running) c.kill("SIGKILL");
  rmSync(root, { recursive: true, force: true });
});

type Exit = { code: number | null; stdout: string; stderr: string };

/** A Node child with tsx; `ready` resolves on the first stdout line matching it. */
function child(args: string[], env: Record<string, string>, ready?: RegExp) {
  const proc = spawn(process.execPath, ["--import", "tsx", ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.push(proc);
  let stdout = "";
  let stderr = "";
  let onReady: ((m: RegExpMatchArray) => void) | undefined;
  const readyLine = new Promise<RegExpMatchArray>((resolve) => (onReady = resolve));
  proc.stdout.on("data", (d: Buffer) => {
    stdout += d.toString();
    const m = ready && stdout.match(ready);
    if (m) onReady?.(m);
  });
  proc.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
  // a start that is not refused would serve on: stopped, so that the test fails instead of hanging
  const limit = setTimeout(() => proc.kill("SIGKILL"), 30_000);
  const exit = new Promise<Exit>((resolve) =>
    proc.on("exit", (code) => {
      clearTimeout(limit);
      resolve({ code, stdout, stderr });
    }),
  );
  return { proc, exit, readyLine };
}

/** A short script of the test's own, in a file (a worker thread cannot inherit `--input-type` from `-e`). */
const script = (code: string, env: Record<string, string>, ready?: RegExp) => {
  const file = path.join(root, `script-${++copies}.mjs`);
  writeFileSync(file, code);
  return child([file], env, ready);
};

async function insertNotes(url: string, key: string, from: number, count: number) {
  for (let i = from; i < from + count; i++) {
    const res = await fetch(`${url}/rest/v1/note`, {
      method: "POST",
      headers: { apikey: key, Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
      body: JSON.stringify({ body: `note ${i}` }),
    });
    expect(res.status).toBe(201);
  }
}

async function countNotes(dataDir: string): Promise<number> {
  const engine = await openEngine(loadConfig(noPostgres, overrides(dataDir)));
  try {
    return Number((await engine.query<{ n: number }>("select count(*)::int as n from public.note", [])).rows[0].n);
  } finally {
    await engine.close();
  }
}

const lockOf = (dataDir: string) => JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), "utf8")) as LockHolder;

describe("one server per data directory", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    mkdirSync(migrations, { recursive: true });
    writeFileSync(
      path.join(migrations, "20000101000000_note.sql"),
      "create table public.note (id serial primary key, body text not null);",
    );
    await (await prepareDatabase(loadConfig(noPostgres, overrides(template)))).close();
  }, 120_000);

  it("refuses a second `npm start` in French, naming the running one, which keeps every acknowledged write", async () => {
    const dir = freshDir();
    const first: RunningServer = await startServer(overrides(dir), noPostgres);
    let stopped = false;
    try {
      const key = first.ctx.keys.serviceRoleKey;
      await insertNotes(first.url, key, 0, 20);
      const second = await child(["server/start.ts"], {
        DATA_DIR: dir,
        PORT: "0",
        SKIP_BUILD: "1",
        SEED_SCALE: "none",
        JWT_SECRET: SECRET,
      }).exit;
      expect(second.code).toBe(1);
      expect(second.stdout).not.toContain("Renfort est prêt");
      expect(second.stderr).toContain(
        `Le dossier de données ${dir} est déjà utilisé par une autre instance de Renfort :`,
      );
      expect(second.stderr).toMatch(
        new RegExp(
          `processus ${process.pid}, démarré le \\d\\d/\\d\\d/\\d{4} à \\d\\d:\\d\\d:\\d\\d, à l'écoute sur ${first.url}\\.`,
        ),
      );
      expect(second.stderr).toContain("ce démarrage est refusé");
      expect(second.stderr).toContain(`Que faire : utilisez l'instance en cours (${first.url}), ou arrêtez-la`);
      // the first keeps its lock, and goes on serving and writing
      expect(lockOf(dir).pid).toBe(process.pid);
      await insertNotes(first.url, key, 20, 20);
      stopped = true;
      await first.close();
    } finally {
      if (!stopped) await first.close();
    }
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    expect(await countNotes(dir)).toBe(40);
  });

  it("takes over the lock a server killed with kill -9 left, and the data opens", async () => {
    const dir = freshDir();
    const server = script(
      `const { startServer } = await import(${JSON.stringify(path.join(ROOT, "server/main.ts"))});
       const s = await startServer(JSON.parse(process.env.OVERRIDES), { ...process.env, DATABASE_URL: "" });
       console.log("PRÊT " + s.url);`,
      { OVERRIDES: JSON.stringify(overrides(dir)) },
      /PRÊT (\S+)\n/,
    );
    const url = (
      await Promise.race([server.readyLine, server.exit.then((e) => Promise.reject(new Error(e.stderr)))])
    )[1];
    const { serviceRoleKey } = await deriveKeys(SECRET);
    await insertNotes(url, serviceRoleKey, 0, 5);
    expect(lockOf(dir)).toMatchObject({ pid: server.proc.pid, url });
    server.proc.kill("SIGKILL");
    await server.exit;
    expect(lockOf(dir).pid).toBe(server.proc.pid);
    const next = await startServer(overrides(dir), noPostgres);
    try {
      expect(lockOf(dir)).toMatchObject({ pid: process.pid, url: next.url });
      const res = await fetch(`${next.url}/rest/v1/note?select=body&order=id`, {
        headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
      });
      expect(await res.json()).toEqual([0, 1, 2, 3, 4].map((i) => ({ body: `note ${i}` })));
    } finally {
      await next.close();
    }
  });
});

describe("the data directory's lock", { timeout: 30_000 }, () => {
  it("lets exactly one of several starts at the same instant win, over a stale lock", async () => {
    const dir = path.join(root, "race");
    mkdirSync(dir);
    // the stale lock makes each one go through the takeover as well as the creation
    const dead = script("", {});
    await dead.exit;
    writeFileSync(
      path.join(dir, LOCK_FILE),
      JSON.stringify({ pid: dead.proc.pid, hostname: os.hostname(), startedAt: new Date().toISOString() }),
    );
    const at = Date.now() + 2_000;
    const racers = Array.from({ length: 4 }, () =>
      script(
        `const { lockDataDir } = await import(${JSON.stringify(path.join(import.meta.dirname, "data-dir-lock.ts"))});
         while (Date.now() < ${at});
         try { lockDataDir(process.env.DIR); console.log("GAGNÉ"); setInterval(() => {}, 1000); }
         catch (e) { console.log(e.name); process.exit(3); }`,
        { DIR: dir },
        /GAGNÉ/,
      ),
    );
    // each one either holds the lock (and keeps it) or was refused
    const outcomes = await Promise.all(
      racers.map((r) => Promise.race([r.readyLine.then(() => "won"), r.exit.then((e) => e.stdout.trim())])),
    );
    for (const r of racers) r.proc.kill("SIGKILL");
    expect(outcomes.filter((o) => o === "won")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "DataDirInUseError")).toHaveLength(3);
  });

  it("never removes the lock another start took between its judging a lock stale and removing it", () => {
    const dir = path.join(root, "takeover");
    mkdirSync(dir);
    const file = path.join(dir, LOCK_FILE);
    writeFileSync(
      file,
      JSON.stringify({ pid: 999_999_999, hostname: os.hostname(), startedAt: new Date().toISOString() }),
    );
    let other: ReturnType<typeof lockDataDir> | undefined;
    expect(() => lockDataDir(dir, { beforeTakeover: () => (other ??= lockDataDir(dir)) })).toThrow(DataDirInUseError);
    expect(other).toBeDefined();
    expect(lockOf(dir).pid).toBe(process.pid);
    other?.release();
    expect(existsSync(file)).toBe(false);
  });

  it("tells a reused pid from the holder, and refuses a holder on another machine, naming it", () => {
    const dir = path.join(root, "holders");
    mkdirSync(dir);
    const file = path.join(dir, LOCK_FILE);
    const startedAt = "2026-05-12T08:30:00.000Z";
    // a live process that is not the holder: its pid, another start time (Linux only tells them apart)
    if (existsSync("/proc/self/stat")) {
      writeFileSync(
        file,
        JSON.stringify({ pid: process.ppid, hostname: os.hostname(), startedAt, processStart: "x:1" }),
      );
      lockDataDir(dir).release();
      expect(existsSync(file)).toBe(false);
    }
    writeFileSync(file, JSON.stringify({ pid: 4242, hostname: "poste-compta", startedAt, command: "npm start" }));
    let refused: unknown;
    try {
      lockDataDir(dir);
    } catch (e) {
      refused = e;
    }
    expect(refused).toBeInstanceOf(DataDirInUseError);
    expect((refused as Error).message).toContain(
      "npm start, processus 4242 sur la machine « poste-compta », démarré le 12/05/2026 à",
    );
    expect((refused as Error).message).toContain(`Si ce processus ne tourne plus, supprimez ${file}`);
    // this process itself: a second engine on the directory is refused too
    rmSync(file);
    const mine = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    mine.release();
    expect(existsSync(file)).toBe(false);
  });
});
