// The end-to-end tail's server, started by `npm test` as soon as the build it serves is made,
// instead of by the tail's Playwright when the tail begins: its migrations, seed and the demo's
// documents (≈ 1 minute of work on a busy machine) then run while both lanes are busy, not
// while the tail alone leaves a core idle at the end of the run. The tail runs against it as an
// external server (E2E_BASE_URL, playwright.config.ts); if it did not come up, the tail starts
// its own as before.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { E2E_SERVER_ENTRY, e2eServerEnv } from "../tests/e2e/support/server-env.ts";
import { freePort } from "../tests/support/free-port.ts";
import { readProcessCpu } from "./cpu-meter.ts";

const UP_WITHIN_MS = 10 * 60_000;

export type TailServer = {
  /** starts it (once); the build must be made */
  start(): void;
  /** its base URL once it answers, undefined if it was not started or did not come up */
  ready(): Promise<string | undefined>;
  /** stops it (its PostgreSQL with it) and removes its data; the processor time it used, when /proc tells */
  stop(): Promise<number | undefined>;
};

export function tailServer(): TailServer {
  let child: ChildProcess | undefined;
  let up: Promise<string | undefined> = Promise.resolve(undefined);
  let dataDir: string | undefined;
  let exited = false;
  let cpuWhenHalted: number | undefined;
  /** stops the server if it runs; its processor seconds until then */
  const halt = async (): Promise<number | undefined> => {
    if (!child?.pid || exited) return undefined;
    const cpuSeconds = readProcessCpu(child.pid);
    // SIGTERM: the server closes and stops its PostgreSQL cluster (web-server.ts)
    const gone = new Promise((r) => child?.once("exit", r));
    child.kill("SIGTERM");
    await Promise.race([gone, new Promise((r) => setTimeout(r, 15_000))]);
    if (!exited) child.kill("SIGKILL");
    return cpuSeconds;
  };
  return {
    start() {
      if (child) return;
      dataDir = mkdtempSync(path.join(os.tmpdir(), "renfort-e2e-tail-"));
      const dir = dataDir;
      up = (async () => {
        const url = `http://127.0.0.1:${await freePort()}`;
        child = spawn(process.execPath, E2E_SERVER_ENTRY, {
          env: { ...process.env, ...e2eServerEnv(url, dir) },
          stdio: "ignore",
        });
        child.on("exit", () => (exited = true));
        for (const until = Date.now() + UP_WITHIN_MS; Date.now() < until && !exited;) {
          const ok = await fetch(`${url}/auth/v1/health`).then(
            (r) => r.ok,
            () => false,
          );
          if (ok) return url;
          await new Promise((r) => setTimeout(r, 1_000));
        }
        console.log("\n⚠ Le serveur préparé pour la queue de l'end-to-end n'a pas démarré : elle démarre le sien.");
        // given up: it would only take processor time from the stages still running
        cpuWhenHalted = await halt();
        return undefined;
      })();
    },
    ready: () => up,
    async stop() {
      const cpuSeconds = await halt();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      return cpuSeconds ?? cpuWhenHalted;
    },
  };
}
