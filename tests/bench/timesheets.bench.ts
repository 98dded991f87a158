// `npm run bench:timesheets`: the timesheets list (/timesheets) over the `large` seed (85 000
// contracts, their weeks over the last weeks). Through the real server, signed in as
// consultant@renfort.test, one request after the other, each exactly as the screen asks for
// it: the application's data provider with the list's useTable options
// (resources/timesheets/list-read.ts through listTableOptions: its select with embeds,
// count=estimated, order then the id tiebreak, page size; the tabs' filters of constants.ts):
// the first page, the « En attente de signature »
// tab, the « À envoyer » tab of the latest week filtered on one company, and the tabs' counts
// (public.timesheet_week_counts); p50/p95 in ms, with the machine's load.
//
// Environment (support.ts): BENCH_DATABASE_URL / BENCH_DATA_DIR reuse a seeded database (see
// large-database.ts), BENCH_REQUESTS (default 60) measured requests per scenario, BENCH_SEED=demo
// checks the bench on the demo seed.
// BENCH_SYNTHETIC_WEEKS=<n>: the demo seed instead of the `large` one, with <n> weeks back of
// every Renfort contract written directly (triggers off, as a bulk import): a volume of weeks
// without the large seed's load time. It loads the demo seed, which replaces the data: refused
// with BENCH_DATABASE_URL or BENCH_DATA_DIR (a reused, possibly shared, database).
// BENCH_EXPLAIN=1 prints the plan of the filtered tab's query as the consultant (RLS applied,
// without the embeds), to tell the SQL from the rest.
import type { CrudFilter } from "@refinedev/core";
import { WORKSPACES } from "../../supabase/seed/accounts.ts";
import { TAB_FILTERS } from "../../resources/timesheets/constants.ts";
import { TIMESHEET_LIST_READ } from "../../resources/timesheets/list-read.ts";
import { createDataProvider } from "../../providers/data-provider.ts";
import { listTableOptions } from "../../src/components/table/list-read.ts";
import {
  benchRequests,
  loadAverage,
  log,
  printTable,
  runBench,
  runScenarios,
  withBenchServer,
  type Scenario,
} from "./support.ts";

const REQUESTS = benchRequests(60);
const SYNTHETIC_WEEKS = Number(process.env.BENCH_SYNTHETIC_WEEKS ?? 0);
const API_TARGET_MS = 100;
const ACCOUNT = "consultant@renfort.test";
const RENFORT_ID = WORKSPACES.renfort.id;

async function main() {
  if (SYNTHETIC_WEEKS > 0 && (process.env.BENCH_DATABASE_URL || process.env.BENCH_DATA_DIR))
    throw new Error("BENCH_SYNTHETIC_WEEKS recharge les données de démonstration : pas sur une base réutilisée.");
  const synthetic = SYNTHETIC_WEEKS > 0;
  await withBenchServer({ seed: synthetic ? "demo" : undefined }, async ({ db, data, server, signIn }) => {
    if (synthetic) {
      log(`Données de démonstration + ${SYNTHETIC_WEEKS} semaines en arrière par contrat (écrites en bloc)…`);
      await server.ctx.engine.exec(`
        begin;
        set local session_replication_role = replica;
        insert into public.timesheet_week (workspace_id, contract_id, contract_key, talent_id, company_id, owner_id, week_start,
                                           status, total_hours, hours_normal, hours_ot25, hours_ot50, signature_sent_at, signed_at)
        select c.workspace_id, c.id, c.contract_key, c.talent_id, c.company_id, c.owner_id,
               (date_trunc('week', now())::date - 7 * k),
               (array['draft','pending_signature','signed','validated','exported','invoiced','disputed','signature_expired'])[1 + (k * 7 + length(c.contract_key)) % 8]::public.timesheet_status,
               35 + k % 9, 35, least(k % 9, 8), greatest(k % 9 - 8, 0), now() - make_interval(days => 7 * k - 5), null
        from (select distinct on (contract_key) * from public.contract where workspace_id = '${RENFORT_ID}' and status <> 'canceled'
              order by contract_key, amendment_number desc) c
        cross join generate_series(1, ${SYNTHETIC_WEEKS}) k
        on conflict do nothing;
        commit;`);
    }
    // as autovacuum would soon after the load: the planner's estimate behind count=estimated
    for (const table of ["timesheet_week", "timesheet_day", "contract"])
      await server.ctx.engine.exec(`vacuum (analyze) public.${table}`);
    const weeks = await server.ctx.engine.query<{ n: string | number }>(
      "select count(*) as n from public.timesheet_week",
    );
    const supabase = await signIn(ACCOUNT);

    const latest = await supabase
      .from("timesheet_week")
      .select("week_start, company_id")
      .eq("status", "draft")
      .gt("total_hours", 0)
      .order("week_start", { ascending: false })
      .limit(1)
      .single();
    if (latest.error) throw latest.error;

    const provider = createDataProvider(supabase);
    const count = String(TIMESHEET_LIST_READ.meta([]).count ?? "exact");
    /** The list's read with the given filters, as useTable sends it through the data provider. */
    const list = (filters: CrudFilter[]) => async () => {
      const options = listTableOptions(TIMESHEET_LIST_READ, filters);
      const result = await provider.getList({
        resource: options.resource,
        pagination: { currentPage: 1, pageSize: TIMESHEET_LIST_READ.pageSize, mode: "server" },
        sorters: TIMESHEET_LIST_READ.sorters,
        filters,
        meta: options.meta,
      });
      if (!result.data.length) throw new Error("liste des relevés vide : les données « large » sont-elles chargées ?");
      return result.total;
    };
    const counts = async () => {
      const { data, error } = await supabase.rpc("timesheet_week_counts", {});
      if (error) throw error;
      return Object.values(data as Record<string, number>).reduce((a, b) => a + b, 0);
    };

    const scenarios: Scenario[] = [
      [`Liste, 1re page (${TIMESHEET_LIST_READ.pageSize} lignes, count=${count}, embeds)`, list([])],
      ["Onglet « En attente de signature », 1re page", list(TAB_FILTERS.awaiting)],
      [
        `Onglet « À envoyer », semaine du ${latest.data.week_start}, une entreprise`,
        list([
          { field: "week_start", operator: "eq", value: latest.data.week_start },
          { field: "company_id", operator: "eq", value: latest.data.company_id },
          ...TAB_FILTERS.to_send,
        ]),
      ],
      ["Compteurs des onglets (timesheet_week_counts, sans filtre)", counts],
    ];
    const loadBefore = loadAverage();
    const rows = await runScenarios(scenarios, { requests: REQUESTS, target: { ms: API_TARGET_MS } });

    const measured = synthetic ? `de démonstration + ${SYNTHETIC_WEEKS} semaines par contrat` : data;
    if (process.env.BENCH_EXPLAIN) {
      // the plan of the filtered tab's rows as the consultant (RLS applies), without the embeds
      const { data: user, error } = await supabase.auth.getUser();
      if (error) throw error;
      const plan = await server.ctx.engine.tx(
        { role: "authenticated", claims: { sub: user.user.id, role: "authenticated" } },
        (q) =>
          q<{ "QUERY PLAN": string }>(
            `explain (analyze, costs off) select id from public.timesheet_week where week_start = $1 and company_id = $2
             and status = 'draft' and total_hours > 0 order by week_start desc, contract_key, id limit 25`,
            [latest.data.week_start, latest.data.company_id],
          ),
      );
      log(plan.rows.map((r) => r["QUERY PLAN"]).join("\n"));
    }
    printTable(
      `Relevés d'heures — données ${measured} (${weeks.rows[0].n} semaines) — ${db.label}`,
      ["API (consultant@renfort.test, requêtes successives)", "lignes trouvées"],
      rows,
      loadBefore,
    );
  });
}

runBench(main);
