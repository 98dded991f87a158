// The end-to-end suite's server: `npm start`'s entry point over a throwaway native PostgreSQL
// cluster when its binaries are on the machine (E2E_ENGINE=pglite keeps the embedded engine).
// On 2 cores the queries then run in PostgreSQL's own processes beside the server's event loop,
// instead of in it (docs/performance/test-suite.md). The cluster goes with the server: stopped
// on SIGTERM (Playwright's graceful shutdown, playwright.config.ts) or on any exit.
import { findPgBin, startCluster } from "../../support/pg-cluster.ts";

if (process.env.E2E_ENGINE !== "pglite" && !process.env.DATABASE_URL && findPgBin()) {
  const cluster = await startCluster();
  process.env.DATABASE_URL = cluster.url;
  process.on("exit", () => {
    try {
      cluster.stop();
    } catch {
      // already stopped by the signal Playwright sent the process group; its folder is removed
    }
  });
}
await import("../../../server/start.ts");
