// Direct-engine access for the database tests: a migrated and seeded database (a private
// PGlite per test file, or the suite's native PostgreSQL), and helpers that run statements
// as a demo account exactly as the REST layer does (role `authenticated` + JWT claims, one
// transaction), always rolled back so that tests never change the shared data.
import path from "node:path";
import { inject } from "vitest";
import { isDbError, Rollback, type DbError, type Engine, type Query } from "../../../server/db/engine.ts";
import { openPglite } from "../../../server/db/pglite.ts";
import { openPostgres } from "../../../server/db/postgres.ts";
import { bootstrap, migrate } from "../../../server/platform/migrate.ts";
import { DEMO_ACCOUNTS, type DemoAccount } from "../../seed/accounts.ts";

export type { Query } from "../../../server/db/engine.ts";

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, "..", "..", "migrations");
const SEED_MODULE = path.resolve(import.meta.dirname, "..", "..", "seed", "index.ts");

export type TestDatabase = {
  engine: Engine;
  kind: "pglite" | "postgres";
  /** Runs `fn` as the account (role authenticated, its JWT claims); rolled back. */
  as: <T>(account: DemoAccount | string, fn: (q: Query) => Promise<T>) => Promise<T>;
  /** Runs `setup` as the database owner, then `fn` as the account, in one rolled-back transaction. */
  setupThenAs: <S, T>(account: DemoAccount | string, setup: (q: Query) => Promise<S>, fn: (q: Query, state: S) => Promise<T>) => Promise<T>;
  /** Runs `fn` as the database owner (the system); rolled back. */
  system: <T>(fn: (q: Query) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

export const account = (key: string): DemoAccount => {
  const found = DEMO_ACCOUNTS.find((a) => a.key === key || a.email === key);
  if (!found) throw new Error(`compte inconnu : ${key}`);
  return found;
};

export const claimsOf = (a: DemoAccount) => ({ sub: a.userId, role: "authenticated", aud: "authenticated", email: a.email });

/** Switches the current transaction to the account, as PostgREST does per request. */
export async function becomeUser(q: Query, a: DemoAccount): Promise<void> {
  await q("select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)", [JSON.stringify(claimsOf(a))]);
}

async function rolledBack<T>(engine: Engine, fn: (q: Query) => Promise<T>): Promise<T> {
  try {
    await engine.tx({}, async (q) => {
      throw new Rollback(await fn(q));
    });
  } catch (e) {
    if (e instanceof Rollback) return e.value as T;
    throw e;
  }
  throw new Error("unreachable");
}

let shared: Promise<TestDatabase> | undefined;

/** The database for this test file (opened once per file). */
export function testDatabase(): Promise<TestDatabase> {
  shared ??= open();
  return shared;
}

async function open(): Promise<TestDatabase> {
  const url = inject("databaseUrl");
  let engine: Engine;
  if (url) {
    engine = await openPostgres(url, 4);
  } else {
    engine = await openPglite();
    await bootstrap(engine);
    await migrate(engine, [MIGRATIONS_DIR]);
    const seedModule = (await import(SEED_MODULE)) as { seed: (e: Engine, o: { scale: "demo" }) => Promise<void> };
    await seedModule.seed(engine, { scale: "demo" });
  }
  const resolve = (a: DemoAccount | string) => (typeof a === "string" ? account(a) : a);
  return {
    engine,
    kind: engine.kind,
    as: (a, fn) => rolledBack(engine, async (q) => {
      await becomeUser(q, resolve(a));
      return fn(q);
    }),
    setupThenAs: (a, setup, fn) => rolledBack(engine, async (q) => {
      const state = await setup(q);
      await becomeUser(q, resolve(a));
      return fn(q, state);
    }),
    system: (fn) => rolledBack(engine, fn),
    close: () => engine.close(),
  };
}

/** The database error a promise rejects with (fails the test if it resolves). */
export async function dbError(promise: Promise<unknown>): Promise<DbError> {
  try {
    await promise;
  } catch (e) {
    if (isDbError(e)) return e;
    throw e;
  }
  throw new Error("une erreur de base de données était attendue");
}

/** Runs a statement inside a savepoint; returns the error instead of aborting the transaction. */
export async function attempt<T>(q: Query, fn: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: DbError }> {
  await q("savepoint attempt", []);
  try {
    const value = await fn();
    await q("release savepoint attempt", []);
    return { ok: true, value };
  } catch (e) {
    await q("rollback to savepoint attempt", []);
    if (isDbError(e)) return { ok: false, error: e };
    throw e;
  }
}

/**
 * The tables of this core schema: those named by the permission matrix. Other modules (app
 * API, test fixtures of the server suite) add their own tables to `public`.
 */
export async function coreTables(engine: Engine): Promise<string[]> {
  const r = await engine.query<{ relname: string }>(
    `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r'
       and c.relname in (select distinct resource from public.role_permission)
     order by 1`, []);
  return r.rows.map((t) => t.relname);
}
