// `npm run bench:timesheets`: the timesheets list (/timesheets) over the `large` seed (85 000
// contracts, their weeks over the last weeks). Through the real server, signed in as
// consultant@renfort.test, one request after the other, each exactly as the screen asks for
// it (resources/timesheets/list-read.ts: its select with embeds, count=estimated, order, page
// size; the tabs' filters of constants.ts): the first page, the « En attente de signature »
// tab, the « À envoyer » tab of the latest week filtered on one company, and the tabs' counts
// (public.timesheet_week_counts); p50/p95 in ms, with the machine's load.
//
// Environment: BENCH_DATABASE_URL / BENCH_DATA_DIR reuse a seeded database (see
// large-database.ts), BENCH_REQUESTS (default 60) measured requests per scenario.
import type { CrudFilter, LogicalFilter } from "@refinedev/core";
import { createClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import os from "node:os";
import { startServer } from "../../server/main.ts";
import { DEMO_PASSWORD } from "../../supabase/seed/accounts.ts";
import { TAB_FILTERS } from "../../resources/timesheets/constants.ts";
import { TIMESHEET_LIST_READ } from "../../resources/timesheets/list-read.ts";
import { benchDatabase, ensureLargeSeed } from "./large-database.ts";
import { measure, ms, type Figures } from "./stats.ts";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 60);
const API_TARGET_MS = 100;
const ACCOUNT = "consultant@renfort.test";
const log = (line: string) => console.log(line);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" / ");

async function main() {
  const db = await benchDatabase();
  log(`Base : ${db.label}${db.note ? `\n⚠ ${db.note}` : ""}`);
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    server = await startServer(
      {
        port: 0,
        host: "127.0.0.1",
        dataDir: db.dataDir,
        databaseUrl: db.databaseUrl,
        inMemory: false,
        seed: false,
        distDir: undefined,
        devMode: false,
      },
      { ...process.env, DATABASE_URL: "", SEED_SCALE: "none" },
    );
    const seeded = await ensureLargeSeed(server.ctx.engine, server.ctx.config, log);
    log(
      seeded ? `  données chargées en ${seeded.toFixed(0)} s` : "Données « large » déjà présentes : chargement évité.",
    );
    // as autovacuum would soon after the load: the planner's estimate behind count=estimated
    for (const table of ["timesheet_week", "timesheet_day", "contract"])
      await server.ctx.engine.exec(`vacuum (analyze) public.${table}`);
    const weeks = await server.ctx.engine.query<{ n: string | number }>(
      "select count(*) as n from public.timesheet_week",
    );
    const supabase = createClient(server.url, server.ctx.keys.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    const signIn = await supabase.auth.signInWithPassword({ email: ACCOUNT, password: DEMO_PASSWORD });
    if (signIn.error) throw signIn.error;

    const latest = await supabase
      .from("timesheet_week")
      .select("week_start, company_id")
      .eq("status", "draft")
      .gt("total_hours", 0)
      .order("week_start", { ascending: false })
      .limit(1)
      .single();
    if (latest.error) throw latest.error;

    const meta = TIMESHEET_LIST_READ.meta([]);
    const count = (meta.count ?? "exact") as "exact" | "planned" | "estimated";
    /** The list's read with the given filters (eq, in and gt, as the screen's filters send them). */
    const list = (filters: CrudFilter[]) => async () => {
      let query = supabase.from(TIMESHEET_LIST_READ.resource).select(String(meta.select), { count });
      for (const f of filters as LogicalFilter[]) {
        if (f.operator === "in") query = query.in(f.field, f.value as string[]);
        else if (f.operator === "gt") query = query.gt(f.field, f.value);
        else query = query.eq(f.field, f.value);
      }
      for (const s of TIMESHEET_LIST_READ.sorters) query = query.order(s.field, { ascending: s.order === "asc" });
      const { data, error, count: total } = await query.range(0, TIMESHEET_LIST_READ.pageSize - 1);
      if (error) throw error;
      if (!data?.length) throw new Error("liste des relevés vide : les données « large » sont-elles chargées ?");
      return total ?? 0;
    };
    const counts = async () => {
      const { data, error } = await supabase.rpc("timesheet_week_counts", {});
      if (error) throw error;
      return Object.values(data as Record<string, number>).reduce((a, b) => a + b, 0);
    };

    const scenarios: Array<[string, () => Promise<number>]> = [
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
    const rows: string[] = [];
    const loadBefore = load();
    for (const [name, run] of scenarios) {
      log(`  ${name}…`);
      const total = await run();
      const f: Figures = await measure(run, REQUESTS);
      rows.push(
        `| ${name} | ${total} | ${f.n} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.max)} | ${f.p95 < API_TARGET_MS ? "✔" : "✘"} < ${API_TARGET_MS} ms |`,
      );
      log(`  ${name} : p95 ${ms(f.p95)} ms`);
    }

    log(`\n## Relevés d'heures — données « large » (${weeks.rows[0].n} semaines) — ${db.label}`);
    log(
      `Machine : ${os.cpus().length} cœurs (${os.cpus()[0]?.model ?? "?"}), charge moyenne avant ${loadBefore}, après ${load()}, Node ${process.version}.\n`,
    );
    log(
      "| API (consultant@renfort.test, requêtes successives) | lignes trouvées | requêtes | p50 (ms) | p95 (ms) | max (ms) | cible |",
    );
    log("|---|---|---|---|---|---|---|");
    for (const row of rows) log(row);
  } finally {
    await server?.close().catch(() => undefined);
    db.cleanup();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
