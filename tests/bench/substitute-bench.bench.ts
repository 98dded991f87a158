// The substitute bench's read over the `large` seed (200 000 talents, 100 000 contracts): through
// the real server, signed in as consultant@renfort.test, one request after the other, the screen's
// default call of public.substitute_bench (today's needs, 5 candidates each, 30 km) and the call
// narrowed to one running contract (« Remplacer »); p50/p95 in ms.
// `node --import tsx tests/bench/substitute-bench.bench.ts`
//
// Environment (support.ts): BENCH_DATABASE_URL / BENCH_DATA_DIR reuse a seeded database (see
// large-database.ts), BENCH_REQUESTS (default 30) measured requests per scenario, BENCH_SEED=demo
// checks the bench on the demo seed.
import { toRpcArgs, DEFAULT_RADIUS } from "../../resources/contracts/substitute-bench/bench.utils.ts";
import { benchRequests, printTable, runBench, runScenarios, withBenchServer, type Scenario } from "./support.ts";

const REQUESTS = benchRequests(30);
const API_TARGET_MS = 300;
const ACCOUNT = "consultant@renfort.test";

async function main() {
  await withBenchServer(
    { analyze: ["contract", "mission", "planning_entry", "timesheet_week", "application"] },
    async ({ db, data, signIn }) => {
      const supabase = await signIn(ACCOUNT);
      const call = async (args: Record<string, unknown>) => {
        const { data, error } = await supabase.rpc("substitute_bench", args);
        if (error) throw error;
        return data;
      };
      // a running contract (signed or active, begun) for the « Remplacer » scenario
      const today = new Date().toISOString().slice(0, 10);
      const running = await supabase
        .from("contract")
        .select("id")
        .in("status", ["signed", "active"])
        .eq("is_amendment", false)
        .lte("start_date", today)
        .order("id")
        .limit(1);
      if (running.error) throw running.error;
      const contract: string | undefined = running.data[0]?.id;
      const scenarios: Scenario[] = [
        [
          "besoins du jour (l'écran : 20 besoins × 5 candidats, 30 km)",
          async () => (await call(toRpcArgs({ radius: DEFAULT_RADIUS, benchedOnly: false }))).length,
        ],
      ];
      if (contract)
        scenarios.push([
          "un contrat en cours (« Remplacer »)",
          async () => (await call(toRpcArgs({ contract, radius: DEFAULT_RADIUS, benchedOnly: false }))).length,
        ]);
      const rows = await runScenarios(scenarios, {
        requests: REQUESTS,
        target: { ms: API_TARGET_MS },
        progress: false,
      });
      printTable(
        `Banc de remplaçants — données ${data} — ${db.label}`,
        ["API (consultant@renfort.test)", "lignes"],
        rows,
      );
    },
  );
}

runBench(main);
