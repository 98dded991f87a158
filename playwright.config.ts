// End-to-end suite: Debian's Chromium, its headless shell (never a downloaded browser), against the real server
// (`npm start`'s entry point) on a free port, with a throwaway data directory seeded on start.
// The "setup" project signs every demo account in once and saves the sessions
// (tests/e2e/support/sign-in.setup.ts); each spec file then starts on the demo seed, reset
// through the server's /_dev/reset (DEV_RESET=1). One database for all: one worker.
import { defineConfig, devices } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { findChromium } from "./scripts/chromium.ts";

/** Chosen once in the main process; workers inherit the environment. */
const freePort = (): string =>
  spawnSync(
    process.execPath,
    [
      "-e",
      "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
    ],
    {
      encoding: "utf8",
    },
  ).stdout.trim();

/** E2E_BASE_URL runs the suite against a server already running (no server started). */
const external = process.env.E2E_BASE_URL;
if (!external) {
  process.env.E2E_PORT ??= freePort();
  if (!process.env.E2E_DATA_DIR) {
    const dataDir = mkdtempSync(path.join(tmpdir(), "renfort-e2e-"));
    process.env.E2E_DATA_DIR = dataDir;
    // The main process exits after the server is stopped: the throwaway database goes with it.
    process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
  }
}

const port = process.env.E2E_PORT;
const baseURL = external ?? `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // a CI machine has 2 cores, and a step of a loaded machine can take twice as long as alone
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    // no opening animations (the app honours the setting): a click lands where the button is
    reducedMotion: "reduce",
    // a trace records every action's snapshots: on every test it cost a third of the suite's
    // time, so only a failed test's retry records one
    trace: "on-first-retry",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "setup", testMatch: /support\/sign-in\.setup\.ts$/ },
    {
      name: "chromium",
      dependencies: ["setup"],
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: findChromium({ headlessShell: true }) ?? "/usr/bin/chromium-headless-shell",
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--disable-quic",
          ],
        },
      },
    },
  ],
  webServer: external
    ? undefined
    : {
        // server/start.ts over a throwaway native PostgreSQL when there is one (the file says why)
        command: "node --import tsx tests/e2e/support/web-server.ts",
        url: `${baseURL}/auth/v1/health`,
        env: {
          PORT: port as string,
          HOST: "127.0.0.1",
          DATA_DIR: process.env.E2E_DATA_DIR as string,
          DEV_RESET: "1",
          // the specs' rows keep the status the seed gives them
          SCHEDULED_JOBS_INTERVAL: "0",
          PUBLIC_URL: baseURL,
        },
        // the build, the migrations and the seed, on a slow CI machine
        timeout: 600_000,
        reuseExistingServer: false,
        // SIGTERM, not SIGKILL: the server closes and stops its PostgreSQL cluster
        gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
        stdout: "pipe",
        stderr: "pipe",
      },
});
