// The embedded stand-in for pg_cron for the import queue (supabase/schemas/30_import.sql): the
// server applies the staged rows of the files imported (« Importer ») as soon as a job is started
// (pg_notify 'import_job'), at start (the jobs a stopped or killed server left) and every
// `intervalMs` (a job a run left half-way; queue-worker.ts). It calls `public.process_import_batch`
// as the service role, batch after batch (two side by side): each batch is one transaction, each row in it
// written whole or not at all; a server killed mid-batch leaves that batch's rows pending, taken
// again by the next drain. On hosted Supabase, pg_cron calls the same function
// (docs/configuration.md, « Import de fichiers »). A database without the queue leaves it idle.
import type { Engine } from "../db/engine.ts";
import { startQueueWorker, type QueueWorker } from "./queue-worker.ts";

export type ImportWorker = QueueWorker;

/** Rows per transaction: large enough to amortise a commit, small enough for a live progress bar. */
export const IMPORT_BATCH = 500;
/**
 * Batches applied side by side (native PostgreSQL: one connection each; PGlite runs them one after
 * the other): the claim skips the rows another batch holds, so two use both cores of the machine.
 */
export const IMPORT_PARALLEL = 2;

const SERVICE = { role: "service_role", claims: { role: "service_role" } };

export function startImportWorker(
  engine: Engine,
  intervalMs: number,
  log: (message: string) => void = (m) => console.error(m),
): Promise<ImportWorker> {
  const batch = async (): Promise<number> =>
    engine.tx(SERVICE, async (q) => {
      const r = await q<{ n: number }>("select public.process_import_batch($1) as n", [IMPORT_BATCH]);
      return Number(r.rows[0]?.n ?? 0);
    });
  return startQueueWorker({
    engine,
    channel: "import_job",
    procedure: "public.process_import_batch(integer)",
    intervalMs,
    pass: async (stopped) => {
      const loop = async () => {
        while (!stopped() && (await batch()) > 0);
      };
      await Promise.all(Array.from({ length: IMPORT_PARALLEL }, loop));
      // alone now: a last pass counts the jobs whose row a parallel batch held (it claims nothing)
      if (!stopped()) await batch();
    },
    failure: "Import en échec",
    log,
  });
}
