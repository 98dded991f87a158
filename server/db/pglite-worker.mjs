// The PGlite instance, in its own thread: a query (WASM, synchronous while it runs) then
// blocks only this thread, never the HTTP server's event loop. Plain JavaScript so that Node
// loads it as is in every runner (tsx, vitest). The protocol (see pglite.ts):
//   in:  { id, op: "query", sql, params? } | { id, op: "listen" | "unlisten", channel } | { id, op: "dump" } | { id, op: "close" }
//   out: { ready: true } | { ready: false, error } | { id, result } | { id, error } | { notify, payload }
// `dump` (a backup, server/platform/backup.ts): a checkpoint, then PGlite's dumpDataDir — a gzip
// tarball of the data directory taken while no statement runs — as bytes moved to the caller.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto";
import { uuid_ossp } from "@electric-sql/pglite/contrib/uuid_ossp";

/** @type {{ dataDir?: string, textOids: number[], int8Oid: number }} */
const { dataDir, textOids, int8Oid } = workerData;

// Same value conventions as the native engine (types.ts): int8 as a number when safe, dates,
// times and numeric as PostgreSQL's text.
const parseInt8 = (v) => {
  const n = Number(v);
  return Number.isSafeInteger(n) ? n : v;
};
const parsers = { [int8Oid]: parseInt8 };
for (const oid of textOids) parsers[oid] = (v) => v;

/** A DatabaseError's fields, as plain data the main thread turns back into an error. */
const serialiseError = (e) => {
  const out = { message: e instanceof Error ? e.message : String(e) };
  if (e && typeof e === "object") {
    for (const [k, v] of Object.entries(e))
      if (v === undefined || ["string", "number", "boolean"].includes(typeof v)) out[k] = v;
  }
  return out;
};

let db;
try {
  db = await PGlite.create(dataDir, {
    extensions: { pg_trgm, unaccent, cube, earthdistance, pgcrypto, uuid_ossp },
    parsers,
  });
  await db.exec("set timezone to 'UTC'");
} catch (e) {
  parentPort.postMessage({ ready: false, error: serialiseError(e) });
  process.exit(1);
}

const unlisteners = new Map();

// Without params the text is a script (simple protocol, several statements): the last
// statement's rows are returned.
async function run(sql, params) {
  if (params === undefined) {
    const all = await db.exec(sql);
    const last = all[all.length - 1];
    return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? 0 };
  }
  const r = await db.query(sql, params);
  return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
}

parentPort.on("message", async (msg) => {
  try {
    let result = null;
    if (msg.op === "query") result = await run(msg.sql, msg.params);
    else if (msg.op === "listen") {
      if (!unlisteners.has(msg.channel)) {
        unlisteners.set(
          msg.channel,
          await db.listen(msg.channel, (payload) => parentPort.postMessage({ notify: msg.channel, payload })),
        );
      }
    } else if (msg.op === "unlisten") {
      const unlisten = unlisteners.get(msg.channel);
      unlisteners.delete(msg.channel);
      if (unlisten) await unlisten();
    } else if (msg.op === "dump") {
      await db.exec("checkpoint");
      const blob = await db.dumpDataDir("gzip");
      const bytes = new Uint8Array(await blob.arrayBuffer());
      parentPort.postMessage({ id: msg.id, result: bytes }, [bytes.buffer]);
      return;
    } else if (msg.op === "close") await db.close();
    parentPort.postMessage({ id: msg.id, result });
  } catch (e) {
    parentPort.postMessage({ id: msg.id, error: serialiseError(e) });
  }
});

parentPort.postMessage({ ready: true });
