// End-to-end suite: Debian's Chromium, its headless shell (never a downloaded browser), against the real server
// (`npm start`'s entry point) on free ports, with throwaway data directories seeded on start.
// One worker per two cores (E2E_WORKERS to choose), each with its own server and database: a spec
// file resets its server's database before its first test, so files run side by side without
// reading each other's rows. A worker keeps ≈ 1.5 cores busy (Chromium's renderer, the server,
// PostgreSQL): on a 2-core machine a second one made the tests slower, not the suite shorter
// (docs/performance/test-suite.md).
// The "setup" project signs every demo account in once on every server and saves the sessions
// (tests/e2e/support/sign-in.setup.ts); each spec file then starts on the demo seed, reset
// through the server's /_dev/reset (DEV_RESET=1).
import { defineConfig, devices } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { freePortSync } from "./tests/support/free-port.ts";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { findChromium } from "./scripts/chromium.ts";
import { appIsStale, hasAppSources } from "./server/build-app.ts";
import { e2ePart, partFilter } from "./tests/e2e/parts.ts";
import { E2E_SERVER_ENTRY, e2eServerEnv } from "./tests/e2e/support/server-env.ts";
import { serverUrls } from "./tests/e2e/support/servers.ts";

/** E2E_BASE_URL runs the suite against a server already running (no server started, one worker). */
const external = process.env.E2E_BASE_URL;
const isMainProcess = process.env.TEST_WORKER_INDEX === undefined;
const serverCount = external
  ? 1
  : Math.max(1, Number(process.env.E2E_WORKERS) || Math.floor(availableParallelism() / 2));
if (!external && !process.env.E2E_BASE_URLS) {
  // chosen once in the main process; workers inherit the environment
  const ports = Array.from({ length: serverCount }, freePortSync);
  process.env.E2E_BASE_URLS = ports.map((p) => `http://127.0.0.1:${p}`).join(",");
  process.env.E2E_DATA_DIRS = ports
    .map(() => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "renfort-e2e-"));
      // The main process exits after the servers are stopped: the throwaway databases go with it.
      process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
      return dataDir;
    })
    .join(",");
  // The servers start side by side and serve dist/: built here once, not by each of them.
  if (isMainProcess && hasAppSources() && appIsStale(path.resolve(import.meta.dirname, "dist"))) {
    const built = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
    if (built.status !== 0) throw new Error("vite build a échoué : le serveur de l'end-to-end n'a rien à servir.");
  }
}

const baseURLs = external ? [external] : serverUrls();
const dataDirs = (process.env.E2E_DATA_DIRS ?? "").split(",");

/** One server of the suite: the first is waited for by Playwright, the others by the setup project. */
const webServer = (baseURL: string, index: number) => ({
  // server/start.ts over a throwaway native PostgreSQL when there is one (the file says why)
  command: ["node", ...E2E_SERVER_ENTRY].join(" "),
  ...(index === 0 ? { url: `${baseURL}/auth/v1/health` } : {}),
  env: e2eServerEnv(baseURL, dataDirs[index] as string),
  // the migrations and the seed, on a slow CI machine
  timeout: 600_000,
  reuseExistingServer: false,
  // SIGTERM, not SIGKILL: the server closes and stops its PostgreSQL cluster
  gracefulShutdown: { signal: "SIGTERM" as const, timeout: 15_000 },
  stdout: "pipe" as const,
  stderr: "pipe" as const,
});

/** npm test's two parts of the suite (tests/e2e/parts.ts), each with its own results and report. */
const part = e2ePart(process.env.E2E_PART);

export default defineConfig({
  testDir: "tests/e2e",
  ...partFilter(part),
  outputDir: part ? `test-results/${part}` : "test-results",
  // a spec file stays on one worker (its tests share the reset database, in order)
  fullyParallel: false,
  workers: baseURLs.length,
  retries: process.env.CI ? 1 : 0,
  // a CI machine has 2 cores, and npm test runs the other suites beside this one (scripts/test.ts):
  // a step can take twice as long as alone
  timeout: process.env.CI ? 90_000 : 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [["list"], ["html", { open: "never", outputFolder: part ? `playwright-report/${part}` : "playwright-report" }]]
    : "list",
  // the files that took longest, printed at the end: a spec that grows names itself
  reportSlowTests: { max: 8, threshold: 60_000 },
  use: {
    // the first server's; tests/e2e/fixtures.ts gives each worker its own
    baseURL: baseURLs[0],
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
  // Playwright starts them in this order and waits for each that has a URL: the first last, so
  // that all of them migrate and seed at the same time
  webServer: external ? undefined : baseURLs.map(webServer).reverse(),
});
