// `npm run bench:action-centre`: the action centre over the `large` seed (200 000 talents,
// 50 000 missions and their contracts, timesheets, requests). Through the real server, one
// request after the other, as each role's demo account: public.action_centre() (every queue
// of the user, the page's one read) and public.action_centre_figures() (the key figures);
// p50/p95 in ms against the 100 ms target, with the machine's load.
//
// Environment: BENCH_DATABASE_URL / BENCH_DATA_DIR reuse a seeded database (see
// large-database.ts), BENCH_REQUESTS (default 60) measured requests per scenario.
import { createClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import os from "node:os";
import { startServer } from "../../server/main.ts";
import { DEMO_PASSWORD } from "../../supabase/seed/accounts.ts";
import { benchDatabase, ensureLargeSeed } from "./large-database.ts";
import { measure, ms, type Figures } from "./stats.ts";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 60);
const API_TARGET_MS = 100;
const ACCOUNTS = ["consultant@renfort.test", "manager@renfort.test", "csm@renfort.test", "dev@renfort.test"];
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
      // no scheduled job while the seed loads: its monthly meal cards would collide with the seed's
      { ...process.env, DATABASE_URL: "", SEED_SCALE: "none", SCHEDULED_JOBS_INTERVAL: "0" },
    );
    const seeded = await ensureLargeSeed(server.ctx.engine, server.ctx.config, log);
    log(
      seeded ? `  données chargées en ${seeded.toFixed(0)} s` : "Données « large » déjà présentes : chargement évité.",
    );
    const rows: string[] = [];
    const loadBefore = load();
    for (const email of ACCOUNTS) {
      const supabase = createClient(server.url, server.ctx.keys.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: WebSocket as never },
      });
      const signIn = await supabase.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
      if (signIn.error) throw signIn.error;
      const scenarios: [string, () => Promise<number>][] = [
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
      for (const [name, run] of scenarios) {
        log(`  ${email} ${name}…`);
        const found = await run();
        const f: Figures = await measure(run, REQUESTS);
        rows.push(
          `| ${email} | ${name} | ${found} | ${f.n} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.max)} | ${f.p95 <= API_TARGET_MS ? "✔" : "✘"} ≤ ${API_TARGET_MS} ms |`,
        );
      }
      await supabase.auth.signOut();
    }
    log(`\n## Centre d'actions — données « large » — ${db.label}`);
    log(
      `Machine : ${os.cpus().length} cœurs (${os.cpus()[0]?.model ?? "?"}), charge moyenne avant ${loadBefore}, après ${load()}, Node ${process.version}.\n`,
    );
    log("| compte | appel | éléments | requêtes | p50 (ms) | p95 (ms) | max (ms) | cible |");
    log("|---|---|---|---|---|---|---|---|");
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
