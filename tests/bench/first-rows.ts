// Time from navigation to the first table rows of a screen, in Debian's Chromium driven by
// Playwright, signed in once through the login page. The moment is recorded in the page by a
// MutationObserver (installed before any script runs), on the navigation's own clock:
// performance.now() counts from the navigation start.
import { chromium, type Browser } from "@playwright/test";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { findChromium } from "../../scripts/chromium.ts";
import { figures, type Figures } from "./stats.ts";

declare global {
  interface Window {
    __firstRowAt?: number;
    __milestones?: Record<string, number>;
  }
}

const ROW = ".ant-table-tbody tr.ant-table-row";

// Plain text, not a function: tsx would wrap a serialised function's inner helpers in its
// own `__name`, which the page does not have.
const FIRST_ROW_PROBE = `
  new MutationObserver(() => {
    if (window.__firstRowAt === undefined && document.querySelector(${JSON.stringify(ROW)})) window.__firstRowAt = performance.now();
  }).observe(document, { childList: true, subtree: true });
`;

/** Milestones on the way, with BENCH_TRACE or BENCH_PROFILE only: when the first element of each selector appeared. */
const MILESTONES = { spinner: ".ant-spin", layout: ".ant-layout-sider", table: ".ant-table" };
const MILESTONE_PROBE = `
  window.__milestones = {};
  new MutationObserver(() => {
    for (const [name, selector] of Object.entries(${JSON.stringify(MILESTONES)}))
      if (window.__milestones[name] === undefined && document.querySelector(selector)) window.__milestones[name] = performance.now();
  }).observe(document, { childList: true, subtree: true });
`;

export async function launchChromium(): Promise<Browser> {
  const executablePath = findChromium({ installIfRoot: true });
  if (!executablePath) throw new Error("Chromium introuvable (paquet Debian « chromium » ou CHROMIUM_PATH).");
  return chromium.launch({
    executablePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
  });
}

export async function timeFirstRows(
  browser: Browser,
  o: { baseURL: string; email: string; password: string; path: string; runs: number; trace?: boolean; profile?: boolean },
): Promise<Figures & { runs: number[]; cpu: number[] }> {
  const context = await browser.newContext({ baseURL: o.baseURL, locale: "fr-FR", timezoneId: "Europe/Paris", viewport: { width: 1440, height: 900 } });
  try {
    const login = await context.newPage();
    await login.goto("/login");
    await login.getByLabel("Adresse e-mail").fill(o.email);
    await login.getByLabel("Mot de passe", { exact: true }).fill(o.password);
    await login.getByRole("button", { name: "Se connecter" }).click();
    await login.waitForURL((url) => !url.pathname.startsWith("/login"), { timeout: 60_000 });
    await login.close();
    const durations: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < o.runs; i += 1) {
      const page = await context.newPage();
      // the renderer's own CPU time (Chrome's TaskDuration), to tell work from waiting on a busy machine
      const cdp = await context.newCDPSession(page);
      await cdp.send("Performance.enable");
      if (o.profile) {
        await cdp.send("Profiler.enable");
        await cdp.send("Profiler.start");
      }
      await page.addInitScript({ content: FIRST_ROW_PROBE });
      if (o.trace || o.profile) await page.addInitScript({ content: MILESTONE_PROBE });
      const requests: Array<[number, string]> = [];
      if (o.trace) page.on("requestfinished", (r) => {
        const t = r.timing();
        requests.push([t.startTime, `+${t.responseEnd.toFixed(0)} ms ${r.method()} ${r.url().replace(o.baseURL, "").slice(0, 120)}`]);
      });
      await page.goto(o.path);
      await page.waitForFunction(() => window.__firstRowAt !== undefined, undefined, { timeout: 60_000 }).catch(async (e: unknown) => {
        const shot = path.join(os.tmpdir(), "renfort-bench-first-rows.png");
        await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
        const state = await page.evaluate((selector) => [document.querySelectorAll(selector).length, window.__firstRowAt, location.href], ROW).catch(() => null);
        throw new Error(`aucune ligne sur ${o.path} après 60 s (capture : ${shot}, état : ${JSON.stringify(state)})`, { cause: e });
      });
      durations.push(await page.evaluate(() => window.__firstRowAt as number));
      const { metrics } = await cdp.send("Performance.getMetrics");
      if (o.profile) {
        // the profile's clock (TimeTicks, Chrome's "Timestamp" metric) against the page's performance.now()
        const ticksMs = 1000 * (metrics.find((m) => m.name === "Timestamp")?.value ?? Number.NaN);
        const offset = ticksMs - (await page.evaluate(() => performance.now()));
        const { profile } = await cdp.send("Profiler.stop");
        const marks = { ...((await page.evaluate(() => window.__milestones)) ?? {}), rows: durations[i] };
        const bounds: Array<[string, number]> = [["navigation", 0], ...Object.entries(marks).sort((a, b) => a[1] - b[1])];
        console.log(`Navigation ${i + 1} — fonctions les plus coûteuses (temps propre) :\n  ${topFunctions(profile).join("\n  ")}`);
        for (let b = 1; b < bounds.length; b += 1)
          console.log(`  entre ${bounds[b - 1][0]} (${bounds[b - 1][1].toFixed(0)} ms) et ${bounds[b][0]} (${bounds[b][1].toFixed(0)} ms) :\n    ${topFunctions(profile, [bounds[b - 1][1] + offset, bounds[b][1] + offset]).join("\n    ")}`);
      }
      cpu.push(1000 * (metrics.find((m) => m.name === "TaskDuration")?.value ?? Number.NaN));
      if (o.trace) {
        const start = Math.min(...requests.map(([at]) => at));
        const lines = requests.sort((a, b) => a[0] - b[0]).map(([at, line]) => `${(at - start).toFixed(0).padStart(5)} ms ${line}`);
        const milestones = Object.entries((await page.evaluate(() => window.__milestones)) ?? {}).map(([name, at]) => `${name} ${at.toFixed(0)} ms`);
        console.log(`Navigation ${i + 1} (premières lignes à ${durations[i].toFixed(0)} ms ; ${milestones.join(", ")}) — requêtes (début, durée) :\n  ${lines.join("\n  ")}`);
      }
      await page.close();
    }
    return { ...figures(durations), runs: durations, cpu };
  } finally {
    await context.close();
  }
}

type CpuProfile = { nodes: Array<{ id: number; children?: number[]; callFrame: { functionName: string; url: string; lineNumber: number } }>; startTime: number; samples?: number[]; timeDeltas?: number[] };

/**
 * Self time per function of a CDP CPU profile, the largest (BENCH_PROFILE_TOP, default 15), within
 * `window` (ms on the profile's clock) if given, after a line with the busy total and the costliest files.
 */
function topFunctions(profile: CpuProfile, window?: [number, number], top = Number(process.env.BENCH_PROFILE_TOP ?? 15)): string[] {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const parentOf = new Map<number, number>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parentOf.set(child, n.id);
  const keyOf = (id: number) => {
    const frame = byNode.get(id);
    return frame ? `${frame.functionName || "(anonyme)"} ${frame.url.split("/").pop() ?? ""}:${frame.lineNumber}` : "?";
  };
  // BENCH_PROFILE_INCLUSIVE=1: each function's time with its callees (its frames once per sample)
  const inclusive = process.env.BENCH_PROFILE_INCLUSIVE === "1";
  const self = new Map<string, number>();
  let at = profile.startTime;
  (profile.samples ?? []).forEach((id, i) => {
    at += profile.timeDeltas?.[i] ?? 0;
    if (window && (at / 1000 < window[0] || at / 1000 > window[1])) return;
    const keys = new Set([keyOf(id)]);
    if (inclusive) for (let node = parentOf.get(id); node !== undefined; node = parentOf.get(node)) keys.add(keyOf(node));
    for (const key of keys) self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000);
  });
  const busy = [...self.entries()].filter(([key]) => !key.startsWith("(idle)")).reduce((sum, [, ms]) => sum + ms, 0);
  const byFile = new Map<string, number>();
  const fileOf = (key: string) => (key.split(" ").pop() ?? "").split(":")[0];
  if (!inclusive) for (const [key, ms] of self) if (!key.startsWith("(")) byFile.set(fileOf(key), (byFile.get(fileOf(key)) ?? 0) + ms);
  const files = [...byFile.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([file, ms]) => `${file} ${ms.toFixed(0)}`).join(", ");
  const head = inclusive ? "  (temps inclusifs : chaque fonction avec ses appelées)" : `${busy.toFixed(0).padStart(6)} ms  occupé, dont par fichier (ms) : ${files}`;
  return [head, ...[...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top).map(([key, ms]) => `${ms.toFixed(0).padStart(6)} ms  ${key}`)];
}

// Only this part: `node --import tsx tests/bench/first-rows.ts` (same environment as
// talents.bench.ts: BENCH_DATABASE_URL / BENCH_DATA_DIR, BENCH_RENDER_RUNS, BENCH_TRACE,
// BENCH_PROFILE; BENCH_DIST_DIR, default its own directory, so that it does not rebuild under
// a concurrent `npm run bench:talents`; BENCH_NO_BUILD=1 serves BENCH_DIST_DIR as it is, e.g. a
// build of another version to compare; BENCH_PATH another screen; BENCH_NO_MINIFY=1). The
// database must already hold the `large` seed.
async function renderOnly() {
  const { appIsStale } = await import("../../server/build-app.ts");
  const { ROOT } = await import("../../server/config.ts");
  const { startServer } = await import("../../server/main.ts");
  const { DEMO_PASSWORD } = await import("../../supabase/seed/accounts.ts");
  const { benchDatabase } = await import("./large-database.ts");
  const { ms } = await import("./stats.ts");
  const distDir = process.env.BENCH_DIST_DIR ?? path.join(os.tmpdir(), "renfort-bench-first-rows-dist");
  const db = await benchDatabase();
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    if (process.env.BENCH_NO_BUILD !== "1" && appIsStale(distDir)) {
      const t0 = Date.now();
      const { build } = await import("vite");
      // BENCH_NO_MINIFY=1: readable function names in BENCH_PROFILE's list (use its own BENCH_DIST_DIR)
      await build({ root: ROOT, logLevel: "error", build: { outDir: distDir, emptyOutDir: true, ...(process.env.BENCH_NO_MINIFY === "1" ? { minify: false } : {}) } });
      console.log(`build de production en ${((Date.now() - t0) / 1000).toFixed(0)} s (${distDir})`);
    }
    server = await startServer(
      { port: 0, host: "127.0.0.1", dataDir: db.dataDir, databaseUrl: db.databaseUrl, inMemory: false, seed: false, distDir, devMode: false },
      { ...process.env, DATABASE_URL: "", SEED_SCALE: "none" },
    );
    const browser = await launchChromium();
    try {
      const r = await timeFirstRows(browser, {
        baseURL: server.url, email: "consultant@renfort.test", password: DEMO_PASSWORD, path: process.env.BENCH_PATH ?? "/talents/list",
        runs: Number(process.env.BENCH_RENDER_RUNS ?? 5), trace: process.env.BENCH_TRACE === "1", profile: process.env.BENCH_PROFILE === "1",
      });
      console.log(`${db.label} ; charge moyenne ${os.loadavg().map((l) => l.toFixed(2)).join(" / ")}`);
      console.log(`premières lignes : p50 ${ms(r.p50)} ms, max ${ms(r.max)} ms ; navigations ${r.runs.map(ms).join(", ")} ; CPU ${r.cpu.map(ms).join(", ")}`);
    } finally {
      await browser.close();
    }
  } finally {
    await server?.close().catch(() => undefined);
    db.cleanup();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href)
  renderOnly().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
