import { readFileSync } from "node:fs";
import { configDefaults, defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import react from "@vitejs/plugin-react";
import { communesDataPlugin } from "./src/lib/geo/communes-data.node.ts";
import { findPgBin } from "./tests/support/pg-cluster.ts";

// Projects: pure/unit and component tests next to the code (`unit`, and `unit-build` for the
// build-time scripts), and the server suite run against a real local server once per engine.
// - tests/server (the protocol: REST, auth, storage, realtime, functions) runs on both engines:
//   the server's two database adapters must answer alike.
// - supabase/tests (the database's rules: RLS, triggers, save functions, action centre) runs on
//   one engine, native PostgreSQL, where a test file shares the suite's seeded database instead
//   of copying and opening a PGlite of its own, and where the two-writer race tests can run at
//   all. The schema and the seed still run on PGlite in every end-to-end run (`npm start`'s
//   default engine) and in tests/server. Without PostgreSQL's binaries, they run on PGlite.
const hasPostgres = findPgBin() !== null;
const DB_RULES = "supabase/tests/**/*.test.ts";
const UNIT = "{src,resources,providers,server,scripts,supabase/functions}/**/*.test.{ts,tsx}";
const BUILD_TIME = "**/*.node.test.{ts,tsx}";
// The tests that start real `npm start` servers as child processes (killed mid-batch, restarted
// on the same data directory, a second start refused): ≈ 90 s in all, one child process at a time, their
// own project so that `npm test` runs them where a core is idle (scripts/test.ts). With them, the
// functions loaded by Deno processes (Supabase's Edge Runtime contract, issue #70).
const SERVER_PROCESSES = [
  "server/**/*.kill.test.ts",
  "server/db/data-dir-lock.test.ts",
  "server/functions/deno-contract.test.ts",
];

const unitProject = (name: string, test: { include: string[]; exclude?: string[]; isolate?: boolean }) => ({
  plugins: [react(), communesDataPlugin()],
  test: {
    name,
    environment: "node",
    setupFiles: ["tests/unit-setup.ts"],
    // component tests render antd trees: on a busy 2-core CI machine one can pass 5 s (and
    // npm test runs this project beside the static checks)
    testTimeout: 15_000,
    hookTimeout: 30_000,
    ...test,
  },
});
const PROTOCOL = "tests/server/**/*.test.ts";
// What a client contact or a talent signed in to their space can reach (REST, storage, realtime,
// the team's functions), and the invitation, sign-in and revocation of a space, are checked on the
// embedded default engine too: `npm start` serves the spaces over PGlite.
const PORTAL_ON_BOTH = "supabase/tests/portal-{isolation,invitation}.test.ts";
// The pay and billing cases computed by hand run on both engines too: the money `npm start`
// computes over PGlite is the money the tests prove on PostgreSQL.
const CASES_ON_BOTH = "supabase/tests/pay/cases.test.ts";
// The protocol files that exercise no more of the database adapter (server/db: transactions
// with a role and claims, errors, value types, LISTEN, the snapshot of the data directory, one
// connection for every writer) than the files kept on both engines do: the SQL they send is
// built above the adapter (server/rest, server/auth, server/storage), the same on both engines,
// and PGlite runs the same PostgreSQL. They run on native PostgreSQL only; PGlite keeps the
// adapter's own files (engine, transactions, settings, reads of every type, calls and their
// errors, writes and upserts, sessions and sign-in, realtime's changes, storage's objects, the
// seed, the first read, the signature evidence across a restart, the document queue, invoice
// numbers under concurrent issues) and the spaces' isolation and invitation. Where a listed file
// reads rows with SQL, it is to check what a service wrote, not the adapter; three of them (auth's
// anonymous sign-ins, confirmations, hardening) start a server of their own, which on PGlite
// migrated and seeded a fresh database each. A new protocol file runs on both until it is
// listed here.
const PROTOCOL_ABOVE_THE_ADAPTER = [
  "tests/server/api/api.test.ts",
  "tests/server/auth/{admin,anonymous,confirmations,conformance,dev-mail,email-links,hardening,invitation}.test.ts",
  "tests/server/functions/!(document-worker).test.ts",
  "tests/server/realtime/{broadcast,presence,protocol}.test.ts",
  "tests/server/rest/{auth,conformance-aggregates,conformance-computed-rows,conformance-count,conformance-media,conformance-postgrest-js,embed,filters,fuzz,http,logic,members-read,paging,refine,select,singular}.test.ts",
  "tests/server/security/*.test.ts",
  "tests/server/storage/{buckets,limits,policies,signed}.test.ts",
];

const serverProject = (engine: "pglite" | "postgres", include: string[], exclude: string[] = []) => ({
  test: {
    name: `server-${engine}`,
    include,
    exclude: [...configDefaults.exclude, ...exclude],
    environment: "node",
    globalSetup: ["tests/server/global-setup.ts"],
    provide: { engine },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks" as const,
    // One file at a time: the files of an engine share its server and seeded database, and
    // some commit rows for a moment (the two-writer race tests, REST writes): a file running
    // beside them would read those rows (seen as a spurious 70 h week in document-watch-owners).
    fileParallelism: false,
    // One process and one module graph for all the files, instead of a fresh child process per
    // file: its start and its imports (the official clients, the fixtures) cost ≈ 1 s a file,
    // ≈ 220 s over server-postgres' 217 files. No server test mocks a module or stubs the
    // environment; each file builds its own clients and rows.
    isolate: false,
  },
});

/** A file's environment as Vitest reads it (its `@vitest-environment` comment, else the project's). */
const environmentOf = (spec: TestSpecification): string =>
  /@(?:vitest|jest)-environment\s+([\w-]+)\b/.exec(readFileSync(spec.moduleId, "utf8"))?.[1] ??
  spec.project.config.environment;

/**
 * Vitest's order (longest files first when it has their last durations), with the files of a
 * project that shares its workers (`isolate: false`) grouped by environment, each group in that
 * order. A shared worker takes the next file only when it has its environment; otherwise Vitest
 * stops it and starts another, which imports React, antd and Refine again. In the unit project
 * the node and happy-dom files alternated about 150 times in the glob's order: as many workers.
 */
class EnvironmentGroupedSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const out: TestSpecification[] = [];
    // the base order keeps a project's files together: group each run of one project
    for (let start = 0; start < sorted.length;) {
      const project = sorted[start].project;
      let end = start;
      while (end < sorted.length && sorted[end].project === project) end++;
      const run = sorted.slice(start, end);
      if (project.config.isolate) out.push(...run);
      else {
        const groups = new Map<string, TestSpecification[]>();
        for (const spec of run) {
          const env = environmentOf(spec);
          groups.set(env, [...(groups.get(env) ?? []), spec]);
        }
        for (const group of groups.values()) out.push(...group);
      }
      start = end;
    }
    return out;
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: EnvironmentGroupedSequencer },
    projects: [
      unitProject("unit", {
        include: [UNIT],
        exclude: [...configDefaults.exclude, BUILD_TIME, ...SERVER_PROCESSES],
        // One module graph for all the files of a worker instead of a fresh one per file: antd,
        // Refine and React load once, which cut the project from ≈800 s of processor to ≈240 s.
        // tests/unit-setup.ts empties the page left by the file before.
        isolate: false,
      }),
      // the build-time scripts render React on the server (react-dom/server): beside the
      // testing build of React that the component tests loaded, a shared graph breaks them
      unitProject("unit-build", { include: [BUILD_TIME] }),
      {
        test: {
          name: "server-processes",
          include: SERVER_PROCESSES,
          environment: "node",
          pool: "forks" as const,
          // one server process at a time: side by side, their timed waits would share a core
          fileParallelism: false,
          testTimeout: 120_000,
        },
      },
      hasPostgres
        ? serverProject("pglite", [PROTOCOL, PORTAL_ON_BOTH, CASES_ON_BOTH], PROTOCOL_ABOVE_THE_ADAPTER)
        : serverProject("pglite", [PROTOCOL, DB_RULES]),
      serverProject("postgres", [PROTOCOL, DB_RULES]),
    ],
  },
});
