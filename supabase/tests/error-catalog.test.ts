// The French catalog of the database's unique constraints (src/i18n/fr/database-errors.ts)
// must name constraints that exist: a renamed index would silently fall back to the generic
// "Cette valeur existe déjà".
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Engine } from "../../server/db/engine.ts";
import { migratedEngine } from "../../scripts/gen-types.ts";
import { databaseErrors } from "../../src/i18n/fr/database-errors.ts";

let engine: Engine;
beforeAll(async () => {
  engine = await migratedEngine();
});
afterAll(async () => {
  await engine?.close();
});

it("every constraint the catalog translates is a unique index of the public schema", async () => {
  const r = await engine.query<{ name: string }>(
    "select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace where i.indisunique and n.nspname = 'public'",
    [],
  );
  const unique = new Set(r.rows.map((row) => row.name));
  const missing = Object.keys(databaseErrors.unique).filter((name) => !unique.has(name));
  expect(missing).toEqual([]);
});
