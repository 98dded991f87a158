// Embedded engine: one PGlite instance (a single session), so transactions are serialised
// through a FIFO queue; the connection is a superuser and requests switch role inside
// their transaction, where row-level security applies.
import { PGlite, types } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto";
import { uuid_ossp } from "@electric-sql/pglite/contrib/uuid_ossp";
import { contextStatement, type Engine, type Query, type TxContext } from "./engine.ts";
import { INT8_OID, parseInt8, TEXT_TYPE_OIDS } from "./types.ts";

const identity = (v: string) => v;

export async function openPglite(dataDir?: string): Promise<Engine> {
  const parsers: Record<number, (v: string) => unknown> = { [INT8_OID]: parseInt8 };
  for (const oid of TEXT_TYPE_OIDS) parsers[oid] = identity;
  const db = await PGlite.create(dataDir, {
    extensions: { pg_trgm, unaccent, cube, earthdistance, pgcrypto, uuid_ossp },
    parsers,
  });
  void types;
  await db.exec("set timezone to 'UTC'");

  let tail: Promise<unknown> = Promise.resolve();
  const serial = <T>(job: () => Promise<T>): Promise<T> => {
    const run = tail.then(job, job);
    tail = run.catch(() => undefined);
    return run;
  };

  // Without a params argument the text is a script (simple protocol, several statements).
  const raw: Query = async (sql, params) => {
    if (params === undefined) {
      const all = await db.exec(sql);
      const last = all[all.length - 1];
      return { rows: (last?.rows ?? []) as never[], rowCount: last?.affectedRows ?? 0 };
    }
    const r = await db.query(sql, params);
    return { rows: r.rows as never[], rowCount: r.affectedRows ?? r.rows.length };
  };

  return {
    kind: "pglite",
    query: (sql, params) => serial(() => raw(sql, params)),
    exec: (sql) => serial(async () => void (await db.exec(sql))),
    tx: <T>(ctx: TxContext, fn: (q: Query) => Promise<T>) =>
      serial(async () => {
        await db.exec(ctx.readOnly ? "begin read only" : "begin");
        try {
          const set = contextStatement(ctx);
          if (set) await raw(set.sql, set.params);
          const result = await fn(raw);
          await db.exec("commit");
          return result;
        } catch (e) {
          await db.exec("rollback");
          throw e;
        }
      }),
    listen: async (channel, onPayload) => {
      const unlisten = await serial(() => db.listen(channel, onPayload));
      return () => serial(() => unlisten());
    },
    close: () => serial(() => db.close()),
  };
}
