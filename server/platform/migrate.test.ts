import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Engine } from "../db/engine.ts";
import { openBlankPglite } from "../../tests/support/blank-pglite.ts";
import { bootstrap, listMigrations, migrate, MigrationError, StaleDatabaseError } from "./migrate.ts";

let engine: Engine;
const dir = mkdtempSync(path.join(os.tmpdir(), "renfort-migrate-"));

beforeAll(async () => {
  engine = await openBlankPglite();
  await bootstrap(engine);
}, 60_000);
afterAll(() => engine.close());

describe("migrations", () => {
  it("lists files by version, name after the first underscore", () => {
    writeFileSync(path.join(dir, "20260102000000_second.sql"), "create table t2 (id int);");
    writeFileSync(path.join(dir, "20260101000000_first_one.sql"), "create table t1 (id int);");
    writeFileSync(path.join(dir, "README.md"), "not a migration");
    expect(listMigrations([dir]).map((m) => [m.version, m.name])).toEqual([
      ["20260101000000", "first_one"],
      ["20260102000000", "second"],
    ]);
  });

  it("applies pending migrations once and records them", async () => {
    expect(await migrate(engine, [dir])).toEqual(["20260101000000", "20260102000000"]);
    expect(await migrate(engine, [dir])).toEqual([]);
    const { rows } = await engine.query<{ version: string; name: string }>(
      "select version, name from supabase_migrations.schema_migrations order by version",
    );
    expect(rows).toEqual([
      { version: "20260101000000", name: "first_one" },
      { version: "20260102000000", name: "second" },
    ]);
  });

  it("stops on a failing migration with its file name and the PostgreSQL error, rolling it back", async () => {
    writeFileSync(path.join(dir, "20260103000000_broken.sql"), "create table t3 (id int); select * from nowhere;");
    const err = await migrate(engine, [dir]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MigrationError);
    expect((err as Error).message).toContain("20260103000000_broken.sql");
    expect((err as Error).message).toContain('42P01: relation "nowhere" does not exist');
    const { rows } = await engine.query("select to_regclass('public.t3') as t");
    expect(rows[0]).toEqual({ t: null });
  });

  it("refuses a database made by migrations squashed since (older than the first file), telling to reset", async () => {
    const squashed = mkdtempSync(path.join(os.tmpdir(), "renfort-migrate-squashed-"));
    writeFileSync(path.join(squashed, "20260201000000_baseline.sql"), "create table t_baseline (id int);");
    const err = await migrate(engine, [squashed]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StaleDatabaseError);
    expect(err).toBeInstanceOf(MigrationError);
    expect((err as Error).message).toContain("npm run db:reset");
    expect((err as Error).message).toContain("20260101000000");
    const { rows } = await engine.query("select to_regclass('public.t_baseline') as t");
    expect(rows[0]).toEqual({ t: null });
  });

  it("bootstrap is idempotent and provides auth.uid() from the request claims", async () => {
    await bootstrap(engine);
    const sub = "11111111-2222-4333-8444-555555555555";
    const r = await engine.tx(
      { role: "authenticated", claims: { sub, role: "authenticated", email: "a@b.fr" }, readOnly: true },
      (q) => q("select auth.uid() as uid, auth.role() as role, auth.email() as email, current_user as who", []),
    );
    expect(r.rows[0]).toEqual({ uid: sub, role: "authenticated", email: "a@b.fr", who: "authenticated" });
  });
});
