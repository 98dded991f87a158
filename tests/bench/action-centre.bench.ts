// `npm run bench:action-centre`: the action centre over the `large` seed (200 000 talents,
// 50 000 missions and their contracts, timesheets, requests). Through the real server, one
// request after the other, as each role's demo account: public.action_centre() (every queue
// of the user, the page's one read) and public.action_centre_figures() (the key figures);
// p50/p95 in ms against the 100 ms target, with the machine's load.
//
// Environment (support.ts): BENCH_DATABASE_URL / BENCH_DATA_DIR reuse a seeded database (see
// large-database.ts), BENCH_REQUESTS (default 60) measured requests per scenario, BENCH_SEED=demo
// checks the bench on the demo seed.
import {
  benchRequests,
  loadAverage,
  printTable,
  runBench,
  runScenarios,
  withBenchServer,
  type Scenario,
} from "./support.ts";

const REQUESTS = benchRequests(60);
const API_TARGET_MS = 100;
const ACCOUNTS = ["consultant@renfort.test", "manager@renfort.test", "csm@renfort.test", "dev@renfort.test"];

async function main() {
  // no scheduled job while the seed loads: its monthly meal cards would collide with the seed's
  await withBenchServer({ env: { SCHEDULED_JOBS_INTERVAL: "0" } }, async ({ db, data, signIn }) => {
    const rows: string[] = [];
    const loadBefore = loadAverage();
    for (const email of ACCOUNTS) {
      const supabase = await signIn(email);
      const scenarios: Scenario[] = [
        [
          "action_centre()",
          async () => {
            const { data, error } = await supabase.rpc("action_centre");
            if (error) throw error;
            return data.length;
          },
        ],
        [
          "action_centre_figures()",
          async () => {
            const { data, error } = await supabase.rpc("action_centre_figures");
            if (error) throw error;
            return data ? 1 : 0;
          },
        ],
      ];
      const target = { ms: API_TARGET_MS, inclusive: true };
      rows.push(...(await runScenarios(scenarios, { requests: REQUESTS, target, lead: [email], progress: false })));
      await supabase.auth.signOut();
    }
    printTable(`Centre d'actions — données ${data} — ${db.label}`, ["compte", "appel", "éléments"], rows, loadBefore);
  });
}

runBench(main);
