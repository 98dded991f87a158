// public.request_summary (supabase/schemas/10_requests.sql): every request of every type in one read, built from
// request_type by the refresh function each type's migration calls; security invoker, so each
// table's own policies decide what a role sees in it. Direct engine, rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase, type Query, type TestDatabase } from "../support/db.ts";

let db: TestDatabase;
let types: string[];

beforeAll(async () => {
  db = await testDatabase();
  types = (
    await db.engine.query<{ entity: string }>(
      `select t.entity from public.request_type t
       where to_regclass('public.' || t.entity) is not null
         and exists (select 1 from pg_attribute a where a.attrelid = ('public.' || t.entity)::regclass and a.attname = 'due_at')
       order by t.position`,
      [],
    )
  ).rows.map((r) => r.entity);
});

afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const countsByEntity = async (q: Query) =>
  Object.fromEntries(
    (
      await q<{ entity: string; n: string }>(
        "select entity, count(*) as n from public.request_summary group by entity",
        [],
      )
    ).rows.map((r) => [r.entity, Number(r.n)]),
  );

describe("request_summary", () => {
  it("holds every request of every type, as each table counts them for the same user", async () => {
    await db.as("dev", async (q) => {
      const summary = await countsByEntity(q);
      for (const entity of types) {
        const n = Number((await q<{ n: string }>(`select count(*) as n from public.${entity}`, [])).rows[0].n);
        expect({ entity, n: summary[entity] ?? 0 }).toEqual({ entity, n });
      }
      expect(types.length).toBeGreaterThanOrEqual(12);
    });
  });

  it("applies each table's policies: marketing sees no advance payment, the partner nothing — R:PAY-ADV-MARKETING", async () => {
    await db.as("marketing", async (q) => {
      expect((await countsByEntity(q)).advance_payment_request ?? 0).toBe(0);
    });
    await db.as("partenaire", async (q) => {
      expect(Object.keys(await countsByEntity(q))).toEqual([]);
    });
  });

  it("gives a talent's requests with their contract and status", async () => {
    await db.as("dev", async (q) => {
      const { rows } = await q<{ talent_id: string }>(
        "select talent_id from public.work_accident_request where talent_id is not null limit 1",
        [],
      );
      const talent = rows[0].talent_id;
      const summary = await q<{ entity: string; contract_id: string | null; status: string }>(
        "select entity, contract_id, status from public.request_summary where talent_id = $1 and entity = 'work_accident_request'",
        [talent],
      );
      expect(summary.rows.length).toBeGreaterThan(0);
      expect(summary.rows.every((r) => r.contract_id && r.status)).toBe(true);
    });
  });
});
