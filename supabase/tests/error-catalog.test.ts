// Every unique index, check constraint and foreign key of the public schema answers a French
// message naming the field, in the words PostgreSQL reports it with (src/lib/errors/
// database-error.ts over src/i18n/fr/constraints/): a constraint added without its message, or
// renamed, fails here. No exception is listed: even the constraints a trigger's French refusal
// reaches first (timesheet_week_monday…) keep theirs, so that a changed trigger never lets the
// English through. A foreign key is answered on insert (its column's French name) and, when it
// neither cascades nor empties the column, on delete (the rows that depend). The real answers of
// the REST API are checked in database-errors-http.test.ts.
import { beforeAll, describe, expect, it } from "vitest";
import type { Engine } from "../../server/db/engine.ts";
import { constraintCatalog as catalog } from "../../src/i18n/fr/constraints/index.ts";
import { t } from "../../src/i18n/index.ts";
import { fieldLabel, frenchDatabaseError } from "../../src/lib/errors/database-error.ts";
import { migratedOnly } from "./support/migrated.ts";

type UniqueIndex = { name: string; columns: string[]; is_primary: boolean };
type Check = { name: string; table: string };
type ForeignKey = { name: string; table: string; column: string; referenced: string; on_delete: string };

let engine: Engine;
let uniques: UniqueIndex[];
let checks: Check[];
let foreignKeys: ForeignKey[];

beforeAll(async () => {
  engine = await migratedOnly();
  uniques = (
    await engine.query<UniqueIndex>(
      `select c.relname as name, i.indisprimary as is_primary,
              array(select a.attname::text from unnest(i.indkey) with ordinality k(n, o)
                    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.n order by k.o) as columns
       from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace
       where i.indisunique and n.nspname = 'public'`,
      [],
    )
  ).rows;
  checks = (
    await engine.query<Check>(
      `select k.conname as name, coalesce(t.relname, y.typname)::text as "table"
       from pg_constraint k left join pg_class t on t.oid = k.conrelid left join pg_type y on y.oid = k.contypid
       where k.contype = 'c' and k.connamespace = 'public'::regnamespace`,
      [],
    )
  ).rows;
  foreignKeys = (
    await engine.query<ForeignKey>(
      `select k.conname as name, t.relname as "table", a.attname as "column", r.relname as referenced,
              k.confdeltype::text as on_delete
       from pg_constraint k join pg_class t on t.oid = k.conrelid join pg_class r on r.oid = k.confrelid
       join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
       where k.contype = 'f' and k.connamespace = 'public'::regnamespace`,
      [],
    )
  ).rows;
});

const french = (code: string, message: string) => frenchDatabaseError({ code, message }, catalog);

describe("every constraint a user can hit answers in French", () => {
  it("reads the catalogue (a sanity check of the queries)", () => {
    expect(uniques.length).toBeGreaterThan(100);
    expect(checks.length).toBeGreaterThan(150);
    expect(foreignKeys.length).toBeGreaterThan(300);
  });

  it("every unique index and constraint, primary keys included", () => {
    const missing = uniques
      .filter(({ name, columns, is_primary }) => {
        const text = french("23505", `duplicate key value violates unique constraint "${name}"`);
        const expected =
          is_primary && columns.length === 1 && columns[0] === "id"
            ? t("databaseErrors.constraint.primaryKey")
            : catalog.unique[name];
        return !expected || text !== expected;
      })
      .map((u) => u.name);
    expect(missing).toEqual([]);
  });

  it("every check constraint", () => {
    const missing = checks
      .filter(({ name, table }) => {
        const text = french("23514", `new row for relation "${table}" violates check constraint "${name}"`);
        return !catalog.check[name] || text !== catalog.check[name];
      })
      .map((c) => `${c.table}.${c.name}`);
    expect(missing).toEqual([]);
  });

  it("every foreign key on insert or update: « <field> » introuvable, by the column's French name", () => {
    const missing = foreignKeys
      .filter(({ name, table, column }) => {
        const label = fieldLabel(catalog, table, column);
        const text = french("23503", `insert or update on table "${table}" violates foreign key constraint "${name}"`);
        return !label || label === column || text !== t("databaseErrors.constraint.foreignKeyInsert", { field: label });
      })
      .map((f) => `${f.table}.${f.column}`);
    expect(missing).toEqual([]);
  });

  it("every foreign key that blocks a delete: the rows that depend, in French", () => {
    // 'a' no action, 'r' restrict; cascade ('c') and set null ('n') never refuse a delete
    const blocking = foreignKeys.filter((f) => f.on_delete === "a" || f.on_delete === "r");
    expect(blocking.length).toBeGreaterThan(10);
    const missing = blocking
      .filter(({ name, table, referenced, on_delete }) => {
        const label = catalog.dependents[table];
        const expected = label && t("databaseErrors.constraint.foreignKeyDelete", { dependents: label });
        const violates = (setting: string) =>
          `update or delete on table "${referenced}" violates ${setting}foreign key constraint "${name}" on table "${table}"`;
        // PostgreSQL 17 names a RESTRICT foreign key (23001); PostgreSQL 15 words it as the others
        const answers =
          on_delete === "r"
            ? [french("23001", violates("RESTRICT setting of ")), french("23503", violates(""))]
            : [french("23503", violates(""))];
        return !expected || answers.some((text) => text !== expected);
      })
      .map((f) => `${f.table}.${f.column} → ${f.referenced}`);
    expect(missing).toEqual([]);
  });
});

describe("the catalog names only what exists", () => {
  it("unique messages name unique indexes (a renamed one would fall back to « Cette valeur existe déjà »)", () => {
    const names = new Set(uniques.map((u) => u.name));
    expect(Object.keys(catalog.unique).filter((name) => !names.has(name))).toEqual([]);
  });

  it("check messages name check constraints", () => {
    const names = new Set(checks.map((c) => c.name));
    expect(Object.keys(catalog.check).filter((name) => !names.has(name))).toEqual([]);
  });

  it("dependents are tables whose foreign keys block a delete; per-table labels name existing columns", async () => {
    const blocking = new Set(foreignKeys.filter((f) => f.on_delete === "a" || f.on_delete === "r").map((f) => f.table));
    expect(Object.keys(catalog.dependents).filter((table) => !blocking.has(table))).toEqual([]);
    const columns = (
      await engine.query<{ name: string }>(
        `select c.relname || '.' || a.attname as name from pg_attribute a join pg_class c on c.oid = a.attrelid
         where c.relnamespace = 'public'::regnamespace and a.attnum > 0 and not a.attisdropped`,
        [],
      )
    ).rows.map((r) => r.name);
    const known = new Set(columns);
    const named = Object.entries(catalog.tableColumns).flatMap(([table, labels]) =>
      Object.keys(labels).map((column) => `${table}.${column}`),
    );
    expect(named.filter((name) => !known.has(name))).toEqual([]);
    const columnNames = new Set(columns.map((name) => name.split(".")[1]));
    expect(Object.keys(catalog.columns).filter((column) => !columnNames.has(column))).toEqual([]);
  });
});
