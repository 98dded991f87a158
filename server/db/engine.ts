// One interface over the two database engines (embedded PGlite, native PostgreSQL), so that
// every service above `db/` is engine-agnostic.

export type Row = Record<string, unknown>;
export type QueryResult<T = Row> = { rows: T[]; rowCount: number };
/** With `params` (even `[]`): one statement, values bound. Without: a script of several statements. */
export type Query = <T = Row>(sql: string, params?: unknown[]) => Promise<QueryResult<T>>;

/** The identity and settings a request transaction runs with (PostgREST §2.10 step 4). */
export type TxContext = {
  readOnly?: boolean;
  /** database role (`anon`, `authenticated`, `service_role`); absent = the connection's own */
  role?: string;
  /** the JWT claims, stored in `request.jwt.claims` */
  claims?: Record<string, unknown>;
  /** further transaction-local settings (`search_path`, `request.method`, ...) */
  settings?: Record<string, string>;
};

export type Engine = {
  kind: "pglite" | "postgres";
  /** Runs `fn` inside one transaction with the context's role and settings; commits, or rolls back on throw. */
  tx<T>(ctx: TxContext, fn: (q: Query) => Promise<T>): Promise<T>;
  /** A single statement outside any request context (as the connection's user). */
  query: Query;
  /** A multi-statement script (migrations), as the connection's user, without parameters. */
  exec(sql: string): Promise<void>;
  /** PGlite only: a gzip tarball of a consistent snapshot of the data directory (dumpDataDir), taken between transactions. */
  dump?: () => Promise<Uint8Array>;
  /** LISTEN on a channel; returns an unlisten function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

/** A PostgreSQL error normalised across drivers. */
export type DbError = Error & {
  code: string;
  detail?: string;
  hint?: string;
  schema?: string;
  table?: string;
  column?: string;
  constraint?: string;
};

export const isDbError = (e: unknown): e is DbError =>
  e instanceof Error && typeof (e as Partial<DbError>).code === "string" && /^[0-9A-Z]{5}$/.test((e as DbError).code);

/** Rolls back the current transaction without turning it into an error for the caller. */
export class Rollback<T> extends Error {
  constructor(readonly value: T) {
    super("rollback");
  }
}

/** The statement that applies a TxContext, values always bound as parameters. */
export function contextStatement(ctx: TxContext): { sql: string; params: string[] } | null {
  const entries: Array<[string, string]> = [];
  if (ctx.settings) for (const [k, v] of Object.entries(ctx.settings)) entries.push([k, v]);
  if (ctx.role) entries.push(["role", ctx.role]);
  if (ctx.claims) entries.push(["request.jwt.claims", JSON.stringify(ctx.claims)]);
  if (entries.length === 0) return null;
  const params: string[] = [];
  const calls = entries.map(([k, v]) => {
    params.push(k, v);
    return `set_config($${params.length - 1}, $${params.length}, true)`;
  });
  return { sql: `select ${calls.join(", ")}`, params };
}
