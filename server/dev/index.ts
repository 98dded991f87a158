// Local-mode tools under /_dev (only when ctx.config.devMode; otherwise nothing is mounted and
// the paths answer 404): the mail outbox as a French HTML page (/_dev/mail) and as JSON
// (/_dev/mail.json?to=<address>&limit=<n>) for tests, and with DEV_RESET=1 (the end-to-end
// suite) POST /_dev/snapshot and POST /_dev/reset, which save and restore the database's state
// (reset.ts; the state at start until a snapshot is asked for — it waits for the document queue
// to be empty), and POST /_dev/time-moves, one
// run of the time-driven moves (the scheduler's tick, on demand). The outbox
// holds sign-in links: only a client on this machine, by its socket address (never a header it
// could write), may read it; any other gets the same 404 as an unknown path. The reset also
// refuses any request a browser sent (it carries an Origin), so that a page open on this machine
// cannot wipe the data by a cross-site POST.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Engine } from "../db/engine.ts";
import type { Service } from "../http/service.ts";
import { listMessages } from "../auth/outbox.ts";
import { startScheduler } from "../platform/scheduler.ts";
import { isLoopback } from "../http/static.ts";
import { renderMailbox } from "./mail-page.ts";
import { restoreSnapshot, takeSnapshot } from "./reset.ts";

const param = (query: unknown, name: string): string | undefined => {
  const v = (query as Record<string, unknown> | undefined)?.[name];
  return typeof v === "string" && v !== "" ? v : undefined;
};

const QUEUE_WAIT_MS = 10 * 60_000;

/**
 * Resolves once no document waits to be made (none pending or running that is due) and the local
 * platform has called back every deposit it accepted (« Mise à disposition », a moment after).
 */
async function queueIdle(engine: Engine): Promise<void> {
  const until = Date.now() + QUEUE_WAIT_MS;
  for (;;) {
    const { rows } = await engine.query<{ n: number }>(
      `select (select count(*) from public.document_job where status in ('pending', 'running') and run_after <= now())::int
            + (select count(*) from public.client_invoice
               where platform_status = 'deposited' and platform_flow_id like 'LOCAL-%')::int as n`,
      [],
    );
    if (!rows[0]?.n) return;
    if (Date.now() > until) throw new Error(`${rows[0].n} document(s) toujours en attente de production`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

export const devService: Service = (app, ctx) => {
  if (!ctx.config.devMode) return;

  app.addHook("onRequest", async (req, reply) => {
    if (!isLoopback(req.socket.remoteAddress)) {
      const url = req.url.split("?")[0];
      return reply
        .code(404)
        .send({ code: "PGRST000", details: null, hint: null, message: `Route ${req.method}:${url} not found` });
    }
    reply.header("Cache-Control", "no-store");
  });

  if (ctx.config.devReset) {
    let taken: Promise<void> | undefined;
    const snapshot = () => {
      taken = takeSnapshot(ctx.engine);
      return taken;
    };
    // taken once the other services have created their tables (auth's outbox, …)
    app.addHook("onReady", async () => void (await snapshot()));
    const timed = async (job: () => Promise<unknown>) => {
      const t0 = performance.now();
      await job();
      return { ms: Math.round(performance.now() - t0) };
    };
    const refuseBrowsers = async (req: FastifyRequest, reply: FastifyReply) => {
      if (req.headers.origin !== undefined) return reply.code(403).send({ message: "Refusé depuis un navigateur." });
    };
    // the state kept holds the documents the seed's invoices queued (document-worker), made: a
    // reset must not bring back jobs to make them again after every spec file
    app.post("/snapshot", { preHandler: refuseBrowsers }, () =>
      timed(async () => {
        await queueIdle(ctx.engine);
        return snapshot();
      }),
    );
    app.post("/reset", { preHandler: refuseBrowsers }, async () => {
      const t0 = performance.now();
      await (taken ?? snapshot());
      const tables = await restoreSnapshot(ctx.engine);
      return { ms: Math.round(performance.now() - t0), tables };
    });
    // The end-to-end suite runs without the periodic scheduler (SCHEDULED_JOBS_INTERVAL=0): a
    // test that waits for a time-driven move (a signed contract becoming active on its start
    // date) asks for one run of public.run_time_based_transitions(), exactly as a tick would.
    app.post("/time-moves", { preHandler: refuseBrowsers }, async (_req, reply) => {
      let failure: string | undefined;
      const result = await startScheduler(ctx.engine, 0, (message) => (failure = message)).runNow();
      return failure ? reply.code(500).send({ message: failure }) : { result };
    });
  }

  app.get("/mail.json", async (req) => {
    const limit = Number(param(req.query, "limit") ?? 100);
    return listMessages(ctx.engine.query, { to: param(req.query, "to"), limit: Number.isFinite(limit) ? limit : 100 });
  });

  app.get("/mail", async (req, reply) => {
    const to = param(req.query, "to");
    const messages = await listMessages(ctx.engine.query, { to, limit: 200 });
    // Its own stylesheet inline, no script; mails render in sandboxed frames.
    reply.header(
      "Content-Security-Policy",
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    return reply.type("text/html; charset=utf-8").send(renderMailbox(messages, to));
  });
};
