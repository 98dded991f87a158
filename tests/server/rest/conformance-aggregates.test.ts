// PostgREST 12 aggregate functions in `select` (db-aggregates-enabled): `count()`, `col.sum()`,
// `avg()`, `min()`, `max()`, named after the function unless aliased, with the column cast
// before (`amount::int.sum()`) or the result after (`amount.sum()::int`), and PostgREST's
// automatic GROUP BY on every other selected column, embeds included; aggregates inside an
// embed aggregate that embed's rows. Off by default (400 PGRST123, tested in select.test.ts):
// this file starts a server of its own with the setting on, over a small fixture.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startServer, type RunningServer } from "../../../server/main.ts";

let server: RunningServer;
const dirs: string[] = [];

const FIXTURE = `
create schema agg;
grant usage on schema agg to anon;
create table agg.regions (name text primary key, label text not null);
create table agg.sales (id int primary key, region text not null references agg.regions(name), product text not null, amount numeric not null, qty int not null);
insert into agg.regions values ('nord', 'Nord'), ('sud', 'Sud'), ('est', 'Est');
insert into agg.sales values
  (1, 'nord', 'pomme', 10.5, 1), (2, 'nord', 'poire', 20.25, 2), (3, 'sud', 'pomme', 5, 3),
  (4, 'sud', 'pomme', 7.5, 4), (5, 'nord', 'pomme', 1.75, 5);
grant select on agg.regions, agg.sales to anon;
`;

beforeAll(async () => {
  const engine = inject("engine");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "renfort-aggregates-"));
  const migrations = mkdtempSync(path.join(os.tmpdir(), "renfort-aggregates-sql-"));
  dirs.push(dataDir, migrations);
  writeFileSync(path.join(migrations, "99990001000000_aggregates.sql"), FIXTURE);
  server = await startServer({
    port: 0,
    dataDir,
    inMemory: engine === "pglite",
    databaseUrl: engine === "postgres" ? inject("databaseUrl") : undefined,
    jwtSecret: inject("jwtSecret"),
    exposedSchemas: ["agg"],
    migrationsDirs: [migrations],
    seed: false,
    aggregatesEnabled: true,
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function get(query: string): Promise<{ status: number; body: unknown }> {
  const key = server.ctx.keys.anonKey;
  const res = await fetch(`${server.url}/rest/v1/${query}`, {
    headers: { apikey: key, Authorization: `Bearer ${key}`, "Accept-Profile": "agg" },
  });
  return { status: res.status, body: await res.json() };
}

describe("PostgREST aggregates at the top level (db-aggregates-enabled)", () => {
  it("count() alone: one row {count}", async () => {
    expect(await get("sales?select=count()")).toEqual({ status: 200, body: [{ count: 5 }] });
  });

  it("sum(), avg(), min(), max() named after their function", async () => {
    const { body } = await get("sales?select=amount.sum(),qty.avg(),amount.min(),amount.max()");
    expect(body).toEqual([{ sum: 45, avg: 3, min: 1.75, max: 20.25 }]);
  });

  it("aliases: total:amount.sum(), n:count()", async () => {
    expect((await get("sales?select=total:amount.sum(),n:count()")).body).toEqual([{ total: 45, n: 5 }]);
  });

  it("automatic GROUP BY on the other selected columns, filters applied first", async () => {
    const { body } = await get("sales?select=region,amount.sum(),count()&product=eq.pomme&order=region");
    expect(body).toEqual([
      { region: "nord", sum: 12.25, count: 2 },
      { region: "sud", sum: 12.5, count: 2 },
    ]);
  });

  it("grouping by two columns", async () => {
    const { body } = await get("sales?select=region,product,qty.sum()&order=region,product");
    expect(body).toEqual([
      { region: "nord", product: "poire", sum: 2 },
      { region: "nord", product: "pomme", sum: 6 },
      { region: "sud", product: "pomme", sum: 7 },
    ]);
  });

  it("casts: amount::int.sum() casts each value, amount.sum()::text the result", async () => {
    // 10.5→11 (rounds half away), 20.25→20, 5, 7.5→8, 1.75→2
    expect((await get("sales?select=amount::int.sum()")).body).toEqual([{ sum: 46 }]);
    expect((await get("sales?select=amount.sum()::text")).body).toEqual([{ sum: "45.00" }]);
    expect((await get("sales?select=count()::text")).body).toEqual([{ count: "5" }]);
  });

  it("an empty table: count 0, sum null", async () => {
    expect((await get("sales?select=count(),amount.sum()&id=lt.0")).body).toEqual([{ count: 0, sum: null }]);
  });
});

const bySum = (rows: unknown) => [...(rows as { sum: number }[])].sort((a, b) => a.sum - b.sum);

describe("PostgREST aggregates and embeds", () => {
  it("aggregates inside a to-many embed aggregate that embed's rows (grouped by its other columns)", async () => {
    const { body } = await get("regions?select=name,sales(count(),amount.sum())&order=name");
    expect(body).toEqual([
      { name: "est", sales: [{ count: 0, sum: null }] },
      { name: "nord", sales: [{ count: 3, sum: 32.5 }] },
      { name: "sud", sales: [{ count: 2, sum: 12.5 }] },
    ]);
  });

  it("a to-one embed next to a top-level aggregate groups the rows", async () => {
    // (no order on `region`: an ungrouped column, which PostgreSQL refuses with 42803 as under PostgREST)
    const { body } = await get("sales?select=amount.sum(),regions(label)");
    expect(bySum(body)).toEqual([
      { sum: 12.5, regions: { label: "Sud" } },
      { sum: 32.5, regions: { label: "Nord" } },
    ]);
  });

  it("a spread to-one embed groups by its columns", async () => {
    const { body } = await get("sales?select=qty.sum(),...regions(label)");
    expect(bySum(body)).toEqual([
      { sum: 7, label: "Sud" },
      { sum: 8, label: "Nord" },
    ]);
  });
});
