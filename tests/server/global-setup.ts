// Starts one local server per engine for the whole server suite (PGlite in memory, or a
// throwaway native PostgreSQL cluster) and hands its URL, keys and secret to the tests.
import path from "node:path";
import type { TestProject } from "vitest/node";
import { ROOT } from "../../server/config.ts";
import { startServer } from "../../server/main.ts";
import { startCluster, type Cluster } from "../support/pg-cluster.ts";
import { OPEN_AUTH } from "./open-auth.ts";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import { copyTemplateInto, sharedTemplate } from "../../supabase/tests/support/template.ts";

declare module "vitest" {
  export interface ProvidedContext {
    engine: "pglite" | "postgres";
    serverUrl: string;
    anonKey: string;
    serviceRoleKey: string;
    jwtSecret: string;
    dataDir: string;
    databaseUrl: string;
    /** on PGlite, a migrated and seeded data directory, copied by each test file that needs a
     * database or a server of its own (supabase/tests/support/template.ts) */
    pgliteTemplate: string;
  }
}

export const TEST_JWT_SECRET = "renfort-test-secret-with-at-least-32-characters";

export default async function setup(project: TestProject) {
  const engine = project.config.provide.engine;
  // the DPAE leaves through the server's simulator of the URSSAF's service (tests/server/functions/dpae-send.test.ts)
  process.env.DPAE_PROVIDER ??= "simulator";
  let cluster: Cluster | undefined;
  if (engine === "postgres") cluster = await startCluster();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `renfort-${engine}-`));
  const templates = mkdtempSync(path.join(os.tmpdir(), "renfort-db-tests-"));
  // on PGlite the server opens a copy of the template (on disk, as `npm start` does) instead of
  // migrating and seeding a database of its own
  const template = engine === "pglite" ? await sharedTemplate(templates) : "";
  if (template) copyTemplateInto(template, dataDir);
  const server = await startServer(
    {
      port: 0,
      host: "127.0.0.1",
      dataDir,
      inMemory: false,
      databaseUrl: cluster?.url,
      jwtSecret: TEST_JWT_SECRET,
      exposedSchemas: ["public", "storage", "graphql_public", "test"],
      // the conformance suite checks `Prefer: tx=rollback`, which PostgREST honours only then
      txEnd: "commit-allow-override",
      // and `Accept: application/vnd.pgrst.plan`, which PostgREST serves only then
      planEnabled: true,
      // the suites' rows keep the status they are given: no time-driven move behind their back
      scheduledJobsIntervalMs: 0,
      // nor a document made behind them: the tests run the queue's worker themselves
      documentWorkerIntervalMs: 0,
      migrationsDirs: [
        path.join(ROOT, "supabase", "migrations"),
        path.join(ROOT, "tests", "server", "fixtures", "migrations"),
      ],
      distDir: undefined,
      devMode: true,
      ...OPEN_AUTH,
    },
    { ...process.env, DATABASE_URL: "" },
  );
  project.provide("serverUrl", server.url);
  project.provide("anonKey", server.ctx.keys.anonKey);
  project.provide("serviceRoleKey", server.ctx.keys.serviceRoleKey);
  project.provide("jwtSecret", TEST_JWT_SECRET);
  project.provide("dataDir", dataDir);
  project.provide("databaseUrl", cluster?.url ?? "");
  project.provide("pgliteTemplate", template);
  return async () => {
    await server.close();
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(templates, { recursive: true, force: true });
  };
}
