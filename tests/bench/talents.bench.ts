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
// Environment (support.ts): BENCH_DATABASE_URL / BENCH_DATA_DIR reuse a seeded database (see
// large-database.ts), BENCH_SEED=demo checks the bench on the demo seed, BENCH_REQUESTS (default 60) measured requests per scenario,
// BENCH_RENDER_RUNS (default 7) cold samples, BENCH_SKIP_RENDER=1 skips the browser part,
// BENCH_TRACE=1 prints each sample and its API requests.
// `npm run bench:talents -- --api-only`: the API figures alone (no vite build, no browser).
import os from "node:os";
import path from "node:path";
import { createDataProvider } from "../../providers/data-provider.ts";
import { talentFilterCodec, talentListSource } from "../../resources/talents/filters.ts";
import { talentListSelect } from "../../resources/talents/select.ts";
import { toRpcArgs } from "../../src/domain/talent-search/criteria.ts";
import { appIsStale } from "../../server/build-app.ts";
import { ROOT } from "../../server/config.ts";
import { DEMO_PASSWORD } from "../../supabase/seed/accounts.ts";
import { COLD_DEFAULTS, coldFirstScreen, coldReport, launchChromium } from "./first-rows.ts";
import { ms } from "./stats.ts";
import { benchRequests, log, printTable, runBench, runScenarios, withBenchServer, type Scenario } from "./support.ts";

const REQUESTS = benchRequests(60);
const RENDER_RUNS = Number(process.env.BENCH_RENDER_RUNS ?? 7);
const API_TARGET_MS = 100;
const ACCOUNT = "consultant@renfort.test";
/** Lyon (INSEE 69123), as the commune picker gives it. */
const LYON = { code: "69123", latitude: 45.758, longitude: 4.835 };
const TEXT = "traore"; // typed without its accent: finds « Traoré »
const JOB = "Maçon";
const DIST_DIR = path.join(os.tmpdir(), "renfort-bench-dist");
const API_ONLY = process.argv.includes("--api-only");

async function main() {
  const t0 = Date.now();
  if (API_ONLY) log("API seule (--api-only) : ni build ni navigateur.");
  else if (appIsStale(DIST_DIR)) {
    log("Construction de l'application (vite build, comme npm start)…");
    const { build } = await import("vite");
    await build({ root: ROOT, logLevel: "error", build: { outDir: DIST_DIR, emptyOutDir: true } });
    log(`  construite en ${((Date.now() - t0) / 1000).toFixed(0)} s (${DIST_DIR})`);
  } else log(`Application déjà construite (${DIST_DIR}).`);
  await withBenchServer({ distDir: API_ONLY ? undefined : DIST_DIR }, async ({ db, demo, server, signIn }) => {
    const supabase = await signIn(ACCOUNT);
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
      // the demo seed may hold no « Traoré » mason near Lyon: the call is checked, not its rows
      if (!rows?.length && !demo) throw new Error("super recherche sans résultat");
      return Number(rows?.[0]?.total_count ?? 0);
    };

    const scenarios: Scenario[] = [
      ["Liste des talents, 1re page (25 lignes, count=exact)", listPage(talentFilterCodec.toFilters({}))],
      [
        `Liste filtrée (« ${TEXT} » + ${JOB} + disponible)`,
        listPage(talentFilterCodec.toFilters({ q: TEXT, job_id: job.data.id, availability_status: ["available"] })),
      ],
      [`Super recherche (« ${TEXT} » + ${JOB} + 30 km autour de Lyon)`, superSearch],
    ];
    const rows = await runScenarios(scenarios, { requests: REQUESTS, target: { ms: API_TARGET_MS } });

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

    printTable(
      `Talents — données ${demo ? "de démonstration" : "« large » (200 000 talents)"} — ${db.label}`,
      ["API (consultant@renfort.test, requêtes successives)", "lignes trouvées"],
      rows,
    );
    if (render) log(`\nPremier écran dans Chromium (build de production) :\n\n${render}`);
  });
}

runBench(main);
