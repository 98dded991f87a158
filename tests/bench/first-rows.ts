// The first screen as a signed-in user meets it, in Debian's Chromium driven by Playwright: a
// session restored from cookies and storage into a fresh browser context (empty HTTP cache)
// per sample. The first rows' moment is recorded in the page by a MutationObserver (installed
// before any script runs), on the navigation's own clock: performance.now() counts from the
// navigation start.
import { chromium, type Browser, type Page } from "@playwright/test";
import { existsSync, readFileSync, statSync } from "node:fs";
import { gzipSync } from "node:zlib";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { findChromium } from "../../scripts/chromium.ts";
import { figures } from "./stats.ts";

declare global {
  interface Window {
    __firstRowAt?: number;
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

export async function launchChromium(): Promise<Browser> {
  const executablePath = findChromium({ installIfRoot: true });
  if (!executablePath) throw new Error("Chromium introuvable (paquet Debian « chromium » ou CHROMIUM_PATH).");
  return chromium.launch({
    executablePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
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
  o: {
    baseURL: string;
    email: string;
    password: string;
    path: string;
    siderLink: string;
    siderGroup?: string;
    listRead: RegExp;
    distDir: string;
    runs: number;
    trace?: boolean;
  },
): Promise<{ samples: ColdSample[]; median: Omit<ColdSample, never> }> {
  const contextOptions = {
    baseURL: o.baseURL,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    viewport: { width: 1440, height: 900 },
  } as const;
  const login = await browser.newContext(contextOptions);
  let storageState: Awaited<ReturnType<typeof login.storageState>>;
  try {
    const page = await login.newPage();
    await page.goto("/login");
    await page.getByLabel("Adresse e-mail").fill(o.email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(o.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/login"), { timeout: 60_000 });
    await page
      .locator(ROW)
      .first()
      .waitFor({ timeout: 60_000 })
      .catch(() => undefined);
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
      const rowsWallAt =
        (await page.evaluate(() => performance.timeOrigin + (window.__firstRowAt as number))) - navStart;
      const before = requests.filter((r) => r.at <= rowsWallAt);
      const scripts = [...new Set(before.filter((r) => r.type === "script").map((r) => r.url.pathname))];
      const jsGzip = scripts.reduce((sum, file) => sum + gzipSize(path.join(o.distDir, file)), 0);
      const listIndex = requests.findIndex((r) => o.listRead.test(r.url.pathname + r.url.search));
      const api = requests
        .slice(0, listIndex < 0 ? requests.length : listIndex)
        .filter((r) => API_PATH.test(r.url.pathname));
      const apiBeforeRows = before.filter((r) => API_PATH.test(r.url.pathname)).length;
      const siderClick = await timeSiderClick(page, o.siderLink, o.siderGroup);
      const sample: ColdSample = {
        firstRows,
        siderClick,
        jsGzip,
        jsFiles: scripts.length,
        apiBeforeList: api.length,
        apiBeforeRows,
        listReadAt: listIndex < 0 ? Number.NaN : requests[listIndex].at,
      };
      samples.push(sample);
      if (o.trace) {
        console.log(`Échantillon ${i + 1} : ${JSON.stringify(sample)}`);
        console.log(
          `  requêtes d'API avant les premières lignes : ${before
            .filter((r) => API_PATH.test(r.url.pathname))
            .map((r) => `${r.at} ms ${r.url.pathname}`)
            .join(" ; ")}`,
        );
        const sized = scripts.map((file) => ({ file, gz: gzipSize(path.join(o.distDir, file)) }));
        for (const { file, gz } of sized.sort((a, b) => b.gz - a.gz)) {
          console.log(`  ${(gz / 1024).toFixed(1)} Ko gzip  ${file}`);
        }
      }
    } finally {
      await context.close();
    }
  }
  const med = (pick: (s: ColdSample) => number) => figures(samples.map(pick)).p50;
  return {
    samples,
    median: {
      firstRows: med((s) => s.firstRows),
      siderClick: med((s) => s.siderClick),
      jsGzip: med((s) => s.jsGzip),
      jsFiles: med((s) => s.jsFiles),
      apiBeforeList: med((s) => s.apiBeforeList),
      apiBeforeRows: med((s) => s.apiBeforeRows),
      listReadAt: med((s) => s.listReadAt),
    },
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

// Only this part: `node --import tsx tests/bench/first-rows.ts` (same environment as
// talents.bench.ts: BENCH_DATABASE_URL / BENCH_DATA_DIR, BENCH_RENDER_RUNS (default 7), BENCH_TRACE;
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
    ? {
        label: "PGlite embarqué, données de démonstration",
        dataDir: process.env.BENCH_DEMO_DIR ?? path.join(os.tmpdir(), "renfort-bench-demo-db"),
        databaseUrl: undefined,
        cleanup: () => undefined,
      }
    : await benchDatabase();
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    if (process.env.BENCH_NO_BUILD !== "1" && appIsStale(distDir)) {
      const t0 = Date.now();
      const { build } = await import("vite");
      // BENCH_NO_MINIFY=1: readable function names in BENCH_PROFILE's list (use its own BENCH_DIST_DIR)
      await build({
        root: ROOT,
        logLevel: "error",
        build: {
          outDir: distDir,
          emptyOutDir: true,
          ...(process.env.BENCH_NO_MINIFY === "1" ? { minify: false } : {}),
        },
      });
      console.log(`build de production en ${((Date.now() - t0) / 1000).toFixed(0)} s (${distDir})`);
    }
    server = await startServer(
      {
        port: 0,
        host: "127.0.0.1",
        dataDir: db.dataDir,
        databaseUrl: db.databaseUrl,
        inMemory: false,
        seed: demo ? "demo" : false,
        distDir,
        devMode: false,
      },
      { ...process.env, DATABASE_URL: "", SEED_SCALE: demo ? "demo" : "none" },
    );
    const browser = await launchChromium();
    try {
      const r = await coldFirstScreen(browser, {
        ...COLD_DEFAULTS,
        baseURL: server.url,
        password: DEMO_PASSWORD,
        distDir,
        runs: Number(process.env.BENCH_RENDER_RUNS ?? 7),
        trace: process.env.BENCH_TRACE === "1",
      });
      console.log(
        `${db.label} ; charge moyenne ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(" / ")}`,
      );
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
