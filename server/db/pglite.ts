// Embedded engine: one PGlite instance (a single session) running in a worker thread
// (pglite-worker.mjs), so a heavy query blocks that thread and not the HTTP server. Transactions
// are serialised through a FIFO queue; the connection is a superuser and requests switch role
// inside their transaction, where row-level security applies.
//
// PGlite's WASM build has no timers during a query, so PostgreSQL's own statement_timeout never
// fires. The timeout a transaction carries (`settings.statement_timeout`, the role's value as
// PostgREST applies it) is enforced here: the caller gets PostgreSQL's 57014 error on time; with
// a data directory the worker is then terminated and reopened on the same directory (crash
// recovery rolls the transaction back, as for a backend killed by PostgreSQL); in memory the
// database cannot be reopened, so the statement runs to its end before the rollback.
import { Worker } from "node:worker_threads";
import { contextStatement, type DbError, type Engine, type Query, type QueryResult, type TxContext } from "./engine.ts";
import { INT8_OID, TEXT_TYPE_OIDS } from "./types.ts";

type Request =
  | { op: "query"; sql: string; params?: unknown[] }
  | { op: "listen" | "unlisten"; channel: string }
  | { op: "dump" }
  | { op: "close" };
type Reply =
  | { id: number; result?: unknown; error?: Record<string, unknown> }
  | { notify: string; payload: string }
  | { ready: boolean; error?: Record<string, unknown> };
type Pending = { resolve: (v: unknown) => void; reject: (e: unknown) => void };
type Thread = { worker: Worker; pending: Map<number, Pending>; exited: boolean };

const WORKER_URL = new URL("./pglite-worker.mjs", import.meta.url);

const toError = (data: Record<string, unknown>): Error => Object.assign(new Error(String(data.message)), data);

/** PostgreSQL's error for a statement cancelled by statement_timeout. */
export const statementTimeoutError = (): DbError =>
  Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014", severity: "ERROR" });

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, min: 60_000, h: 3_600_000, d: 86_400_000 };

/** A statement_timeout setting in milliseconds (a bare number is milliseconds); 0 = none. */
export function timeoutMs(value: string | undefined): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|min|h|d)?\s*$/.exec(value ?? "");
  return m ? Math.round(Number(m[1]) * UNIT_MS[m[2] ?? "ms"]) : 0;
}

export async function openPglite(dataDir?: string): Promise<Engine> {
  let nextId = 1;
  let closed = false;
  const listeners = new Map<string, Set<(payload: string) => void>>();

  const spawn = (): Promise<Thread> =>
    new Promise((resolve, reject) => {
      const worker = new Worker(WORKER_URL, { workerData: { dataDir, textOids: TEXT_TYPE_OIDS, int8Oid: INT8_OID } });
      const thread: Thread = { worker, pending: new Map(), exited: false };
      worker.on("message", (msg: Reply) => {
        if ("ready" in msg)
          return msg.ready ? resolve(thread) : reject(toError(msg.error ?? { message: "PGlite failed to start" }));
        if ("notify" in msg) {
          for (const fn of listeners.get(msg.notify) ?? []) fn(msg.payload);
          return;
        }
        const p = thread.pending.get(msg.id);
        thread.pending.delete(msg.id);
        if (msg.error) p?.reject(toError(msg.error));
        else p?.resolve(msg.result);
      });
      const fail = (e: unknown) => {
        thread.exited = true;
        reject(e);
        for (const p of thread.pending.values()) p.reject(e);
        thread.pending.clear();
      };
      worker.on("error", fail);
      worker.on("exit", (code) => fail(new Error(`PGlite worker exited (${code})`)));
    });

  const send = <T>(thread: Thread, req: Request): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (thread.exited) return reject(new Error("PGlite worker exited"));
      const id = nextId++;
      thread.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      thread.worker.postMessage({ id, ...req });
    });

  let current: Promise<Thread> = spawn();
  await current;

  /** Terminates a worker stuck in a statement and reopens the data directory in a new one. */
  const recycle = (stuck: Thread) => {
    current = (async () => {
      await stuck.worker.terminate();
      const thread = await spawn();
      for (const channel of listeners.keys()) await send(thread, { op: "listen", channel });
      return thread;
    })();
  };

  const call = async <T>(req: Request): Promise<T> => send<T>(await current, req);

  /** One statement; past `limitMs` the caller gets 57014 (and the worker is recycled when it can be). */
  const timed = async <T>(req: Request, limitMs: number, onTimeout: (e: DbError) => void): Promise<T> => {
    const thread = await current;
    const reply = send<T>(thread, req);
    if (limitMs <= 0) return reply;
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const e = statementTimeoutError();
        if (dataDir) recycle(thread);
        onTimeout(e);
        reject(e);
      }, limitMs);
    });
    try {
      return await Promise.race([reply, expired]);
    } finally {
      clearTimeout(timer);
    }
  };

  let tail: Promise<unknown> = Promise.resolve();
  const serial = <T>(job: () => Promise<T>): Promise<T> => {
    const run = tail.then(job, job);
    tail = run.catch(() => undefined);
    return run;
  };

  const query: Query = (sql, params) =>
    serial(() => call(params === undefined ? { op: "query", sql } : { op: "query", sql, params }));

  const tx = <T>(ctx: TxContext, fn: (q: Query) => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const limitMs = timeoutMs(ctx.settings?.statement_timeout);
      let timedOut = false;
      // The caller hears of a timeout at once; the queue stays held until the rollback is done.
      const onTimeout = (e: DbError) => {
        timedOut = true;
        reject(e);
      };
      // After a timeout nothing more runs in this transaction (a recycled worker has none: the
      // statement would run outside it, as the superuser), and it is never committed.
      const aborted = () =>
        Object.assign(new Error("current transaction is aborted, commands ignored until end of transaction block"), {
          code: "25P02",
        });
      const q: Query = <R>(sql: string, params?: unknown[]) =>
        timedOut
          ? Promise.reject(aborted())
          : timed<QueryResult<R>>(
              params === undefined ? { op: "query", sql } : { op: "query", sql, params },
              limitMs,
              onTimeout,
            );
      void serial(async () => {
        const thread = await current;
        await call({ op: "query", sql: ctx.readOnly ? "begin read only" : "begin" });
        try {
          const set = contextStatement(ctx);
          if (set) await call({ op: "query", sql: set.sql, params: set.params });
          const result = await fn(q);
          if (timedOut) throw aborted();
          await call({ op: "query", sql: "commit" });
          resolve(result);
        } catch (e) {
          // A recycled worker took the transaction with it; otherwise roll back here.
          if (!(timedOut && thread !== (await current)))
            await call({ op: "query", sql: "rollback" }).catch(() => undefined);
          reject(e);
        }
      }).catch(reject);
    });

  return {
    kind: "pglite",
    query,
    exec: (sql) => serial(async () => void (await call({ op: "query", sql }))),
    tx,
    // between two transactions of the queue: the snapshot holds only committed work
    dump: () => serial(() => call<Uint8Array>({ op: "dump" })),
    listen: async (channel, onPayload) => {
      await serial(async () => {
        let set = listeners.get(channel);
        if (!set) {
          set = new Set();
          listeners.set(channel, set);
          await call({ op: "listen", channel });
        }
        set.add(onPayload);
      });
      return () =>
        serial(async () => {
          const set = listeners.get(channel);
          set?.delete(onPayload);
          if (set && set.size === 0) {
            listeners.delete(channel);
            await call({ op: "unlisten", channel });
          }
        });
    },
    close: () =>
      serial(async () => {
        if (closed) return;
        closed = true;
        const thread = await current;
        await send(thread, { op: "close" }).catch(() => undefined);
        await thread.worker.terminate();
      }),
  };
}
