// `npm run bench:missions`: the mission screens' reads over the `large` seed (50 000
// missions, 200 000 talents). Through the real server, signed in as consultant@renfort.test,
// one request after the other: the find-talents ranking of an open order in Lyon
// (public.mission_candidates, as /missions/:id/find-talents asks for it), the reverse
// ranking for a talent of Lyon (public.talent_missions, /talents/:id/find-missions) and the
// client-order list's first page (the screen's own read, resources/missions/list-read.ts:
// its select, count mode, order and page size); p50/p95 in ms. It also reports the largest pipeline (the kanban's 200+ measure).
//
// Environment (support.ts): BENCH_DATABASE_URL / BENCH_DATA_DIR reuse a seeded database (see
// large-database.ts), BENCH_REQUESTS (default 60) measured requests per scenario, BENCH_SEED=demo
// checks the bench on the demo seed.
import type { LogicalFilter } from "@refinedev/core";
import { FIND_TALENTS_PAGE_SIZE, findTalentsArgs } from "../../src/domain/matching/args.ts";
import { MISSION_LIST_READ, kindFilter } from "../../resources/missions/list-read.ts";
import { benchRequests, log, printTable, runBench, runScenarios, withBenchServer, type Scenario } from "./support.ts";

const REQUESTS = benchRequests(60);
const API_TARGET_MS = 100;
const ACCOUNT = "consultant@renfort.test";
const CITY = "Lyon";

async function main() {
  await withBenchServer({}, async ({ db, data, demo, server, signIn }) => {
    const supabase = await signIn(ACCOUNT);

    log(`Recherche d'une commande ouverte et d'un talent à ${CITY}…`);
    // an open client order in Lyon, and a talent living there
    const order = await supabase
      .from("mission")
      .select("id, reference, address:address_id!inner(city)")
      .eq("is_client_order", true)
      .eq("status", "open")
      .eq("address.city", CITY)
      .order("id")
      .limit(1)
      .single();
    if (order.error) throw order.error;
    const talent = await supabase
      .from("talent")
      .select("id, address:address_id!inner(city)")
      .eq("address.city", CITY)
      .is("blacklisted_at", null)
      .neq("qualification_status", "anonymized")
      .order("id")
      .limit(1)
      .single();
    if (talent.error) throw talent.error;

    const findTalents = async () => {
      const { data, error } = await supabase.rpc("mission_candidates", findTalentsArgs(order.data.id, {}, 1));
      if (error) throw error;
      if (!data?.length) throw new Error("aucun candidat : les données « large » sont-elles chargées ?");
      return Number(data[0].total_count);
    };
    const findMissions = async () => {
      const { data, error } = await supabase.rpc("talent_missions", {
        p_talent_id: talent.data.id,
        p_radius_km: 50,
        p_limit: FIND_TALENTS_PAGE_SIZE,
        p_offset: 0,
      });
      if (error) throw error;
      return Number(data?.[0]?.total_count ?? 0);
    };
    // the client-order list's own read (resources/missions/list-read.ts): its select, count
    // mode, default order and page size, with the route's kind filter
    const kind = kindFilter("client-order") as LogicalFilter;
    const listMeta = MISSION_LIST_READ.meta([kind]);
    const listCount = (listMeta.count ?? "exact") as "exact" | "planned" | "estimated";
    const orderList = async () => {
      let query = supabase
        .from(MISSION_LIST_READ.resource)
        .select(String(listMeta.select), { count: listCount })
        .eq(kind.field, kind.value);
      for (const s of MISSION_LIST_READ.sorters) query = query.order(s.field, { ascending: s.order === "asc" });
      const { data, error, count } = await query.range(0, MISSION_LIST_READ.pageSize - 1);
      if (error) throw error;
      if (!data?.length) throw new Error("liste des commandes vide");
      return count ?? 0;
    };

    const scenarios: Scenario[] = [
      [`Talents pour une commande ouverte à ${CITY} (mission_candidates, 50 km, 1re page)`, findTalents],
      [`Missions pour un talent de ${CITY} (talent_missions, 50 km)`, findMissions],
      [
        `Liste des commandes clients, 1re page (lecture de l'écran : ${MISSION_LIST_READ.pageSize} lignes, count=${listCount}, embeds)`,
        orderList,
      ],
    ];
    const rows = await runScenarios(scenarios, { requests: REQUESTS, target: { ms: API_TARGET_MS } });

    // the kanban's measure needs an order with 200+ applications (supabase/seed/pipeline.ts)
    const largest = await server.ctx.engine.query<{ reference: string; n: number }>(
      "select m.reference, count(*)::int as n from public.application a join public.mission m on m.id = a.mission_id group by m.reference order by n desc limit 1",
    );

    printTable(
      `Missions — données ${demo ? data : "« large » (50 000 missions, 200 000 talents)"} — ${db.label}`,
      ["API (consultant@renfort.test, requêtes successives)", "lignes trouvées"],
      rows,
    );
    log(`\nPlus grand pipeline : ${largest.rows[0]?.reference} (${largest.rows[0]?.n} candidatures).`);
  });
}

runBench(main);
