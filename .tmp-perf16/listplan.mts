import { createClient } from "@supabase/supabase-js";
import type { LogicalFilter } from "@refinedev/core";
import { startServer } from "/work/wt/perf16/server/main.ts";
import { DEMO_PASSWORD } from "/work/wt/perf16/supabase/seed/accounts.ts";
import { MISSION_LIST_READ, kindFilter } from "/work/wt/perf16/resources/missions/list-read.ts";
import { mkdtempSync } from "node:fs";
import WebSocket from "ws";
const server = await startServer(
  { port: 0, host: "127.0.0.1", dataDir: mkdtempSync("/tmp/perf16/d-"), databaseUrl: "postgres://postgres@127.0.0.1:55432/postgres", inMemory: false, seed: false, distDir: undefined, devMode: false },
  { ...process.env, DATABASE_URL: "", SEED_SCALE: "none", PGRST_DB_PLAN_ENABLED: "true" },
);
const supabase = createClient(server.url, server.ctx.keys.anonKey, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as never } });
await supabase.auth.signInWithPassword({ email: "consultant@renfort.test", password: DEMO_PASSWORD });
const kind = kindFilter("client-order") as LogicalFilter;
const meta = MISSION_LIST_READ.meta([kind]);
for (let i = 0; i < 3; i++) {
  const t0 = performance.now();
  const r = await supabase.from("mission").select(String(meta.select), { count: "estimated" }).eq(kind.field, kind.value).order("created_at", { ascending: false }).range(0, 24);
  console.log("plain", (performance.now() - t0).toFixed(1), r.count, r.error?.message);
}
const e = await supabase.from("mission").select(String(meta.select)).eq(kind.field, kind.value).order("created_at", { ascending: false }).range(0, 24).explain({ analyze: true, buffers: true, format: "text" });
console.log(e.data ?? e.error);
await server.close?.();
process.exit(0);
