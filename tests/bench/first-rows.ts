// The first screen as a signed-in user meets it, in Debian's Chromium driven by Playwright: a
// session restored from cookies and storage into a fresh browser context (empty HTTP cache) per
// sample. Each sample loads the list cold, then clicks the sider to another list and opens a
// record from that list's first row; then navigates to the list again in the same context (warm:
// the HTTP cache filled) and does the same. Timings are on the page's own clock
// (performance.now() counts from the navigation start, a click's from the click).
//
// « Painted » is Chromium's Element Timing: the probe marks the first row (and each element in
// it) with `elementtiming` when a MutationObserver sees it inserted, before any frame can paint
// it, and the row's `renderTime` is the time of the first frame that painted its text (the
// frame's presentation time). A requestAnimationFrame callback followed by a 0 ms timeout (« the
// frame after », kept in the samples as `rowFrame`) only brackets that frame, later by whatever
// tasks the page has queued meanwhile.
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { findChromium } from "../../scripts/chromium.ts";
import { figures } from "./stats.ts";

const ROW = ".ant-table-tbody tr.ant-table-row";

/** What the probe leaves on `window.__bench`. */
type Probe = {
  /** the first table row inserted in the document, ms */
  rowDom?: number;
  /** the end of the JavaScript that inserted it (a microtask queued then), ms */
  rowTaskEnd?: number;
  /** the requestAnimationFrame after it, and the task after that frame, ms */
  rowRaf?: number;
  rowFrame?: number;
  /** Element Timing: first frame that painted each `elementtiming` identifier (its presentation), ms */
  paints: Record<string, number>;
  /** the same frame's paint on the main thread (`paintTime`, where Chromium gives it), ms */
  paintTimes: Record<string, number>;
};

declare global {
  interface Window {
    __bench?: Probe;
  }
}

// Plain text, not a function: tsx would wrap a serialised function's inner helpers in its
// own `__name`, which the page does not have. A MutationObserver's callback runs only once the
// task that changed the DOM has finished (React's whole commit, its layout effects and what
// they render again synchronously): the insertions are seen at once instead, by wrapping the two
// DOM methods React inserts with (only nodes inserted into the document are looked at).
const PROBE = `(() => {
  const ROW = ${JSON.stringify(ROW)};
  const bench = (window.__bench = { paints: {}, paintTimes: {} });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const at = entry.renderTime || entry.loadTime;
        const id = entry.identifier;
        if (!id || !at || bench.paints[id] <= at) continue;
        bench.paints[id] = at;
        if (entry.paintTime) bench.paintTimes[id] = entry.paintTime;
      }
    }).observe({ type: "element", buffered: true });
  } catch {}
  bench.markPaint = (element, id) => {
    for (const node of [element, ...element.querySelectorAll("*")]) node.setAttribute("elementtiming", id);
  };
  bench.frameAfter = (done) => requestAnimationFrame(() => setTimeout(() => done(performance.now()), 0));
  const watchers = new Set();
  bench.watch = (watcher) => {
    watchers.add(watcher);
    return () => watchers.delete(watcher);
  };
  for (const name of ["appendChild", "insertBefore"]) {
    const original = Node.prototype[name];
    Node.prototype[name] = function (node, ...rest) {
      const result = original.call(this, node, ...rest);
      if (watchers.size && node.nodeType === 1 && node.isConnected) for (const watcher of [...watchers]) watcher(node);
      return result;
    };
  }
  const within = (node, selector) => (node.matches(selector) ? node : node.querySelector(selector));
  const unwatch = bench.watch((node) => {
    const row = within(node, ROW);
    if (!row) return;
    unwatch();
    bench.rowDom = performance.now();
    performance.mark("bench:first-row-dom");
    bench.markPaint(row, "first-row");
    queueMicrotask(() => (bench.rowTaskEnd = performance.now()));
    requestAnimationFrame(() => {
      bench.rowRaf = performance.now();
      setTimeout(() => (bench.rowFrame = performance.now()), 0);
    });
  });
})();`;

// BENCH_COMMITS=1: React's commits of the first cold load, read by a stand-in for React's
// developer tools hook (installed before React loads; the production build calls it too): for
// each commit, its time, how many components rendered, and where each re-render started — a
// component that rendered while the component above it did not (its own state, a context, a
// store), or a subtree mounted. A subtree whose children are the previous commit's own fibers
// was not visited.
const COMMITS_PROBE = `(() => {
  const commits = (window.__benchCommits = []);
  const nameOf = (fiber) => {
    const type = fiber.type;
    if (!type) return "?";
    if (typeof type === "string") return type;
    return type.displayName || type.name || (type.render && (type.render.displayName || type.render.name)) || (type.type && (type.type.displayName || type.type.name)) || "(anonyme)";
  };
  const COMPONENT = new Set([0, 1, 11, 14, 15]);
  const WATCH = new RegExp(${JSON.stringify(process.env.BENCH_COMMITS_WATCH ?? "^$")});
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(),
    supportsFiber: true,
    isDisabled: false,
    inject(renderer) { const id = this.renderers.size + 1; this.renderers.set(id, renderer); return id; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_, root, priority) {
      const at = performance.now();
      let rendered = 0;
      const roots = new Map();
      const names = new Map();
      const watched = [];
      const walk = (fiber, parentRendered, path) => {
        for (let f = fiber; f; f = f.sibling) {
          const component = COMPONENT.has(f.tag);
          const mounted = !f.alternate;
          const did = component && (mounted || (f.flags & 1) === 1);
          if (did) {
            rendered += 1;
            const name = nameOf(f);
            names.set(name, (names.get(name) || 0) + 1);
            if (f.alternate && WATCH.test(name)) {
              const prev = f.alternate.memoizedProps || {};
              const next = f.memoizedProps || {};
              const changed = Object.keys({ ...prev, ...next }).filter((k) => prev[k] !== next[k]);
              watched.push(name + "(" + (changed.join(",") || (f.memoizedState !== f.alternate.memoizedState ? "état" : "contexte")) + ")");
            }
          }
          if (did && !parentRendered) {
            const key = (mounted ? "montage " : "") + path.slice(-2).concat(nameOf(f)).join(" > ");
            roots.set(key, (roots.get(key) || 0) + 1);
          }
          if (f.alternate && f.child === f.alternate.child) continue;
          walk(f.child, component ? did : parentRendered, component ? path.concat(nameOf(f)).slice(-3) : path);
        }
      };
      walk(root.current.child, false, []);
      if (rendered) commits.push({ at, priority, rendered, roots: [...roots].sort((a, b) => b[1] - a[1]).slice(0, 8), names: [...names].sort((a, b) => b[1] - a[1]).slice(0, 6), watched: watched.slice(0, 12) });
    },
  };
})();`;

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

/** One visit of the list page and the journey from it, cold or warm. */
export type Visit = {
  /** DOMContentLoaded (its event's start), ms after navigation */
  dcl: number;
  /** first table row inserted in the document, ms after navigation */
  rowDom: number;
  /** the end of the JavaScript task that inserted it, ms after navigation */
  rowTaskEnd: number;
  /** first row painted (Element Timing; the frame after when Chromium gives none), ms after navigation */
  rowPainted: number;
  /** the same frame's paint on the main thread (Element Timing's `paintTime`; NaN where Chromium gives none), ms after navigation */
  rowPaintMain: number;
  /** the task after the frame that followed the row's insertion (rAF + setTimeout 0), ms after navigation */
  rowFrame: number;
  /** JS heap used after a forced GC on the settled list page, bytes */
  heap: number;
  /** sider click → first rows of the other list painted (in the DOM: `clickDom`), ms after the click */
  click: number;
  clickDom: number;
  /** click on that list's first row → the record's title painted (in the DOM: `detailDom`), ms */
  detail: number;
  detailDom: number;
  /** JS heap after GC at the end of the journey (list, other list, record: the kept-alive pages), bytes */
  heapAfter: number;
};

/** One sample: a fresh context, cold then warm. */
export type Sample = {
  cold: Visit;
  warm: Visit;
  /** gzipped bytes of the scripts loaded before the first rows (their build-time .gz copies), cold */
  jsGzip: number;
  /** script files loaded before the first rows, cold */
  jsFiles: number;
  /** API requests (REST, auth, functions, /api) issued before the list read, cold */
  apiBeforeList: number;
  /** API requests before the first rows, the list read included, cold */
  apiBeforeRows: number;
  /** the list read's start, ms after navigation, cold */
  listReadAt: number;
};

export type FirstScreenResult = {
  samples: Sample[];
  /** os.loadavg() when the samples started and when they ended */
  load: { start: number[]; end: number[] };
  /** whether Chromium gave Element Timing for every painted figure (else the frame after stands in) */
  elementTiming: boolean;
};

const API_PATH = /^\/(rest|auth|functions|storage|api)\//;

/** Heap figures are taken this long after the navigation at the earliest (the idle-time preloads are in). */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 6_000);

export type FirstScreenOptions = {
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
  /** a Chromium trace of the first cold load, written there and summed up (render-trace.ts) */
  traceFile?: string;
  /** print React's commits of the first cold load (COMMITS_PROBE) */
  commits?: boolean;
  /** a heap snapshot of the first sample's warm list page after GC, written there and summed up (heap-summary.ts) */
  heapSnapshot?: string;
};

/**
 * The first screen as a user meets it: a signed-in session restored from its cookies and
 * storage into a fresh browser context, navigation to `path` until its first table rows are
 * painted, the heap after GC once the page has settled, a click on the sider's `siderLink` until
 * the other list's first rows are painted, a click on that list's first row until the record's
 * title is painted; then the same again from a second navigation in that context (warm cache).
 * `listRead` recognises the list's read among the requests (URL path and query).
 */
export async function coldFirstScreen(browser: Browser, o: FirstScreenOptions): Promise<FirstScreenResult> {
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
  const load = { start: os.loadavg(), end: [] as number[] };
  const samples: Sample[] = [];
  let elementTiming = true;
  for (let i = 0; i < o.runs; i += 1) {
    const context = await browser.newContext({ ...contextOptions, storageState });
    try {
      const page = await context.newPage();
      await page.addInitScript({ content: PROBE });
      if (i === 0 && o.commits) await page.addInitScript({ content: COMMITS_PROBE });
      // the page is read and driven through its own CDP session: Playwright's locators and
      // waitForFunction would inject its ≈ 320 KB script into the page, counted in the heap
      const cdp = await context.newCDPSession(page);
      const requests: Array<{ at: number; url: URL; type: string }> = [];
      const origin = new URL(o.baseURL).origin;
      let navStart = 0;
      page.on("request", (r) => {
        const url = new URL(r.url());
        if (url.origin === origin) requests.push({ at: Date.now() - navStart, url, type: r.resourceType() });
      });
      const tracing = i === 0 && o.traceFile;
      if (tracing) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
      navStart = Date.now();
      await page.goto(o.path);
      const cold = await visit(page, cdp, o, {
        afterPaint: tracing
          ? async (probe) => {
              await page.waitForTimeout(500);
              writeFileSync(o.traceFile as string, await browser.stopTracing());
              const { summariseTrace } = await import("./render-trace.ts");
              console.log(summariseTrace(o.traceFile as string, probe, o.distDir));
            }
          : undefined,
      });
      if (i === 0 && o.commits) {
        const commits = await evaluate<
          Array<{
            at: number;
            priority: number;
            rendered: number;
            roots: Array<[string, number]>;
            names: Array<[string, number]>;
            watched: string[];
          }>
        >(cdp, "window.__benchCommits");
        console.log(
          `Commits de React (première ligne dans le DOM à ${cold.visit.rowDom.toFixed(1)} ms, peinte à ${cold.visit.rowPainted.toFixed(1)} ms) :`,
        );
        for (const c of commits.filter(
          (c) => c.at < cold.visit.rowPainted + Number(process.env.BENCH_COMMITS_AFTER ?? 1000),
        ))
          console.log(
            `  ${c.at.toFixed(1)} ms, ${c.rendered} composants : ${c.roots.map(([k, n]) => (n > 1 ? `${k} ×${n}` : k)).join(" ; ")}\n    les plus rendus : ${c.names.map(([k, n]) => `${k} ×${n}`).join(", ")}${c.watched.length ? `\n    suivis : ${c.watched.join(" ; ")}` : ""}`,
          );
      }
      const rowsWallAt = (await evaluate<number>(cdp, "performance.timeOrigin")) + cold.visit.rowDom - navStart;
      const before = requests.filter((r) => r.at <= rowsWallAt);
      const scripts = [...new Set(before.filter((r) => r.type === "script").map((r) => r.url.pathname))];
      const jsGzip = scripts.reduce((sum, file) => sum + gzipSize(path.join(o.distDir, file)), 0);
      const listIndex = requests.findIndex((r) => o.listRead.test(r.url.pathname + r.url.search));
      const api = requests
        .slice(0, listIndex < 0 ? requests.length : listIndex)
        .filter((r) => API_PATH.test(r.url.pathname));
      const apiBeforeRows = before.filter((r) => API_PATH.test(r.url.pathname)).length;
      await page.goto(o.path);
      const warm = await visit(page, cdp, o, {
        snapshot: i === 0 ? o.heapSnapshot : undefined,
      });
      elementTiming &&= cold.elementTiming && warm.elementTiming;
      const sample: Sample = {
        cold: cold.visit,
        warm: warm.visit,
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
      await cdp.detach().catch(() => undefined);
    } finally {
      await context.close();
    }
  }
  load.end = os.loadavg();
  return { samples, load, elementTiming };
}

const TRACE_CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.frame",
  "blink.user_timing",
  "loading",
  "v8.execute",
  "disabled-by-default-v8.cpu_profiler",
  "toplevel",
];

/** How long Element Timing may take to report a frame already presented (its entries are queued). */
const ELEMENT_TIMING_WAIT_MS = 2_000;

async function visit(
  page: Page,
  cdp: Cdp,
  o: FirstScreenOptions,
  hooks: { afterPaint?: (probe: Probe) => Promise<void>; snapshot?: string },
): Promise<{ visit: Visit; elementTiming: boolean }> {
  await evaluate(cdp, until("window.__bench?.rowFrame !== undefined", 60_000));
  await evaluate(cdp, until(`window.__bench.paints["first-row"] !== undefined`, ELEMENT_TIMING_WAIT_MS)).catch(
    () => undefined,
  );
  const probe = await evaluate<Probe>(cdp, "window.__bench");
  const dcl = await evaluate<number>(cdp, `performance.getEntriesByType("navigation")[0].domContentLoadedEventStart`);
  await hooks.afterPaint?.(probe);
  const heap = await settledHeap(page, cdp);
  if (hooks.snapshot) {
    await writeHeapSnapshot(cdp, hooks.snapshot);
    const { summariseHeapSnapshot } = await import("./heap-summary.ts");
    console.log(summariseHeapSnapshot(hooks.snapshot));
  }
  const click = await timeSiderClick(cdp, o.siderLink, o.siderGroup);
  const detail = await timeRowClick(cdp);
  if (process.env.BENCH_CLICK_WATERFALL === "1") console.log(await clickWaterfall(cdp, detail));
  const heapAfter = await settledHeap(page, cdp, 1_000);
  const rowPainted = probe.paints["first-row"] ?? (probe.rowFrame as number);
  return {
    visit: {
      dcl,
      rowDom: probe.rowDom as number,
      rowTaskEnd: probe.rowTaskEnd as number,
      rowPainted,
      rowPaintMain: probe.paintTimes["first-row"] ?? Number.NaN,
      rowFrame: probe.rowFrame as number,
      heap,
      click: click.painted,
      clickDom: click.dom,
      detail: detail.painted,
      detailDom: detail.dom,
      heapAfter,
    },
    elementTiming: probe.paints["first-row"] !== undefined && click.elementTiming && detail.elementTiming,
  };
}

type Cdp = Awaited<ReturnType<BrowserContext["newCDPSession"]>>;

/** An expression's value in the page's main world, promises awaited. */
async function evaluate<T>(cdp: Cdp, expression: string): Promise<T> {
  const { result, exceptionDetails } = await cdp.send("Runtime.evaluate", {
    expression,
    awaitPromise: true,
    returnByValue: true,
  });
  if (exceptionDetails)
    throw new Error(`${exceptionDetails.exception?.description ?? exceptionDetails.text} (${expression.slice(0, 80)})`);
  return result.value as T;
}

/** An expression that waits for `condition` (polled every 20 ms), rejected after `timeout` ms. */
const until = (condition: string, timeout: number) => `new Promise((resolve, reject) => {
  const started = performance.now();
  const poll = () => {
    if (${condition}) resolve(true);
    else if (performance.now() - started > ${timeout}) reject(new Error("attente dépassée : " + ${JSON.stringify(condition)}));
    else setTimeout(poll, 20);
  };
  poll();
})`;

/** The JS heap used after a full GC, once the page has settled (no request for 500 ms, SETTLE_MS since navigation). */
async function settledHeap(page: Page, cdp: Cdp, atLeastMs = 0): Promise<number> {
  const alive = await evaluate<number>(cdp, "performance.now()");
  await page.waitForTimeout(Math.max(atLeastMs, SETTLE_MS - alive));
  await page.waitForLoadState("networkidle").catch(() => undefined);
  await cdp.send("HeapProfiler.collectGarbage");
  await cdp.send("HeapProfiler.collectGarbage");
  const { usedSize } = await cdp.send("Runtime.getHeapUsage");
  return usedSize;
}

async function writeHeapSnapshot(cdp: Cdp, file: string): Promise<void> {
  const chunks: string[] = [];
  const onChunk = ({ chunk }: { chunk: string }) => void chunks.push(chunk);
  cdp.on("HeapProfiler.addHeapSnapshotChunk", onChunk);
  await cdp.send("HeapProfiler.enable");
  await cdp.send("HeapProfiler.takeHeapSnapshot", { reportProgress: false, captureNumericValue: false });
  cdp.off("HeapProfiler.addHeapSnapshotChunk", onChunk);
  await cdp.send("HeapProfiler.disable");
  writeFileSync(file, chunks.join(""));
}

const gzipSize = (file: string): number => {
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return existsSync(file) ? gzipSync(readFileSync(file)).length : 0;
};

// What an in-app click is timed to, on the page's clock: `find(node)` gives the awaited element
// when `node` brings it into the document, checked at each insertion (the probe's `watch`, at
// once and not at the end of the task) and, at the end of the task, for a page kept alive by
// the layout and shown again (a `style` attribute changed) or a text changed in place. The element is then marked for Element Timing,
// and the promise resolves with the time it reached the document and the time it was painted,
// both from the click.
const CLICK_PROBE = (setup: string, find: string, id: string) => `
  new Promise((resolve, reject) => {
    const bench = window.__bench;
    ${setup}
    const findIn = ${find};
    let clickedAt;
    let found = false;
    const check = (node) => {
      if (found || !node || node.nodeType !== 1) return;
      const element = findIn(node);
      if (!element) return;
      found = true;
      unwatch();
      observer.disconnect();
      const dom = performance.now() - clickedAt;
      bench.markPaint(element, ${JSON.stringify(id)});
      bench.frameAfter((frameAt) => {
        const started = performance.now();
        const wait = () => {
          const painted = bench.paints[${JSON.stringify(id)}];
          if (painted !== undefined) resolve({ dom, painted: painted - clickedAt, elementTiming: true, clickedAt });
          else if (performance.now() - started > ${ELEMENT_TIMING_WAIT_MS}) resolve({ dom, painted: frameAt - clickedAt, elementTiming: false, clickedAt });
          else setTimeout(wait, 20);
        };
        wait();
      });
    };
    const unwatch = bench.watch(check);
    const observer = new MutationObserver((records) => {
      for (const r of records) check(r.target.nodeType === 1 ? r.target : r.target.parentElement);
    });
    observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ["style"], characterData: true });
    setTimeout(() => { if (!found) { unwatch(); observer.disconnect(); reject(new Error("rien de nouveau après le clic : " + ${JSON.stringify(id)})); } }, 60000);
    clickedAt = performance.now();
    target.click();
  })
`;

/** `clickedAt`: the click's time on the page's clock (performance.now()). */
type ClickTiming = { dom: number; painted: number; elementTiming: boolean; clickedAt: number };

/** Shown: no ancestor hidden by an inline `display: none` (React's Activity hides a kept page so); no layout forced. */
const SHOWN = `(element) => { for (let e = element; e; e = e.parentElement) if (e.style && e.style.display === "none") return false; return true; }`;

/** The sider's link `link` (its group `group` opened first, untimed: a user opens it once) → the other list's first rows. */
async function timeSiderClick(cdp: Cdp, link: string, group?: string): Promise<ClickTiming> {
  const linkOf = `[...document.querySelectorAll(".ant-layout-sider a")].find((a) => a.textContent.trim() === ${JSON.stringify(link)})`;
  if (group)
    await evaluate(
      cdp,
      `(() => {
        const link = ${linkOf};
        if (link && link.getClientRects().length) return;
        const title = [...document.querySelectorAll(".ant-layout-sider .ant-menu-submenu-title")].find((t) => t.textContent.trim() === ${JSON.stringify(group)});
        if (!title) throw new Error("groupe introuvable dans le menu : " + ${JSON.stringify(group)});
        title.click();
      })()`,
    );
  await evaluate(cdp, until(`(${linkOf})?.getClientRects().length > 0`, 10_000));
  const setup = `
    const old = new Set(document.querySelectorAll(${JSON.stringify(ROW)}));
    const target = ${linkOf};
    if (!target) throw new Error("lien introuvable dans le menu : " + ${JSON.stringify(link)});`;
  const find = `(node) => [...(node.matches(${JSON.stringify(ROW)}) ? [node] : node.querySelectorAll(${JSON.stringify(ROW)}))].find((r) => !old.has(r) && (${SHOWN})(r))`;
  return evaluate<ClickTiming>(cdp, CLICK_PROBE(setup, find, "click-row"));
}

/**
 * What a click waited for: each file and read fetched from the click to the paint, and the main
 * thread's long frames over that span with the scripts that ran in them (Long Animation Frames).
 */
async function clickWaterfall(cdp: Cdp, click: ClickTiming): Promise<string> {
  const { clickedAt } = click;
  const end = clickedAt + click.painted;
  const entries = await evaluate<{ name: string; start: number; end: number; size: number }[]>(
    cdp,
    `performance.getEntriesByType("resource").filter((e) => e.startTime >= ${clickedAt} && e.startTime <= ${end}).map((e) => ({ name: e.name.replace(location.origin, ""), start: e.startTime - ${clickedAt}, end: e.responseEnd - ${clickedAt}, size: e.encodedBodySize }))`,
  );
  const frames = await evaluate<{ start: number; duration: number; scripts: string[] }[]>(
    cdp,
    `new Promise((resolve) => new PerformanceObserver((list, observer) => { observer.disconnect(); resolve(list.getEntries().filter((f) => f.startTime + f.duration >= ${clickedAt} && f.startTime <= ${end}).map((f) => ({ start: f.startTime - ${clickedAt}, duration: f.duration, scripts: f.scripts.map((x) => Math.round(x.duration) + " ms " + x.invoker + " " + (x.sourceURL || "").replace(location.origin, "")) }))); }).observe({ type: "long-animation-frame", buffered: true }))`,
  );
  const ms = (value: number) => value.toFixed(0).padStart(5);
  return [
    `après le clic sur la ligne (dans le DOM à ${click.dom.toFixed(0)} ms, peint à ${click.painted.toFixed(0)} ms) :`,
    ...entries.map(
      (e) => `  ${ms(e.start)} → ${ms(e.end)} ms ${String(e.size).padStart(8)} o  ${e.name.slice(0, 110)}`,
    ),
    ...frames.map((f) => `  image longue à ${ms(f.start)} ms, ${f.duration.toFixed(0)} ms : ${f.scripts.join(" | ")}`),
  ].join("\n");
}

/** The shown list's first row's first link (the record's name) → the record page's title with that name. */
async function timeRowClick(cdp: Cdp): Promise<ClickTiming> {
  const setup = `
    const row = [...document.querySelectorAll(${JSON.stringify(ROW)})].find(${SHOWN});
    const target = row && row.querySelector("a[href]");
    if (!target) throw new Error("pas de lien dans la première ligne");
    const name = target.textContent.trim();
    const old = new Set(document.querySelectorAll("#contenu h2"));`;
  const find = `(node) => [...(node.matches("h2") ? [node] : node.querySelectorAll("h2"))].find((h) => !old.has(h) && h.closest("#contenu") && (${SHOWN})(h) && h.textContent.includes(name))`;
  return evaluate<ClickTiming>(cdp, CLICK_PROBE(setup, find, "detail-title"));
}

// Only this part: `node --import tsx tests/bench/first-rows.ts` (same environment as
// talents.bench.ts: BENCH_DATABASE_URL / BENCH_DATA_DIR, BENCH_RENDER_RUNS (default 7), BENCH_TRACE;
// BENCH_DIST_DIR, default its own directory, so that it does not rebuild under a concurrent
// `npm run bench:talents`; BENCH_NO_BUILD=1 serves BENCH_DIST_DIR as it is, e.g. a build of
// another version to compare; BENCH_PATH another screen; BENCH_NO_MINIFY=1, readable names in
// a trace or a heap snapshot; BENCH_TRACE_FILE=<file.json> a Chromium trace of the first cold
// load and what kept the main thread between the first row's insertion and its paint;
// BENCH_HEAP_SNAPSHOT=<file.heapsnapshot> the first warm list page's heap after GC and what
// holds it; BENCH_COMMITS=1 React's commits of the first cold load (until BENCH_COMMITS_AFTER ms after the rows' paint, 1 000); BENCH_CLICK_WATERFALL=1 what each click on a row waited for (files, reads, long frames); BENCH_SETTLE_MS the page's age before a heap figure, 6 000). The database must
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
        traceFile: process.env.BENCH_TRACE_FILE,
        heapSnapshot: process.env.BENCH_HEAP_SNAPSHOT,
        commits: process.env.BENCH_COMMITS === "1",
      });
      console.log(`${db.label} ; ${distDir}`);
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

const loadLine = (load: number[]) => load.map((l) => l.toFixed(2).replace(".", ",")).join(" / ");

export const coldReport = (r: FirstScreenResult, ms: (n: number) => string): string => {
  const n = r.samples.length;
  const med = (pick: (s: Sample) => number) => figures(r.samples.map(pick)).p50;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).replace(".", ",")} Mo`;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} Ko`;
  const ok = (value: number, target: number) => (value <= target ? "✔" : "✘");
  const row = (label: string, pick: (v: Visit) => number, format: (n: number) => string = ms, target = "") =>
    `| ${label} | ${format(med((s) => pick(s.cold)))} | ${format(med((s) => pick(s.warm)))} | ${r.samples
      .map((s) => format(pick(s.cold)))
      .join(", ")} | ${r.samples.map((s) => format(pick(s.warm))).join(", ")} | ${target} |`;
  const painted = r.elementTiming ? "peintes (Element Timing)" : "peintes (frame suivante : Element Timing absent)";
  const m = {
    firstRows: med((s) => s.cold.rowPainted),
    click: med((s) => s.cold.click),
    jsGzip: med((s) => s.jsGzip),
    apiBeforeList: med((s) => s.apiBeforeList),
  };
  return [
    `Charge moyenne (1 / 5 / 15 min) au début ${loadLine(r.load.start)}, à la fin ${loadLine(r.load.end)} ; ${os.cpus().length} cœurs.`,
    "",
    `| mesure (médiane de ${n} échantillons ; à froid : contexte neuf, cache HTTP vide, session restaurée ; à chaud : seconde navigation dans ce contexte) | à froid | à chaud | échantillons à froid | échantillons à chaud | cible (à froid) |`,
    "|---|---|---|---|---|---|",
    row(`${COLD_DEFAULTS.path} : DOMContentLoaded (ms)`, (v) => v.dcl),
    row("première ligne dans le DOM (ms)", (v) => v.rowDom),
    row(
      `premières lignes ${painted} (ms)`,
      (v) => v.rowPainted,
      ms,
      `${ok(m.firstRows, COLD_TARGETS.firstRows)} ≤ ${COLD_TARGETS.firstRows}`,
    ),
    row("écart DOM → peintes (ms)", (v) => v.rowPainted - v.rowDom),
    row("  dont jusqu'à la peinture du fil principal (paintTime) (ms)", (v) => v.rowPaintMain - v.rowDom),
    row(
      `clic du menu → ${COLD_DEFAULTS.siderLink}, premières lignes peintes (ms)`,
      (v) => v.click,
      ms,
      `${ok(m.click, COLD_TARGETS.siderClick)} ≤ ${COLD_TARGETS.siderClick}`,
    ),
    row("  dont dans le DOM (ms)", (v) => v.clickDom),
    row("clic sur la première ligne → titre de la fiche peint (ms)", (v) => v.detail),
    row("  dont dans le DOM (ms)", (v) => v.detailDom),
    row("tas JS après GC, page de liste au repos", (v) => v.heap, mb),
    row("tas JS après GC, fin du parcours (liste, autre liste, fiche)", (v) => v.heapAfter, mb),
    `| JS chargé avant les premières lignes (gzip) | ${kb(m.jsGzip)} en ${med((s) => s.jsFiles)} fichiers | | ${r.samples.map((s) => kb(s.jsGzip)).join(", ")} | | ${ok(m.jsGzip, COLD_TARGETS.jsGzip)} ≤ ${kb(COLD_TARGETS.jsGzip)} |`,
    `| requêtes d'API avant la lecture de la liste | ${m.apiBeforeList} (lecture à ${ms(med((s) => s.listReadAt))} ms) | | ${r.samples.map((s) => s.apiBeforeList).join(", ")} | | ${ok(m.apiBeforeList, COLD_TARGETS.apiBeforeList)} ≤ ${COLD_TARGETS.apiBeforeList} |`,
    `| requêtes d'API avant les premières lignes (lecture de la liste comprise) | ${med((s) => s.apiBeforeRows)} | | ${r.samples.map((s) => s.apiBeforeRows).join(", ")} | | |`,
  ].join("\n");
};

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href)
  renderOnly().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
