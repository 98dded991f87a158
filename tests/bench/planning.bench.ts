// The /planning timeline's render: 2,000 talents × 31 days (issue #19's target: ≤ 300 ms).
// `npm run bench:planning` builds tests/bench/planning-grid (the page's own PlanningGrid with
// synthetic rows) for production with Vite, serves it locally and, in Debian's Chromium, per
// sample a fresh page: from the render call to the first frame after React's commit. The data
// is built in the page before the clock starts: the figure is the grid's, not the network's
// (public.planning_timeline's time is in supabase/tests/planning). BENCH_RENDER_RUNS (default 7)
// samples; median and max printed with the load average.
import react from "@vitejs/plugin-react";
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { build } from "vite";
import { launchChromium } from "./first-rows.ts";
import { figures, ms } from "./stats.ts";

const RUNS = Number(process.env.BENCH_RENDER_RUNS ?? 7);
const ROWS = Number(process.env.BENCH_PLANNING_ROWS ?? 2000);
const TARGET_MS = 300;
const root = path.resolve(import.meta.dirname, "planning-grid");
const outDir = path.join(os.tmpdir(), "renfort-bench-planning");

const TYPES: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css" };

async function main() {
  const t0 = Date.now();
  await build({
    root,
    configFile: false,
    logLevel: "warn",
    mode: "production",
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  console.log(`build de production en ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const server = createServer(async (req, res) => {
    const file = path.join(outDir, new URL(req.url ?? "/", "http://x").pathname.replace(/^\/$/, "/index.html"));
    try {
      const body = await readFile(file);
      res.writeHead(200, { "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream" }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  const browser = await launchChromium();
  const samples: number[] = [];
  let dom = { rows: 0, cells: 0 };
  try {
    for (let i = 0; i < RUNS; i += 1) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${port}/?rows=${ROWS}`);
      const r = await page.waitForFunction(() => window.__render, undefined, { timeout: 60_000 });
      const render = (await r.jsonValue()) as { ms: number; rows: number; cells: number };
      samples.push(render.ms);
      dom = { rows: render.rows, cells: render.cells };
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  const f = figures(samples);
  console.log(
    `Planning, ${ROWS} talents × 31 jours, rendu jusqu'à la première image : médiane ${ms(f.p50)} ms, max ${ms(f.max)} ms ` +
      `(${f.n} échantillons, cible ≤ ${TARGET_MS} ms) — ${dom.rows} lignes et ${dom.cells} cellules dans le DOM ` +
      `(virtualisation) — charge ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
  );
  if (f.p50 > TARGET_MS) process.exitCode = 1;
}

await main();
