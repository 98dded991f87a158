// The substitute bench's read over the `large` seed (200 000 talents, 100 000 contracts): through
// the real server, signed in as consultant@renfort.test, one request after the other, the screen's
// default call of public.substitute_bench (today's needs, 5 candidates each, 30 km) and the call
// narrowed to one running contract (« Remplacer »); p50/p95 in ms.
// `node --import tsx tests/bench/substitute-bench.bench.ts`
//
// Environment: BENCH_DATABASE_URL / BENCH_DATA_DIR reuse a seeded database (see
// large-database.ts), BENCH_REQUESTS (default 30) measured requests per scenario.
import { createClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import os from "node:os";
import { startServer } from "../../server/main.ts";
import { DEMO_PASSWORD } from "../../supabase/seed/accounts.ts";
import { toRpcArgs, DEFAULT_RADIUS } from "../../resources/talents/substitute-bench/bench.utils.ts";
import { benchDatabase, ensureLargeSeed } from "./large-database.ts";
import { measure, ms, type Figures } from "./stats.ts";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 30);
const API_TARGET_MS = 300;
const ACCOUNT = "consultant@renfort.test";
const log = (line: string) => console.log(line);

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
    log(seeded ? `  données chargées en ${seeded.toFixed(0)} s` : "Données « large » déjà présentes.");
    for (const table of ["contract", "mission", "planning_entry", "timesheet_week", "application"])
      await server.ctx.engine.exec(`vacuum (analyze) public.${table}`);
    const supabase = createClient(server.url, server.ctx.keys.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    const signIn = await supabase.auth.signInWithPassword({ email: ACCOUNT, password: DEMO_PASSWORD });
    if (signIn.error) throw signIn.error;

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
    const scenarios: Array<[string, () => Promise<number>]> = [
      [
        "besoins du jour (l'écran : 20 besoins × 5 candidats, 30 km)",
        async () => (await call(toRpcArgs({ radius: DEFAULT_RADIUS, benchedOnly: false }))).length,
      ],
      ...(contract
        ? ([
            [
              "un contrat en cours (« Remplacer »)",
              async () => (await call(toRpcArgs({ contract, radius: DEFAULT_RADIUS, benchedOnly: false }))).length,
            ],
          ] as Array<[string, () => Promise<number>]>)
        : []),
    ];
    const rows: string[] = [];
    for (const [name, run] of scenarios) {
      const total = await run();
      const f: Figures = await measure(run, REQUESTS);
      rows.push(
        `| ${name} | ${total} | ${f.n} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.max)} | ${f.p95 < API_TARGET_MS ? "✔" : "✘"} < ${API_TARGET_MS} ms |`,
      );
    }
    log(`\n## Banc de remplaçants — données « large » — ${db.label}`);
    log(
      `Machine : ${os.cpus().length} cœurs, charge moyenne ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(" / ")}, Node ${process.version}.\n`,
    );
    log("| API (consultant@renfort.test) | lignes | requêtes | p50 (ms) | p95 (ms) | max (ms) | cible |");
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
