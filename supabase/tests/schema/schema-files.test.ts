// The declarative schema (supabase/schemas/) and the migrations (supabase/migrations/) describe
// the same database: two throwaway native PostgreSQL databases, one migrated, one made from the
// schema files, give the same pg_dump (tables, indexes, triggers, policies, functions,
// privileges, comments) and the same rows in the tables the schema fills. A schema file changed
// without its `npm run db:diff NAME` migration (or the reverse) fails here.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compareDbs } from "../../../scripts/db-schema/compare.ts";
import { exec, schemaDb } from "../../../scripts/db-schema/databases.ts";
import { splitStatements } from "../../../scripts/db-schema/statements.ts";
import { findPgBin, startCluster, type Cluster } from "../../../tests/support/pg-cluster.ts";
import { migratedUrl, suiteCluster } from "../support/migrated.ts";

const hasPostgres = findPgBin() !== null;
let cluster: Cluster | undefined;
let ownCluster: Cluster | undefined;
let fromMigrations = "";
let fromSchemas = "";

beforeAll(async () => {
  if (!hasPostgres) return;
  // the suite's cluster when it has one, and its migrated-only database, which types.test.ts and
  // error-catalog.test.ts read too (support/migrated.ts): no cluster started and migrated for this file
  cluster = suiteCluster() ?? (ownCluster = await startCluster());
  fromMigrations = await migratedUrl(cluster);
  fromSchemas = await schemaDb(cluster, "from_schemas");
}, 240_000);
afterAll(async () => {
  ownCluster?.stop();
  if (ownCluster || !cluster) return;
  for (const db of ["from_schemas", "changed"]) await onCluster(`drop database if exists ${db}`);
});

/** A statement outside any transaction on the cluster's `postgres` database (create database). */
async function onCluster(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: cluster!.url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe.skipIf(!hasPostgres)("declarative schema", () => {
  it("the migrations and supabase/schemas/ give the same database", async () => {
    expect(await compareDbs(fromMigrations, fromSchemas)).toEqual([]);
  }, 120_000);

  it("a difference of structure, privilege, function body or owned row is reported", async () => {
    // a copy of the database the schema files made, instead of applying them again (≈ 5 s)
    await onCluster("create database changed template from_schemas");
    const changed = fromSchemas.replace(/\/from_schemas$/, "/changed");
    await exec(
      changed,
      `alter table public.sector add column probe int;
       grant select on public.legal_parameter to anon;
       create or replace function private.fail(p_message text, p_constraint text default null, p_errcode text default '23514') returns void language plpgsql as $$ begin end $$;
       update public.enum_label set label = label || ' (modifié)' where enum_name = 'contract_status' and value = 'draft';`,
    );
    const diffs = (await compareDbs(fromMigrations, changed)).join("\n");
    expect(diffs).toMatch(/\[TABLE public\.sector\] \+ +probe integer/);
    expect(diffs).toContain("GRANT SELECT ON TABLE public.legal_parameter TO anon");
    expect(diffs).toMatch(/\[FUNCTION private\.fail\(text, text, text\)\] \+ +AS \$\$ begin end \$\$;/);
    expect(diffs).toContain("rows of public.enum_label");
  }, 120_000);
});

describe("splitStatements", () => {
  it("cuts at semicolons outside quotes, dollar quotes and comments", () => {
    const sql = `-- a; comment
create function f() returns text language sql as $body$ select 'x;y' $body$;
select "a;b", 'it''s; fine' /* c; d */ from t;
do $$ begin perform 1; end $$;`;
    expect(splitStatements(sql)).toEqual([
      "-- a; comment\ncreate function f() returns text language sql as $body$ select 'x;y' $body$;",
      `select "a;b", 'it''s; fine' /* c; d */ from t;`,
      "do $$ begin perform 1; end $$;",
    ]);
  });
});
