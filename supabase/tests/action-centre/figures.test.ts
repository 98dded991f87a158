// The action centre's key figures (public.action_centre_figures()): a consultant's cover their
// own and their managees' records, a CSM's the whole workspace; each figure matches a plain
// count of the same rows and follows the data live. Direct engine, each test rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { as, asSystem, one } from "../support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

type Figures = {
  open_orders: number;
  positions_left: number;
  active_contracts: number;
  hours_signed_this_week: number;
  timesheets_awaiting_signature: number;
  expiring_documents: number;
  hours_by_week: { week: string; hours: number }[];
};

/** The account's figures and, under the same identity, plain counts of the same rows. */
async function figuresOf(q: Query, key: string, scope: string) {
  await as(q, key);
  const { f } = await one<{ f: Figures }>(q, "select public.action_centre_figures() as f");
  const plain = await one<{ active: number; awaiting: number; orders: number; expiring: number }>(
    q,
    `select (select count(*)::int from public.contract c where c.status = 'active' and not c.is_amendment and ${scope}) as active,
            (select count(*)::int from public.timesheet_week w join public.contract c on c.id = w.contract_id
             where w.status = 'pending_signature' and ${scope}) as awaiting,
            (select count(*)::int from public.mission c
             where c.is_client_order and c.status in ('open', 'sourcing', 'presented', 'partially_filled') and ${scope}) as orders,
            coalesce((select max(a.total)::int from public.action_centre() a where a.rule = 'document_expiring'), 0) as expiring`,
  );
  await asSystem(q);
  return { f, plain };
}

const OWN = "c.owner_id = any (private.me_and_managee_ids())";

describe("key figures", () => {
  it("a consultant's figures count their own records, a CSM's the workspace's — R:AC-FIGURES, R:AC-SCOPE", async () => {
    await db.system(async (q) => {
      const consultant = await figuresOf(q, "consultant", OWN);
      expect(consultant.f.active_contracts).toBe(consultant.plain.active);
      expect(consultant.f.timesheets_awaiting_signature).toBe(consultant.plain.awaiting);
      expect(consultant.f.open_orders).toBe(consultant.plain.orders);
      // the figure is the consultant's queue of expiring documents
      expect(consultant.f.expiring_documents).toBe(consultant.plain.expiring);
      expect(consultant.f.hours_by_week).toHaveLength(8);

      const csm = await figuresOf(q, "csm", "true");
      expect(csm.f.active_contracts).toBe(csm.plain.active);
      expect(csm.f.timesheets_awaiting_signature).toBe(csm.plain.awaiting);
      expect(csm.f.open_orders).toBe(csm.plain.orders);
      expect(csm.f.active_contracts).toBeGreaterThan(consultant.f.active_contracts);
      expect(csm.f.expiring_documents).toBeGreaterThanOrEqual(consultant.f.expiring_documents);
    });
  });

  it("a week the client signs leaves the awaiting count and joins this week's signed hours", async () => {
    await db.system(async (q) => {
      await as(q, "consultant");
      const week = await one<{ id: string; total_hours: string }>(
        q,
        `select w.id, w.total_hours::text from public.timesheet_week w join public.contract c on c.id = w.contract_id
         where w.status = 'pending_signature' and w.total_hours > 0 and ${OWN} order by w.id limit 1`,
      );
      const before = (await figuresOf(q, "consultant", OWN)).f;
      await q("select set_config('renfort.actor', 'system', true)");
      await q("update public.timesheet_week set status = 'signed', signed_at = now() where id = $1", [week.id]);
      const after = (await figuresOf(q, "consultant", OWN)).f;
      expect(after.timesheets_awaiting_signature).toBe(before.timesheets_awaiting_signature - 1);
      expect(Number(after.hours_signed_this_week)).toBeCloseTo(
        Number(before.hours_signed_this_week) + Number(week.total_hours),
        2,
      );
      const thisWeek = (f: Figures) => Number(f.hours_by_week[f.hours_by_week.length - 1].hours);
      expect(thisWeek(after)).toBeCloseTo(thisWeek(before) + Number(week.total_hours), 2);
    });
  });
});
