// public.running_order_staffing, what the key figures' open orders and positions left read: the
// triggers on mission and application keep it equal to a full recomputation, it shows each
// account the orders that account may read, and the figures equal a count of the orders and of
// their placed applications under each account's own policies.
// Direct engine, each test rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { as, asSystem, cloneRow, one, RENFORT } from "../support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const ROWS = `select mission_id, workspace_id, owner_id, open_positions, placed
              from public.running_order_staffing order by mission_id`;
const ACCOUNTS = ["consultant", "manager", "csm", "marketing", "comptable", "partenaire", "dev"];

/** An open order of the consultant's with three positions. */
const newOrder = (q: Query) =>
  cloneRow(q, "mission", "workspace_id = $1 and is_client_order", [RENFORT], {
    reference: `CMD-TEST-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`,
    status: "open",
    owner_id: account("consultant").teamMemberId,
    number_of_open_positions: 3,
    lead_contact_id: null,
    interviewer_contact_id: null,
    decision_maker_contact_id: null,
  });

/** A placed application of the order, of the workspace's n-th talent. */
const placedFor = async (q: Query, missionId: unknown, n: number) =>
  cloneRow(q, "application", "workspace_id = $1 and not is_rejected", [RENFORT], {
    mission_id: missionId,
    talent_id: (
      await one<{ id: string }>(
        q,
        "select id from public.talent where workspace_id = $1 order by id offset $2 limit 1",
        [RENFORT, n],
      )
    ).id,
    stage: "placed",
    is_rejected: false,
  });

describe("running_order_staffing", () => {
  it("stays equal to a full recomputation through order and application changes", async () => {
    await db.system(async (q) => {
      const a = await newOrder(q);
      const b = await newOrder(q);
      const first = await placedFor(q, a.id, 0);
      await placedFor(q, a.id, 1);
      await q("update public.application set mission_id = $2 where id = $1", [first.id, b.id]);
      await q("update public.mission set number_of_open_positions = 5, owner_id = null where id = $1", [b.id]);
      await q("update public.mission set status = 'filled' where id = $1", [a.id]);
      await q(
        `update public.application set is_rejected = true, rejection_reason = 'client_choice', rejected_at = now()
         where id in (select id from public.application where not is_rejected and stage = 'placed' order by id limit 3)`,
      );
      await q("delete from public.application where id in (select id from public.application order by id limit 5)");
      const kept = (await q(ROWS)).rows;
      await q("select private.rebuild_running_order_staffing()");
      expect(kept).toEqual((await q(ROWS)).rows);
    });
  });

  it("gives every account the open orders and positions left it counted from the orders and applications — R:ORDER-POSITIONS-LEFT", async () => {
    await db.system(async (q) => {
      const order = await newOrder(q);
      await placedFor(q, order.id, 0);
      for (const key of ACCOUNTS) {
        await as(q, key);
        const own = await one<{ own: boolean }>(
          q,
          `select not (private.current_roles() && '{csm_team_member,external_csm_team_member,accounting_team_member,team_member_developer,team_member_independent_administrator}'::public.app_role[]) as own`,
        );
        const plain = await one<{ orders: number; positions: number | null }>(
          q,
          `select count(*)::int as orders, sum(greatest(m.number_of_open_positions - p.placed, 0))::int as positions
           from public.mission m
           cross join lateral (select count(*) as placed from public.application a
                               where a.mission_id = m.id and a.stage = 'placed' and not a.is_rejected) p
           where m.is_client_order and m.status in ('open', 'sourcing', 'presented', 'partially_filled')
             and (not $1 or m.owner_id = any (private.me_and_managee_ids()))`,
          [own.own],
        );
        const figures = await one<{ f: { open_orders: number; positions_left: number } | null }>(
          q,
          "select public.action_centre_figures() as f",
        );
        expect(figures.f?.open_orders ?? 0, key).toBe(plain.orders);
        expect(Number(figures.f?.positions_left ?? 0), key).toBe(plain.positions ?? 0);
        await asSystem(q);
      }
    });
  });
});
