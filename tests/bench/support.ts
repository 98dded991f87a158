// What the API benches share: the real server on the bench database (large-database.ts) with the
// `large` seed loaded, a demo account signed in through supabase-js, the timing loop over named
// scenarios (stats.ts) and the Markdown table of their figures with the machine's load.
//
// BENCH_SEED=demo runs a bench on the demo seed instead, in a throwaway PGlite directory
// (BENCH_DEMO_DIR keeps one between runs): to check that a bench still runs without the large
// seed's load time, never for the figures of docs/performance.
import { createClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer } from "../../server/main.ts";
import { DEMO_PASSWORD } from "../../supabase/seed/accounts.ts";
import { benchDatabase, ensureLargeSeed, type BenchDatabase } from "./large-database.ts";
import { measure, ms, type Figures } from "./stats.ts";

export const log = (line: string) => console.log(line);

/** The measured requests per scenario: BENCH_REQUESTS, else the bench's own default. */
export const benchRequests = (fallback: number): number => Number(process.env.BENCH_REQUESTS ?? fallback);

export const loadAverage = (): string =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" / ");

/** « Machine : … » under a table: cores, CPU, the load (before and after when `loadBefore` is given), Node. */
export const machineLine = (loadBefore?: string): string =>
  `Machine : ${os.cpus().length} cœurs (${os.cpus()[0]?.model ?? "?"}), charge moyenne ${
    loadBefore ? `avant ${loadBefore}, après ${loadAverage()}` : loadAverage()
  }, Node ${process.version}.\n`;

export type BenchServer = Awaited<ReturnType<typeof startServer>>;

/** supabase-js as the benches use it: untyped tables (each scenario checks what it reads), no session kept. */
const newClient = (url: string, anonKey: string) =>
  createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
export type BenchClient = ReturnType<typeof newClient>;

export type Bench = {
  db: BenchDatabase;
  server: BenchServer;
  /** true on BENCH_SEED=demo or the `seed: "demo"` option: no `large` data */
  demo: boolean;
  /** the data measured, for the titles: « large » or de démonstration */
  data: string;
  /** a supabase-js client signed in as this demo account (password DEMO_PASSWORD) */
  signIn: (email: string) => Promise<BenchClient>;
};

export type BenchOptions = {
  /** the production build to serve (absent: the API only) */
  distDir?: string;
  /** "demo": the demo seed in the bench database (large-database.ts), the bench writing its own volume on it */
  seed?: "demo";
  /** more of the server's environment, e.g. SCHEDULED_JOBS_INTERVAL: "0" */
  env?: Record<string, string>;
  /** tables to `vacuum (analyze)` once the data is there, as autovacuum would soon after a load */
  analyze?: string[];
  /** the engine measured, whatever BENCH_ENGINE says (a bench that measures both in turn) */
  engine?: "pglite" | "postgres";
};

function demoDatabase(): BenchDatabase {
  const kept = process.env.BENCH_DEMO_DIR;
  const dataDir = kept ? path.resolve(kept) : mkdtempSync(path.join(os.tmpdir(), "renfort-bench-demo-"));
  return {
    label: "PGlite embarqué, données de démonstration (BENCH_SEED=demo : vérification, pas de chiffres)",
    dataDir,
    cleanup: () => (kept ? undefined : rmSync(dataDir, { recursive: true, force: true })),
  };
}

/**
 * Starts the server on the bench database with its data (the `large` seed, loaded unless already
 * there; the demo seed on BENCH_SEED=demo), runs `fn`, then stops the server and drops a
 * throwaway database whatever happened.
 */
export async function withBenchServer<T>(options: BenchOptions, fn: (bench: Bench) => Promise<T>): Promise<T> {
  const check = process.env.BENCH_SEED === "demo";
  const demo = check || options.seed === "demo";
  const db = check
    ? demoDatabase()
    : await benchDatabase(options.engine ? { ...process.env, BENCH_ENGINE: options.engine } : process.env);
  log(`Base : ${db.label}${db.note ? `\n⚠ ${db.note}` : ""}`);
  let server: BenchServer | undefined;
  try {
    server = await startServer(
      {
        port: 0,
        host: "127.0.0.1",
        dataDir: db.dataDir,
        databaseUrl: db.databaseUrl,
        inMemory: false,
        seed: demo ? "demo" : false,
        distDir: options.distDir,
        devMode: false,
      },
      { ...process.env, DATABASE_URL: "", SEED_SCALE: demo ? "demo" : "none", ...options.env },
    );
    if (!demo) {
      const seeded = await ensureLargeSeed(server.ctx.engine, server.ctx.config, log);
      log(
        seeded
          ? `  données chargées en ${seeded.toFixed(0)} s`
          : "Données « large » déjà présentes : chargement évité.",
      );
    }
    for (const table of options.analyze ?? []) await server.ctx.engine.exec(`vacuum (analyze) public.${table}`);
    const running = server;
    const signIn = async (email: string) => {
      const client = newClient(running.url, running.ctx.keys.anonKey);
      const { error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
      if (error) throw error;
      return client;
    };
    return await fn({ db, server, demo, data: demo ? "de démonstration" : "« large »", signIn });
  } finally {
    await server?.close().catch(() => undefined);
    db.cleanup();
  }
}

/** A scenario: its name in the table, and one request that returns how many rows it found. */
export type Scenario = readonly [name: string, run: () => Promise<number>];

export type Target = { ms: number; /** `≤` instead of `<` */ inclusive?: boolean };

/** The figure cells of a table row: requests, p50, p95, max, and the verdict against the target. */
export const figureCells = (f: Figures, target: Target): string => {
  const met = target.inclusive ? f.p95 <= target.ms : f.p95 < target.ms;
  return `${f.n} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.max)} | ${met ? "✔" : "✘"} ${target.inclusive ? "≤" : "<"} ${target.ms} ms`;
};

export const FIGURE_COLUMNS = ["requêtes", "p50 (ms)", "p95 (ms)", "max (ms)", "cible"];

/**
 * Each scenario once unmeasured (its row count, and a failure before the loop), then `requests`
 * times one after the other (stats.ts measure); one table row each: the `lead` cells, the name,
 * the rows found, the figures.
 */
export async function runScenarios(
  scenarios: readonly Scenario[],
  options: { requests: number; target: Target; lead?: string[]; progress?: boolean },
): Promise<string[]> {
  const rows: string[] = [];
  for (const [name, run] of scenarios) {
    if (options.progress !== false) log(`  ${[...(options.lead ?? []), name].join(" ")}…`);
    const found = await run();
    const f = await measure(run, options.requests);
    rows.push(`| ${[...(options.lead ?? []), name, String(found)].join(" | ")} | ${figureCells(f, options.target)} |`);
    if (options.progress !== false) log(`  ${name} : p95 ${ms(f.p95)} ms`);
  }
  return rows;
}

/** The report: a `##` title, the machine line, then the table (`columns` before the figure columns). */
export function printTable(title: string, columns: string[], rows: string[], loadBefore?: string): void {
  log(`\n## ${title}`);
  log(machineLine(loadBefore));
  const header = [...columns, ...FIGURE_COLUMNS];
  log(`| ${header.join(" | ")} |`);
  log(`|${header.map(() => "---").join("|")}|`);
  for (const row of rows) log(row);
}

/** Runs a bench's main: its error printed, exit code 1. */
export function runBench(main: () => Promise<void>): void {
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}

/**
 * The browser benches' server: BENCH_BASE_URL, a server already running; else the production
 * build in `distDir` (rebuilt when the sources are newer, never with BENCH_NO_BUILD=1) served with
 * the demo seed in a PGlite directory kept between runs (BENCH_DEMO_DIR, else `demoDir` in the
 * temporary directory; seeded on first use). `fn` gets the base URL; the server stops after it.
 */
export async function withDemoApp<T>(
  options: { distDir: string; demoDir: string },
  fn: (baseUrl: string) => Promise<T>,
): Promise<T> {
  const running = process.env.BENCH_BASE_URL;
  if (running) return fn(running);
  if (process.env.BENCH_NO_BUILD !== "1") {
    const { buildAppIfStale } = await import("../../server/build-app.ts");
    const t0 = Date.now();
    if ((await buildAppIfStale(options.distDir)) === "built")
      log(`build de production en ${((Date.now() - t0) / 1000).toFixed(0)} s (${options.distDir})`);
  }
  const server = await startServer(
    {
      port: 0,
      host: "127.0.0.1",
      dataDir: process.env.BENCH_DEMO_DIR ?? path.join(os.tmpdir(), options.demoDir),
      databaseUrl: undefined,
      inMemory: false,
      seed: "demo",
      distDir: options.distDir,
      devMode: false,
    },
    { ...process.env, DATABASE_URL: "", SEED_SCALE: "demo" },
  );
  try {
    return await fn(server.url);
  } finally {
    await server.close().catch(() => undefined);
  }
}
