// Workspace isolation of the request family: the partner (an external workspace) sees none
// of it and cannot start any, Cabinet Martin's independent sees only his workspace, members
// of several workspaces see each, links never cross workspaces, request files follow the
// rights on their request type. Direct engine, rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WORKSPACES } from "../../seed/accounts.ts";
import { account, becomeUser, dbError, testDatabase, type Query, type TestDatabase } from "../support/db.ts";

let db: TestDatabase;
let family: string[];

beforeAll(async () => {
  db = await testDatabase();
  family = (
    await db.engine.query<{ t: string }>(
      // request_deadline is derived from the family (read-only, kept by triggers; its visibility
      // is checked in supabase/tests/action-centre/request-deadline.test.ts)
      `select distinct tablename as t from pg_policies where schemaname = 'public' and tablename <> 'request_deadline'
     and (qual like '%request_workspace_ids%' or with_check like '%request_workspace_ids%') order by 1`,
      [],
    )
  ).rows.map((r) => r.t);
});

afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const count = async (q: Query, sql: string, params: unknown[] = []) =>
  Number((await q<{ n: string }>(sql, params)).rows[0].n);

describe("the request family and workspaces", () => {
  it("covers every request table, each with row-level security and four policies", async () => {
    expect(family.length).toBe(21);
    const r = await db.engine.query<{ t: string; rls: boolean; policies: number }>(
      `select c.relname as t, c.relrowsecurity as rls, (select count(*)::int from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname) as policies
       from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relname = any ($1::text[]) order by 1`,
      [family],
    );
    expect(r.rows.filter((x) => !x.rls || x.policies !== 4)).toEqual([]);
  });

  it("the partner workspace sees none of it, in any workspace", async () => {
    await db.as("partenaire", async (q) => {
      for (const t of family)
        expect({ t, n: await count(q, `select count(*) as n from public.${t}`) }).toEqual({ t, n: 0 });
      expect(await count(q, "select count(*) as n from public.request_action_item")).toBe(0);
      expect(
        await count(
          q,
          "select count(*) as n from public.status_history where entity in (select entity from public.request_type)",
        ),
      ).toBe(0);
    });
  });

  it("the partner cannot start a request, even on its own talents", async () => {
    const error = await dbError(
      db.setupThenAs(
        "partenaire",
        (q) =>
          q<{ id: string }>("select id from public.talent where workspace_id = $1 limit 1", [WORKSPACES.partner.id]),
        (q, talent) =>
          q(
            "insert into public.medical_checkup_request (workspace_id, talent_id, visit_type) values ($1, $2, 'vip_periodic')",
            [WORKSPACES.partner.id, talent.rows[0].id],
          ),
      ),
    );
    expect(error.code).toBe("42501");
  });

  it("Cabinet Martin's independent consultant sees only his workspace's requests", async () => {
    await db.as("independant", async (q) => {
      let seen = 0;
      for (const t of family) {
        expect({
          t,
          foreign: await count(q, `select count(*) as n from public.${t} where workspace_id <> $1`, [
            WORKSPACES.cabinetMartin.id,
          ]),
        }).toEqual({ t, foreign: 0 });
        seen += await count(q, `select count(*) as n from public.${t}`);
      }
      expect(seen).toBeGreaterThan(0);
    });
  });

  it("the independents' administrator sees the independents' invoices of both his workspaces", async () => {
    await db.as("adminIndependants", async (q) => {
      const r = await q<{ w: string }>(
        "select distinct workspace_id as w from public.independent_monthly_invoice order by 1",
        [],
      );
      expect(r.rows.map((x) => x.w).sort()).toEqual([WORKSPACES.renfort.id, WORKSPACES.cabinetMartin.id].sort());
    });
  });

  it("a request cannot point to another workspace's talent, contract or centre", async () => {
    const talent = await dbError(
      db.setupThenAs(
        "adminIndependants",
        (q) =>
          q<{ id: string }>(
            "select id from public.talent where workspace_id = $1 and worker_type = 'independent' limit 1",
            [WORKSPACES.renfort.id],
          ),
        (q, t) =>
          q(
            "insert into public.independent_monthly_invoice (workspace_id, talent_id, month, amount) values ($1, $2, '2024-01-01', 100)",
            [WORKSPACES.cabinetMartin.id, t.rows[0].id],
          ),
      ),
    );
    expect(talent.message).toBe("Le talent doit appartenir au même workspace");
    const center = await dbError(
      db.setupThenAs(
        "dev",
        async (q) => ({
          request: (
            await q<{ id: string }>(
              "select id from public.medical_checkup_request where workspace_id = $1 and status = 'to_schedule' limit 1",
              [WORKSPACES.cabinetMartin.id],
            )
          ).rows[0].id,
          center: (
            await q<{ id: string }>(
              "select id from public.medical_center where workspace_id = $1 and status = 'active' limit 1",
              [WORKSPACES.renfort.id],
            )
          ).rows[0].id,
        }),
        (q, s) =>
          q("update public.medical_checkup_request set medical_center_id = $2 where id = $1", [s.request, s.center]),
      ),
    );
    expect(center.message).toBe("Le centre médical doit appartenir au même workspace");
  });

  it("request files follow the rights on their request type — R:REQ-FILES", async () => {
    const path = `${WORKSPACES.renfort.id}/requests/medical_checkup_result/00000000-0000-4000-8000-000000000001/avis.pdf`;
    const visible = async (key: string) =>
      db.setupThenAs(
        key,
        (q) => q("insert into storage.objects (bucket_id, name, metadata) values ('documents', $1, '{}')", [path]),
        async (q) => count(q, "select count(*) as n from storage.objects where name = $1", [path]),
      );
    // a medical notice is read by no role through storage: the medical-document function opens it
    // after logging the reading (docs/rules/history.md)
    expect(await visible("csm")).toBe(0);
    expect(await visible("comptable")).toBe(0);
    expect(await visible("csmExterne")).toBe(0);
    expect(await visible("marketing")).toBe(0);
    expect(await visible("partenaire")).toBe(0);
    // a visit's convocation follows the visit's rights
    const convocation = `${WORKSPACES.renfort.id}/requests/medical_checkup_request/00000000-0000-4000-8000-000000000001/convocation.pdf`;
    const sees = async (key: string) =>
      db.setupThenAs(
        key,
        (q) =>
          q("insert into storage.objects (bucket_id, name, metadata) values ('documents', $1, '{}')", [convocation]),
        async (q) => count(q, "select count(*) as n from storage.objects where name = $1", [convocation]),
      );
    expect(await sees("csm")).toBe(1);
    expect(await sees("csmExterne")).toBe(1);
    expect(await sees("partenaire")).toBe(0);
    const upload = await dbError(
      db.as("marketing", async (q) => {
        await becomeUser(q, account("marketing"));
        return q("insert into storage.objects (bucket_id, name, metadata) values ('documents', $1, '{}')", [
          `${WORKSPACES.renfort.id}/requests/advance_payment_request/00000000-0000-4000-8000-000000000002/rib.pdf`,
        ]);
      }),
    );
    expect(upload.code).toBe("42501");
  });
});
