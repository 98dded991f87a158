// Native engine: a connection pool on a PostgreSQL given by DATABASE_URL. Each request
// transaction takes one connection; the role switch is transaction-local.
import os from "node:os";
import pg from "pg";
import { contextStatement, type Engine, type Query, type TxContext } from "./engine.ts";
import { INT8_OID, parseInt8, TEXT_TYPE_OIDS } from "./types.ts";

const getTypeParser = ((oid: number, format?: string) => {
  if (oid === INT8_OID) return parseInt8;
  if (TEXT_TYPE_OIDS.includes(oid)) return (v: string) => v;
  return pg.types.getTypeParser(oid, format as "text");
}) as typeof pg.types.getTypeParser;

export async function openPostgres(connectionString: string, poolSize?: number): Promise<Engine> {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize ?? Math.max(4, os.cpus().length * 4),
    types: { getTypeParser },
    options: "-c timezone=UTC",
  });
  pool.on("error", () => undefined);
  const run = async (client: pg.PoolClient | pg.Pool, sql: string, params?: unknown[]) => {
    const r = await client.query(sql, params as unknown[] | undefined);
    const last = Array.isArray(r) ? r[r.length - 1] : r;
    return { rows: (last?.rows ?? []) as never[], rowCount: last?.rowCount ?? 0 };
  };
  await run(pool, "select 1");

  return {
    kind: "postgres",
    query: (sql, params) => run(pool, sql, params),
    exec: async (sql) => void (await pool.query(sql)),
    tx: async <T>(ctx: TxContext, fn: (q: Query) => Promise<T>) => {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query(ctx.readOnly ? "begin read only" : "begin");
        try {
          const set = contextStatement(ctx);
          if (set) await client.query(set.sql, set.params);
          const result = await fn((sql, params) => run(client, sql, params));
          await client.query("commit");
          return result;
        } catch (e) {
          await client.query("rollback").catch(() => (broken = true));
          throw e;
        }
      } finally {
        client.release(broken);
      }
    },
    listen: async (channel, onPayload) => {
      const client = await pool.connect();
      const handler = (msg: pg.Notification) => {
        if (msg.channel === channel) onPayload(msg.payload ?? "");
      };
      client.on("notification", handler);
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      return async () => {
        client.off("notification", handler);
        await client.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
        client.release();
      };
    },
    close: () => pool.end(),
  };
}
