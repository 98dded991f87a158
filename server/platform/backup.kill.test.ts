// A real `npm start` process killed with SIGKILL in the middle of a backup (server/platform/backup.ts):
// the backup taken before it (`npm run db:backup`, asked of the running server) restores
// (`npm run db:restore`) into a fresh directory holding every write acknowledged before it, and the
// killed backup left no file that looks complete (at most its temporary file, which the next
// backup removes: backup.test.ts). Without the demo seed, and without restarting the killed
// directory (PGlite's recovery after a kill: document-worker.kill.test.ts), to stay short.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { deriveKeys } from "../jwt.ts";
import { listBackups } from "./backup.ts";
import { freePort } from "../../tests/support/free-port.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SECRET = "renfort-backup-kill-test-secret-32-characters-at-least";

const envFor = (dataDir: string, port: number): NodeJS.ProcessEnv => ({
  ...process.env,
  PORT: String(port),
  HOST: "127.0.0.1",
  PUBLIC_URL: "",
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  BACKUP_DIR: "",
  JWT_SECRET: SECRET,
  SKIP_BUILD: "1",
  SEED_SCALE: "none",
  SCHEDULED_JOBS_INTERVAL: "0",
  DOCUMENT_WORKER_INTERVAL: "0",
  BACKUP_ENABLED: "0",
});

/** Runs a CLI script to its end: exit code and output. */
const cli = (script: string, args: string[], env: NodeJS.ProcessEnv) =>
  new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", script, ...args], { cwd: ROOT, env });
    let out = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (out += c.toString()));
    child.on("exit", (code) => resolve({ code, out }));
  });

describe("a backup killed mid-way", () => {
  const dirs = [
    mkdtempSync(path.join(os.tmpdir(), "renfort-backup-kill-")),
    mkdtempSync(path.join(os.tmpdir(), "renfort-restored-")),
  ];
  const [dataDir, restoredDir] = dirs;
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const c of children) c.kill("SIGKILL");
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it("loses nothing: the last complete backup restores every acknowledged write", async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const { serviceRoleKey } = await deriveKeys(SECRET);
    const headers = { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` };
    const start = async (dir: string) => {
      const proc = spawn(process.execPath, ["--import", "tsx", "server/start.ts"], {
        cwd: ROOT,
        env: envFor(dir, port),
        stdio: ["ignore", "ignore", "pipe"],
      });
      children.push(proc);
      let errors = "";
      proc.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
      for (const until = Date.now() + 180_000; Date.now() < until;) {
        if (proc.exitCode !== null) throw new Error(`le serveur s'est arrêté : ${errors}`);
        if (
          await fetch(`${url}/auth/v1/health`).then(
            (r) => r.ok,
            () => false,
          )
        )
          return proc;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`serveur pas prêt : ${errors}`);
    };
    const stop = async (proc: ChildProcess, signal: NodeJS.Signals) => {
      const exited = new Promise((r) => proc.once("exit", r));
      proc.kill(signal);
      await exited;
    };
    let n = 0;
    /** Writes `count` rows one by one; returns those the server acknowledged. */
    const write = async (count: number) => {
      const acked: string[] = [];
      for (let i = 0; i < count; i++) {
        const value = `v${String(++n).padStart(4, "0")}`;
        const res = await fetch(`${url}/rest/v1/enum_label`, {
          method: "POST",
          headers: { ...headers, "Content-Type": "application/json", Prefer: "return=minimal" },
          body: JSON.stringify({ enum_name: "backup_kill_test", value, label: value, position: n }),
        }).catch(() => null);
        if (res?.status === 201) acked.push(value);
      }
      return acked;
    };
    const present = async () => {
      const res = await fetch(`${url}/rest/v1/enum_label?enum_name=eq.backup_kill_test&select=value&order=value`, {
        headers,
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as Array<{ value: string }>).map((r) => r.value);
    };
    const backups = path.join(dataDir, "backups");

    let server = await start(dataDir);
    // POST /_backup: the service key, from this machine, never a browser nor through a proxy
    const refusedBackup = async (h: Record<string, string>) =>
      (await fetch(`${url}/_backup`, { method: "POST", headers: h })).status;
    expect(await refusedBackup({ apikey: "x", Authorization: "Bearer x" })).toBe(401);
    expect(await refusedBackup({ ...headers, Origin: url })).toBe(404);
    expect(await refusedBackup({ ...headers, "X-Forwarded-For": "203.0.113.7" })).toBe(404);
    const beforeBackup = await write(15);
    expect(beforeBackup).toHaveLength(15);
    // `npm run db:backup` while the server runs: the server takes it
    const first = await cli("server/cli/db-backup.ts", [], envFor(dataDir, port));
    expect(first.out).toContain("prend la sauvegarde");
    expect(first.code, first.out).toBe(0);
    const complete = listBackups(backups);
    expect(complete).toHaveLength(1);
    expect(first.out).toContain(complete[0].name);

    // more acknowledged writes, then a second backup killed once its temporary file exists
    const afterBackup = await write(10);
    expect(afterBackup).toHaveLength(10);
    const asked = fetch(`${url}/_backup`, { method: "POST", headers }).catch(() => null);
    const during = write(1000);
    for (const until = Date.now() + 60_000; Date.now() < until;) {
      if (readdirSync(backups).some((f) => f.endsWith(".tmp"))) break;
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(
      readdirSync(backups).filter((f) => f.endsWith(".tmp")),
      "killed while the backup is written",
    ).toHaveLength(1);
    await stop(server, "SIGKILL");
    expect(await asked).toBeNull();
    await during;
    // no file that looks complete besides the first backup
    expect(listBackups(backups).map((f) => f.name)).toEqual([complete[0].name]);

    // `npm run db:restore` of the last complete backup into a fresh directory
    const restored = await cli(
      "server/cli/db-restore.ts",
      [path.join(backups, complete[0].name)],
      envFor(restoredDir, port),
    );
    expect(restored.code, restored.out).toBe(0);
    expect(restored.out).toContain("la base répond");
    server = await start(restoredDir);
    expect(await present()).toEqual(beforeBackup);
    // the database is sound: its own rows read, a new write taken
    const labels = await fetch(`${url}/rest/v1/enum_label?enum_name=eq.document_job_status&select=value`, { headers });
    expect(((await labels.json()) as unknown[]).length).toBe(4);
    expect(await write(1)).toHaveLength(1);
    // refused while a server runs on the directory
    const refused = await cli(
      "server/cli/db-restore.ts",
      [path.join(backups, complete[0].name)],
      envFor(restoredDir, port),
    );
    expect(refused.code).toBe(1);
    expect(refused.out).toContain("Restauration refusée : un serveur Renfort tourne sur");
    await stop(server, "SIGTERM");
  }, 300_000);
});
