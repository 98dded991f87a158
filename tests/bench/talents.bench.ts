// `npm run bench:talents`: the talent screens over the `large` seed (200 000
// talents). Through the real server, signed in as consultant@renfort.test, one request after
// the other: the talents list's first page exactly as /talents/list asks for it (the
// screen's select, order, page size and count=exact, through the app's own data provider),
// a filtered page (text + job + availability, as the filter bar sends it) and a super-search
// (text + job + 30 km around Lyon, through the page's own criteria mapping); p50/p95 in ms.
// Then the production bundle (vite build) and, in Debian's Chromium, the first screen as a
// signed-in user meets it with a cold HTTP cache (first-rows.ts coldFirstScreen): first rows of
// /talents/list, a sider click to the companies list, the JS and the API requests before them.
//
// Environment: BENCH_DATABASE_URL / BENCH_DATA_DIR reuse a seeded database (see
// large-database.ts), BENCH_REQUESTS (default 60) measured requests per scenario,
// BENCH_RENDER_RUNS (default 7) cold samples, BENCH_SKIP_RENDER=1 skips the browser part,
// BENCH_TRACE=1 prints each sample and its API requests.
// `npm run bench:talents -- --api-only`: the API figures alone (no vite build, no browser).
import { createClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import os from "node:os";
import path from "node:path";
import { createDataProvider } from "../../providers/data-provider.ts";
import { talentFilterCodec, talentListSource } from "../../resources/talents/filters.ts";
import { talentListSelect } from "../../resources/talents/select.ts";
import { toRpcArgs } from "../../resources/talents/super-search/criteria.ts";
import { appIsStale } from "../../server/build-app.ts";
import { ROOT } from "../../server/config.ts";
import { startServer } from "../../server/main.ts";
import { DEMO_PASSWORD } from "../../supabase/seed/accounts.ts";
import { benchDatabase, ensureLargeSeed } from "./large-database.ts";
import { COLD_DEFAULTS, coldFirstScreen, coldReport, launchChromium } from "./first-rows.ts";
import { measure, ms, type Figures } from "./stats.ts";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 60);
const RENDER_RUNS = Number(process.env.BENCH_RENDER_RUNS ?? 7);
const API_TARGET_MS = 100;
const ACCOUNT = "consultant@renfort.test";
/** Lyon (INSEE 69123), as the commune picker gives it. */
const LYON = { code: "69123", latitude: 45.758, longitude: 4.835 };
const TEXT = "traore"; // typed without its accent: finds « Traoré »
const JOB = "Maçon";
const DIST_DIR = path.join(os.tmpdir(), "renfort-bench-dist");
const API_ONLY = process.argv.includes("--api-only");

const log = (line: string) => console.log(line);

async function main() {
  const db = await benchDatabase();
  log(`Base : ${db.label}${db.note ? `\n⚠ ${db.note}` : ""}`);
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const t0 = Date.now();
    if (API_ONLY) log("API seule (--api-only) : ni build ni navigateur.");
    else if (appIsStale(DIST_DIR)) {
      log("Construction de l'application (vite build, comme npm start)…");
      const { build } = await import("vite");
      await build({ root: ROOT, logLevel: "error", build: { outDir: DIST_DIR, emptyOutDir: true } });
      log(`  construite en ${((Date.now() - t0) / 1000).toFixed(0)} s (${DIST_DIR})`);
    } else log(`Application déjà construite (${DIST_DIR}).`);
    server = await startServer(
      {
        port: 0,
        host: "127.0.0.1",
        dataDir: db.dataDir,
        databaseUrl: db.databaseUrl,
        inMemory: false,
        seed: false,
        distDir: API_ONLY ? undefined : DIST_DIR,
        devMode: false,
      },
      { ...process.env, DATABASE_URL: "", SEED_SCALE: "none" },
    );
    const seeded = await ensureLargeSeed(server.ctx.engine, server.ctx.config, log);
    log(
      seeded ? `  données chargées en ${seeded.toFixed(0)} s` : "Données « large » déjà présentes : chargement évité.",
    );

    const supabase = createClient(server.url, server.ctx.keys.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    const signIn = await supabase.auth.signInWithPassword({ email: ACCOUNT, password: DEMO_PASSWORD });
    if (signIn.error) throw signIn.error;
    const data = createDataProvider(supabase);
    const job = await supabase.from("job").select("id, name").eq("name", JOB).single();
    if (job.error) throw job.error;

    // /talents/list's useTable: created_at desc, 25 rows, count=exact, the screen's select
    const listPage = (filters: ReturnType<typeof talentFilterCodec.toFilters>) => async () => {
      const filteringOnJob = filters.some((f) => "field" in f && f.field === "talent_job.job_id");
      const result = await data.getList({
        resource: "talent",
        pagination: { currentPage: 1, pageSize: 25, mode: "server" },
        sorters: [{ field: "created_at", order: "desc" }],
        filters,
        meta: { select: talentListSelect(filteringOnJob), rpc: talentListSource },
      });
      if (!result.data.length || !result.total)
        throw new Error("liste vide : les données « large » sont-elles chargées ?");
      return result.total;
    };
    const superSearch = async () => {
      const args = toRpcArgs({ q: TEXT, jobIds: [job.data.id], city: LYON.code, radiusKm: 30, page: 1 }, LYON);
      const { data: rows, error } = await supabase.rpc("super_search_talents", args);
      if (error) throw error;
      if (!rows?.length) throw new Error("super recherche sans résultat");
      return Number(rows[0].total_count);
    };

    const scenarios: Array<[string, () => Promise<number>]> = [
      ["Liste des talents, 1re page (25 lignes, count=exact)", listPage(talentFilterCodec.toFilters({}))],
      [
        `Liste filtrée (« ${TEXT} » + ${JOB} + disponible)`,
        listPage(talentFilterCodec.toFilters({ q: TEXT, job_id: job.data.id, availability_status: ["available"] })),
      ],
      [`Super recherche (« ${TEXT} » + ${JOB} + 30 km autour de Lyon)`, superSearch],
    ];
    const rows: string[] = [];
    for (const [name, run] of scenarios) {
      const total = await run();
      const f: Figures = await measure(run, REQUESTS);
      rows.push(
        `| ${name} | ${total} | ${f.n} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.max)} | ${f.p95 < API_TARGET_MS ? "✔" : "✘"} < ${API_TARGET_MS} ms |`,
      );
      log(`  ${name} : p95 ${ms(f.p95)} ms`);
    }

    let render = "";
    if (!API_ONLY && process.env.BENCH_SKIP_RENDER !== "1") {
      const browser = await launchChromium();
      try {
        const r = await coldFirstScreen(browser, {
          ...COLD_DEFAULTS,
          baseURL: server.url,
          password: DEMO_PASSWORD,
          distDir: DIST_DIR,
          runs: RENDER_RUNS,
          trace: process.env.BENCH_TRACE === "1",
        });
        render = coldReport(r, ms);
      } finally {
        await browser.close();
      }
    }

    log(`\n## Talents — données « large » (200 000 talents) — ${db.label}`);
    log(
      `Machine : ${os.cpus().length} cœurs (${os.cpus()[0]?.model ?? "?"}), charge moyenne ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(" / ")}, Node ${process.version}.\n`,
    );
    log(
      "| API (consultant@renfort.test, requêtes successives) | lignes trouvées | requêtes | p50 (ms) | p95 (ms) | max (ms) | cible |",
    );
    log("|---|---|---|---|---|---|---|");
    for (const row of rows) log(row);
    if (render) log(`\nPremier écran dans Chromium (build de production) :\n\n${render}`);
  } finally {
    await server?.close().catch(() => undefined);
    db.cleanup();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
