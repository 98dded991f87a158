// `npm run bench:server`: 100k rows with a foreign key; a 25-row list with an embed and
// count=exact (over the whole table, and within one company), a filtered search and a single insert, measured through the server
// (autocannon, 10 connections, in its own process) and as the very same SQL run directly
// with the same driver in the same run, on PGlite and on native PostgreSQL. Prints p50, p95,
// requests/second and the server/direct ratios.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT } from "../../server/config.ts";
import type { Engine, Query, TxContext } from "../../server/db/engine.ts";
import { signJwt } from "../../server/jwt.ts";
import { startServer } from "../../server/main.ts";
import { findPgBin, startCluster } from "../support/pg-cluster.ts";

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const SECRET = "renfort-bench-secret-with-at-least-32-characters";

type Figures = { p50: number; p95: number; max?: number; rps: number; errors?: number; n?: number };
type Scenario = { name: string; method: "GET" | "POST"; path: string; headers: Record<string, string>; body?: string };
type Recorded = { ctx: TxContext; statements: Array<[string, unknown[] | undefined]> };

const SEED = `
insert into bench.company (name, city)
  select 'Entreprise ' || g, (array['Paris','Lyon','Marseille','Lille','Nantes'])[1 + g % 5] from generate_series(1, 2000) g;
insert into bench.talent (first_name, last_name, email, company_id)
  select (array['Camille','Léa','Hugo','Lucas','Chloé','Nathan','Inès','Jules'])[1 + g % 8],
         (array['Martin','Bernard','Dubois','Thomas','Robert','Richard','Petit','Durand','Leroy','Moreau','Marchand','Mercier'])[1 + g % 12] || ' ' || g,
         'talent' || g || '@exemple.fr', 1 + g % 2000
  from generate_series(1, 100000) g;
analyze bench.company; analyze bench.talent;`;

function scenarios(token: string, anonKey: string): Scenario[] {
  const base = { apikey: anonKey, Authorization: `Bearer ${token}` };
  return [
    {
      name: "liste 25 lignes + embed + count=exact",
      method: "GET",
      path: "/rest/v1/talent?select=id,first_name,last_name,email,company(name,city)&order=id.desc&offset=100&limit=25",
      headers: { ...base, "Accept-Profile": "bench", Prefer: "count=exact" },
    },
    {
      name: "liste d'une entreprise (25 lignes + embed + count=exact)",
      method: "GET",
      path: "/rest/v1/talent?select=id,first_name,last_name,email,company(name,city)&company_id=eq.42&order=id.desc&limit=25",
      headers: { ...base, "Accept-Profile": "bench", Prefer: "count=exact" },
    },
    {
      name: "recherche filtrée (préfixe de nom)",
      method: "GET",
      path: "/rest/v1/talent?select=id,first_name,last_name,company(name)&last_name=like.Moreau%201234*&order=last_name.asc&limit=25",
      headers: { ...base, "Accept-Profile": "bench" },
    },
    {
      name: "insertion d'une ligne",
      method: "POST",
      path: "/rest/v1/talent",
      headers: { ...base, "Content-Profile": "bench", "Content-Type": "application/json", Prefer: "return=minimal" },
      body: JSON.stringify({ first_name: "Zoé", last_name: "Bench", email: "zoe@bench.fr", company_id: 1 }),
    },
  ];
}

/** Wraps engine.tx in place to capture the statements of the next request transaction. */
function recorder(engine: Engine) {
  const original = engine.tx;
  let target: Recorded | null = null;
  engine.tx = <T>(ctx: TxContext, fn: (q: Query) => Promise<T>) =>
    original(ctx, (q) => {
      const rec = target;
      if (rec) rec.ctx = ctx;
      const wrapped: Query = (sql, params) => {
        rec?.statements.push([sql, params]);
        return q(sql, params);
      };
      return fn(wrapped);
    });
  return {
    async capture(run: () => Promise<void>): Promise<Recorded> {
      const rec: Recorded = { ctx: {}, statements: [] };
      target = rec;
      await run();
      target = null;
      return rec;
    },
    restore: () => void (engine.tx = original),
  };
}

function loadThroughServer(url: string, s: Scenario): Promise<Figures> {
  return runLoad({
    url: url + s.path,
    method: s.method,
    headers: s.headers,
    body: s.body,
    connections: CONNECTIONS,
    duration: DURATION,
  });
}

/** tests/bench/load.ts in its own process (so it never shares the server's event loop). */
function runLoad(load: Record<string, unknown>, script = "tests/bench/load.ts"): Promise<Figures> {
  const args = JSON.stringify(load);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, script), args], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.on("exit", (code) =>
      code === 0 ? resolve(JSON.parse(out.trim().split("\n").pop() ?? "{}")) : reject(new Error(`load exited ${code}`)),
    );
  });
}

async function loadDirect(engine: Engine, rec: Recorded): Promise<Figures> {
  const latencies: number[] = [];
  const end = Date.now() + DURATION * 1000;
  const worker = async () => {
    while (Date.now() < end) {
      const t0 = performance.now();
      await engine.tx(rec.ctx, async (q) => {
        for (const [sql, params] of rec.statements) await q(sql, params);
      });
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return { p50: pct(50), p95: pct(95), rps: latencies.length / DURATION };
}

async function benchEngine(kind: "pglite" | "postgres") {
  const cluster = kind === "postgres" ? await startCluster() : undefined;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "renfort-bench-"));
  const server = await startServer(
    {
      port: 0,
      host: "127.0.0.1",
      dataDir,
      inMemory: kind === "pglite",
      databaseUrl: cluster?.url,
      jwtSecret: SECRET,
      exposedSchemas: ["public", "bench"],
      migrationsDirs: [path.join(ROOT, "tests/bench/fixtures")],
      seed: false,
      distDir: undefined,
    },
    { ...process.env, DATABASE_URL: "" },
  );
  try {
    const t0 = Date.now();
    await server.ctx.engine.exec(SEED);
    console.log(
      `\n## ${kind === "pglite" ? "PGlite (embarqué)" : "PostgreSQL natif"} — 102 000 lignes chargées en ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
    const now = Math.floor(Date.now() / 1000);
    const token = await signJwt(SECRET, {
      sub: "00000000-0000-4000-8000-000000000001",
      role: "authenticated",
      aud: "authenticated",
      iat: now,
      exp: now + 3600,
    });
    const rows: string[] = [];
    for (const s of ONLY_RESPONSIVENESS ? [] : scenarios(token, server.ctx.keys.anonKey)) {
      // capture the scenario's statements once, then measure with the engine unwrapped
      const rec = recorder(server.ctx.engine);
      const recorded = await rec.capture(async () => {
        const res = await fetch(server.url + s.path, { method: s.method, headers: s.headers, body: s.body });
        if (res.status >= 300) throw new Error(`${s.name}: HTTP ${res.status} ${await res.text()}`);
        await res.arrayBuffer();
      });
      rec.restore();
      const viaServer = await loadThroughServer(server.url, s);
      const direct = await loadDirect(server.ctx.engine, recorded);
      const r = (a: number, b: number) => (a / b).toFixed(2);
      rows.push(
        `| ${s.name} | ${viaServer.p50.toFixed(2)} | ${viaServer.p95.toFixed(2)} | ${viaServer.rps.toFixed(0)} | ${direct.p50.toFixed(2)} | ${direct.p95.toFixed(2)} | ${direct.rps.toFixed(0)} | ${r(viaServer.p50, direct.p50)} | ${r(viaServer.p95, direct.p95)} |` +
          (viaServer.errors ? ` ⚠ ${viaServer.errors} erreurs` : ""),
      );
    }
    console.log(
      "| scénario | serveur p50 ms | serveur p95 ms | serveur req/s | SQL direct p50 ms | SQL direct p95 ms | SQL direct req/s | ratio p50 | ratio p95 |",
    );
    console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- |");
    for (const row of rows) console.log(row);
    await responsiveness(server.url, token, server.ctx.keys.anonKey);
  } finally {
    await server.close();
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const PROBE_CONNECTIONS = 50;
const PROBE_EVERY_MS = 20;
/** BENCH_PART=responsiveness: only the event-loop measure below. */
const ONLY_RESPONSIVENESS = process.env.BENCH_PART === "responsiveness";
const ms = (n: number | null | undefined) => (n == null || Number.isNaN(n) ? "—" : n.toFixed(1));

/**
 * Does the server keep answering while the database is busy? `/config.json` (no database)
 * asked every 20 ms (tests/bench/probe.ts, open loop: a stall counts as waiting), alone, then while 50 clients run database requests (a list, a
 * filtered list and a heavy statement, in turn), then while one request carries a 39 MB
 * array argument (issue #12's freeze; a body limit may refuse it first, its status is shown).
 */
async function responsiveness(url: string, token: string, anonKey: string) {
  const auth = { apikey: anonKey, Authorization: `Bearer ${token}` };
  const read = { ...auth, "Accept-Profile": "bench" };
  const call = { ...auth, "Content-Profile": "bench", "Content-Type": "application/json" };
  const probe = (duration: number) =>
    runLoad({ url: url + "/config.json", everyMs: PROBE_EVERY_MS, duration }, "tests/bench/probe.ts");

  const idle = await probe(DURATION);
  const [loaded, database] = await Promise.all([
    probe(DURATION),
    runLoad({
      url,
      method: "GET",
      headers: read,
      connections: PROBE_CONNECTIONS,
      duration: DURATION,
      requests: [
        {
          method: "GET",
          path: "/rest/v1/talent?select=id,first_name,last_name,company(name)&order=id.desc&limit=25",
          headers: read,
        },
        { method: "GET", path: "/rest/v1/talent?select=id,last_name&company_id=eq.42&limit=25", headers: read },
        { method: "POST", path: "/rest/v1/rpc/heavy", headers: call, body: "{}" },
      ],
    }),
  ]);

  // the requests the load left queued in the server finish first (one request waits for them)
  await (await fetch(url + "/rest/v1/company?select=id&limit=1", { headers: read })).arrayBuffer();
  const xs = Array.from({ length: 4_300_000 }, (_, i) => 1_000_000 + i);
  const body = JSON.stringify({ xs });
  const probing = probe(Math.max(DURATION, 8));
  await new Promise((r) => setTimeout(r, 1000));
  const t0 = performance.now();
  const big = await fetch(url + "/rest/v1/rpc/sum_array", { method: "POST", headers: call, body });
  await big.arrayBuffer();
  const bigMs = performance.now() - t0;
  const during = await probing;

  console.log(
    `\n/config.json demandé toutes les ${PROBE_EVERY_MS} ms pendant la charge (${PROBE_CONNECTIONS} clients base de données) :`,
  );
  console.log("| situation | p50 ms | p95 ms | max ms | réponses | erreurs, délais dépassés |");
  console.log("| --- | --- | --- | --- | --- | --- |");
  const line = (what: string, f: Figures) =>
    console.log(`| ${what} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.max)} | ${f.n} | ${f.errors ?? 0} |`);
  line("seul", idle);
  line(`${PROBE_CONNECTIONS} clients BD (liste, liste filtrée, requête lourde)`, loaded);
  line(`requête RPC de ${(body.length / 1e6).toFixed(0)} Mo (HTTP ${big.status}, ${ms(bigMs)} ms)`, during);
  console.log(
    `(les ${PROBE_CONNECTIONS} clients BD : p50 ${ms(database.p50)} ms, p95 ${ms(database.p95)} ms, ${database.rps.toFixed(0)} req/s, ${database.errors ?? 0} erreurs)`,
  );
}

console.log(
  `Benchmark du serveur REST : ${CONNECTIONS} connexions, ${DURATION} s par mesure, ${os.cpus().length} cœurs.`,
);
await benchEngine("pglite");
if (process.env.BENCH_ENGINE === "pglite") console.log("\nBENCH_ENGINE=pglite : PostgreSQL natif non mesuré.");
else if (findPgBin()) await benchEngine("postgres");
else console.log("\nPostgreSQL natif introuvable : mesure sautée.");
