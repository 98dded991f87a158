// public.open_order_unstaffed, what the unstaffed-orders queue reads: the triggers on mission and
// application keep it equal to a full recomputation, it shows each account the orders that
// account may read, and the queue follows an order's applications.
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

const ROWS = "select mission_id, workspace_id from public.open_order_unstaffed order by mission_id";

/** An order of the consultant's opened three days ago, with no application. */
const newOrder = (q: Query) =>
  cloneRow(q, "mission", "workspace_id = $1 and is_client_order", [RENFORT], {
    reference: `CMD-TEST-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`,
    status: "open",
    owner_id: account("consultant").teamMemberId,
    lead_contact_id: null,
    interviewer_contact_id: null,
    decision_maker_contact_id: null,
    created_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  });

/** An application of the order at the given stage, of the workspace's n-th talent. */
const applicationFor = async (q: Query, missionId: unknown, stage: string, n = 0) =>
  cloneRow(q, "application", "workspace_id = $1 and not is_rejected", [RENFORT], {
    mission_id: missionId,
    talent_id: (
      await one<{ id: string }>(
        q,
        "select id from public.talent where workspace_id = $1 order by id offset $2 limit 1",
        [RENFORT, n],
      )
    ).id,
    stage,
    is_rejected: false,
  });

const REJECT = "set is_rejected = true, rejection_reason = 'client_choice', rejected_at = now()";

async function inQueue(q: Query, missionId: unknown): Promise<boolean> {
  await as(q, "consultant");
  const { n } = await one<{ n: number }>(
    q,
    "select count(*)::int as n from private.action_rule_order_unstaffed(private.me_and_managee_ids()) where subject_id = $1",
    [missionId],
  );
  await asSystem(q);
  return n === 1;
}

describe("open_order_unstaffed", () => {
  it("stays equal to a full recomputation through order and application changes", async () => {
    await db.system(async (q) => {
      const a = await newOrder(q);
      const b = await newOrder(q);
      const c = await newOrder(q);
      const presented = await applicationFor(q, a.id, "presented");
      await applicationFor(q, b.id, "new", 1);
      await q("update public.application set mission_id = $2 where id = $1", [presented.id, b.id]);
      await q("update public.mission set status = 'closed' where id = $1", [c.id]);
      await q(
        `update public.application ${REJECT} where id in (select id from public.application where not is_rejected and stage = 'presented' order by id limit 3)`,
      );
      await q("delete from public.application where id in (select id from public.application order by id limit 5)");
      await q("delete from public.mission where id = $1", [a.id]);
      const kept = (await q(ROWS)).rows;
      await q("select private.rebuild_open_order_unstaffed()");
      expect(kept).toEqual((await q(ROWS)).rows);
    });
  });

  it("shows every account the orders it may read, and only those", async () => {
    await db.system(async (q) => {
      await newOrder(q);
      for (const key of ["consultant", "csm", "marketing", "comptable", "partenaire", "dev"]) {
        await as(q, key);
        const seen = await one<{ table: number; orders: number }>(
          q,
          `select (select count(*)::int from public.open_order_unstaffed) as table,
                  (select count(*)::int from public.mission m
                   where m.id in (select mission_id from public.open_order_unstaffed)) as orders`,
        );
        expect(seen.table, key).toBe(seen.orders);
        await asSystem(q);
      }
    });
  });

  it("the queue drops an order once someone is presented, and takes it back when that application is rejected", async () => {
    await db.system(async (q) => {
      const order = await newOrder(q);
      expect(await inQueue(q, order.id)).toBe(true);
      const application = await applicationFor(q, order.id, "presented");
      expect(await inQueue(q, order.id)).toBe(false);
      await q(`update public.application ${REJECT} where id = $1`, [application.id]);
      expect(await inQueue(q, order.id)).toBe(true);
    });
  });
});
