// Time from navigation to the first table rows of a screen, in Debian's Chromium driven by
// Playwright, signed in once through the login page. The moment is recorded in the page by a
// MutationObserver (installed before any script runs), on the navigation's own clock:
// performance.now() counts from the navigation start.
import { chromium, type Browser, type Page } from "@playwright/test";
import { existsSync, readFileSync, statSync } from "node:fs";
import { gzipSync } from "node:zlib";
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

/** One cold sample: what the first screen costs a signed-in user whose browser cache is empty. */
export type ColdSample = {
  /** navigation → first table rows of `path`, ms */
  firstRows: number;
  /** sider click → first rows of the other list, ms */
  siderClick: number;
  /** gzipped bytes of the scripts loaded before the first rows (their build-time .gz copies) */
  jsGzip: number;
  /** script files loaded before the first rows */
  jsFiles: number;
  /** API requests (REST, auth, functions, /api) issued before the list read */
  apiBeforeList: number;
  /** API requests before the first rows, the list read included */
  apiBeforeRows: number;
  /** the list read's start, ms after navigation */
  listReadAt: number;
};

const API_PATH = /^\/(rest|auth|functions|storage|api)\//;

/**
 * The first screen as a user meets it: a signed-in session restored from its cookies and
 * storage into a fresh browser context (empty HTTP cache), navigation to `path` until its first
 * table rows, then a click on the sider's `siderLink` until the other list's first rows.
 * `listRead` recognises the list's read among the requests (URL path and query).
 */
export async function coldFirstScreen(
  browser: Browser,
  o: { baseURL: string; email: string; password: string; path: string; siderLink: string; siderGroup?: string; listRead: RegExp; distDir: string; runs: number; trace?: boolean },
): Promise<{ samples: ColdSample[]; median: Omit<ColdSample, never> }> {
  const contextOptions = { baseURL: o.baseURL, locale: "fr-FR", timezoneId: "Europe/Paris", viewport: { width: 1440, height: 900 } } as const;
  const login = await browser.newContext(contextOptions);
  let storageState: Awaited<ReturnType<typeof login.storageState>>;
  try {
    const page = await login.newPage();
    await page.goto("/login");
    await page.getByLabel("Adresse e-mail").fill(o.email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(o.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/login"), { timeout: 60_000 });
    await page.locator(ROW).first().waitFor({ timeout: 60_000 }).catch(() => undefined);
    storageState = await login.storageState();
  } finally {
    await login.close();
  }
  const samples: ColdSample[] = [];
  for (let i = 0; i < o.runs; i += 1) {
    const context = await browser.newContext({ ...contextOptions, storageState });
    try {
      const page = await context.newPage();
      await page.addInitScript({ content: FIRST_ROW_PROBE });
      const requests: Array<{ at: number; url: URL; type: string }> = [];
      const origin = new URL(o.baseURL).origin;
      let navStart = 0;
      page.on("request", (r) => {
        const url = new URL(r.url());
        if (url.origin === origin) requests.push({ at: Date.now() - navStart, url, type: r.resourceType() });
      });
      navStart = Date.now();
      await page.goto(o.path);
      await page.waitForFunction(() => window.__firstRowAt !== undefined, undefined, { timeout: 60_000 });
      const firstRows = await page.evaluate(() => window.__firstRowAt as number);
      const rowsWallAt = (await page.evaluate(() => performance.timeOrigin + (window.__firstRowAt as number))) - navStart;
      const before = requests.filter((r) => r.at <= rowsWallAt);
      const scripts = [...new Set(before.filter((r) => r.type === "script").map((r) => r.url.pathname))];
      const jsGzip = scripts.reduce((sum, file) => sum + gzipSize(path.join(o.distDir, file)), 0);
      const listIndex = requests.findIndex((r) => o.listRead.test(r.url.pathname + r.url.search));
      const api = requests.slice(0, listIndex < 0 ? requests.length : listIndex).filter((r) => API_PATH.test(r.url.pathname));
      const apiBeforeRows = before.filter((r) => API_PATH.test(r.url.pathname)).length;
      const siderClick = await timeSiderClick(page, o.siderLink, o.siderGroup);
      const sample: ColdSample = { firstRows, siderClick, jsGzip, jsFiles: scripts.length, apiBeforeList: api.length, apiBeforeRows, listReadAt: listIndex < 0 ? Number.NaN : requests[listIndex].at };
      samples.push(sample);
      if (o.trace) {
        console.log(`Échantillon ${i + 1} : ${JSON.stringify(sample)}`);
        console.log(`  requêtes d'API avant les premières lignes : ${before.filter((r) => API_PATH.test(r.url.pathname)).map((r) => `${r.at} ms ${r.url.pathname}`).join(" ; ")}`);
      }
    } finally {
      await context.close();
    }
  }
  const med = (pick: (s: ColdSample) => number) => figures(samples.map(pick)).p50;
  return {
    samples,
    median: { firstRows: med((s) => s.firstRows), siderClick: med((s) => s.siderClick), jsGzip: med((s) => s.jsGzip), jsFiles: med((s) => s.jsFiles), apiBeforeList: med((s) => s.apiBeforeList), apiBeforeRows: med((s) => s.apiBeforeRows), listReadAt: med((s) => s.listReadAt) },
  };
}

const gzipSize = (file: string): number => {
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return existsSync(file) ? gzipSync(readFileSync(file)).length : 0;
};

// The click's time and the other list's first visible row that was not on screen before it,
// both on the page's clock (a page kept alive by the layout keeps its rows in the document).
const SIDER_PROBE = (link: string) => `
  new Promise((resolve) => {
    const old = new Set(document.querySelectorAll(${JSON.stringify(ROW)}));
    const target = [...document.querySelectorAll(".ant-layout-sider a")].find((a) => a.textContent.trim() === ${JSON.stringify(link)});
    if (!target) throw new Error("lien introuvable dans le menu : " + ${JSON.stringify(link)});
    let clickedAt;
    const check = () => {
      const row = [...document.querySelectorAll(${JSON.stringify(ROW)})].find((r) => !old.has(r) && r.getClientRects().length > 0);
      if (row) { observer.disconnect(); resolve(performance.now() - clickedAt); }
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true, attributes: true });
    clickedAt = performance.now();
    target.click();
  })
`;

async function timeSiderClick(page: Page, link: string, group?: string): Promise<number> {
  // the link's sider group opened first, untimed (a user opens it once)
  const sider = page.locator(".ant-layout-sider");
  if (group && !(await sider.getByRole("link", { name: link, exact: true }).isVisible())) {
    await sider.getByText(group, { exact: true }).click();
    await sider.getByRole("link", { name: link, exact: true }).waitFor();
  }
  return page.evaluate(SIDER_PROBE(link)) as Promise<number>;
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
// talents.bench.ts: BENCH_DATABASE_URL / BENCH_DATA_DIR, BENCH_RENDER_RUNS, BENCH_TRACE;
// BENCH_DIST_DIR, default its own directory, so that it does not rebuild under a concurrent
// `npm run bench:talents`; BENCH_NO_BUILD=1 serves BENCH_DIST_DIR as it is, e.g. a build of
// another version to compare; BENCH_PATH another screen; BENCH_NO_MINIFY=1). The database must
// already hold the `large` seed, or BENCH_SEED=demo: the demo seed in a PGlite directory kept
// between runs (BENCH_DEMO_DIR), seeded on first use — for iterating, not for the README.
async function renderOnly() {
  const { appIsStale } = await import("../../server/build-app.ts");
  const { ROOT } = await import("../../server/config.ts");
  const { startServer } = await import("../../server/main.ts");
  const { DEMO_PASSWORD } = await import("../../supabase/seed/accounts.ts");
  const { benchDatabase } = await import("./large-database.ts");
  const { ms } = await import("./stats.ts");
  const distDir = process.env.BENCH_DIST_DIR ?? path.join(os.tmpdir(), "renfort-bench-first-rows-dist");
  const demo = process.env.BENCH_SEED === "demo";
  const db = demo
    ? { label: "PGlite embarqué, données de démonstration", dataDir: process.env.BENCH_DEMO_DIR ?? path.join(os.tmpdir(), "renfort-bench-demo-db"), databaseUrl: undefined, cleanup: () => undefined }
    : await benchDatabase();
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
      { port: 0, host: "127.0.0.1", dataDir: db.dataDir, databaseUrl: db.databaseUrl, inMemory: false, seed: demo ? "demo" : false, distDir, devMode: false },
      { ...process.env, DATABASE_URL: "", SEED_SCALE: demo ? "demo" : "none" },
    );
    const browser = await launchChromium();
    try {
      const r = await coldFirstScreen(browser, { ...COLD_DEFAULTS, baseURL: server.url, password: DEMO_PASSWORD, distDir, runs: Number(process.env.BENCH_RENDER_RUNS ?? 7), trace: process.env.BENCH_TRACE === "1" });
      console.log(`${db.label} ; charge moyenne ${os.loadavg().map((l) => l.toFixed(2)).join(" / ")}`);
      console.log(coldReport(r, ms));
    } finally {
      await browser.close();
    }
  } finally {
    await server?.close().catch(() => undefined);
    db.cleanup();
  }
}

/** The cold first screen measured by the benchmarks: the talents list, then a click to the companies list. */
export const COLD_DEFAULTS = {
  email: "consultant@renfort.test",
  path: process.env.BENCH_PATH ?? "/talents/list",
  siderLink: "Entreprises",
  siderGroup: "Commercial",
  // the talents list's read: the table, or the text-search function
  listRead: /^\/rest\/v1\/(talent\?|rpc\/talents_)/,
};

export const COLD_TARGETS = { firstRows: 1000, siderClick: 300, jsGzip: 300 * 1024, apiBeforeList: 2 };

export const coldReport = (r: Awaited<ReturnType<typeof coldFirstScreen>>, ms: (n: number) => string): string => {
  const m = r.median;
  const ok = (value: number, target: number) => (value <= target ? "✔" : "✘");
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} Ko`;
  return [
    `| mesure (médiane de ${r.samples.length}, contexte neuf à cache HTTP vide, session restaurée) | médiane | échantillons | cible |`,
    "|---|---|---|---|",
    `| /talents/list → premières lignes (ms) | ${ms(m.firstRows)} | ${r.samples.map((s) => ms(s.firstRows)).join(", ")} | ${ok(m.firstRows, COLD_TARGETS.firstRows)} ≤ ${COLD_TARGETS.firstRows} |`,
    `| clic du menu Talents → Entreprises, premières lignes (ms) | ${ms(m.siderClick)} | ${r.samples.map((s) => ms(s.siderClick)).join(", ")} | ${ok(m.siderClick, COLD_TARGETS.siderClick)} ≤ ${COLD_TARGETS.siderClick} |`,
    `| JS chargé avant les premières lignes (gzip) | ${kb(m.jsGzip)} en ${m.jsFiles} fichiers | ${r.samples.map((s) => kb(s.jsGzip)).join(", ")} | ${ok(m.jsGzip, COLD_TARGETS.jsGzip)} ≤ ${kb(COLD_TARGETS.jsGzip)} |`,
    `| requêtes d'API avant la lecture de la liste | ${m.apiBeforeList} (lecture à ${ms(m.listReadAt)} ms) | ${r.samples.map((s) => s.apiBeforeList).join(", ")} | ${ok(m.apiBeforeList, COLD_TARGETS.apiBeforeList)} ≤ ${COLD_TARGETS.apiBeforeList} |`,
    `| requêtes d'API avant les premières lignes (lecture de la liste comprise) | ${m.apiBeforeRows} | ${r.samples.map((s) => s.apiBeforeRows).join(", ")} | |`,
  ].join("\n");
};

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href)
  renderOnly().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
