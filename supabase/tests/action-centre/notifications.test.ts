// Notifications the database emits (supabase/schemas/13_action_centre_notifications.sql): a contract sent back for modification
// reaches its consultant, a contract to review the CSMs by role, a disputed timesheet the
// CSMs and the consultant, a request assigned its assignee, an expiring document (periodic job)
// the consultant once; read marks are per member (a role-addressed notification read by one
// CSM stays unread for another) and "mark all read" is one call. Direct engine, rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { as, asSystem, cloneRow, draftContract, one, RENFORT } from "../support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

type Inbox = { id: string; type: string; title: string; data: { link?: string; entity_id?: string }; is_read: boolean };

async function inbox(q: Query, key: string): Promise<{ items: Inbox[]; unread: number }> {
  await as(q, key);
  const items = (await q<Inbox>("select * from public.notification_inbox(100)")).rows;
  const unread = (await one<{ n: number }>(q, "select public.notification_unread_count() as n")).n;
  await asSystem(q);
  return { items, unread };
}

const about = (items: Inbox[], id: string) => items.filter((n) => n.data.entity_id === id);

const day = async (q: Query, offset: number) =>
  (await one<{ d: string }>(q, "select (private.paris_today() + $1::int)::text as d", [offset])).d;

describe("events", () => {
  it("a contract sent back for modification notifies its consultant; sent to review, the CSMs by role — R:AC-NOTIFY", async () => {
    await db.system(async (q) => {
      const c = await draftContract(q, "consultant", { status: "review", start_date: await day(q, 20) });
      await as(q, "csm");
      await q(
        "update public.contract set status = 'admin_modification_requested', review_comment = 'Motif de recours à préciser' where id = $1",
        [c.id],
      );
      await asSystem(q);
      const mine = about((await inbox(q, "consultant")).items, c.id as string);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ type: "contract_modification_requested", is_read: false });
      expect(mine[0].title).toContain(c.contract_key as string);
      expect(mine[0].data.link).toBe(`/contracts/${c.id}/admin-modification-requested`);
      expect(about((await inbox(q, "csm")).items, c.id as string)).toHaveLength(0); // not to who caused it

      await q("select set_config('renfort.actor', 'system', true)");
      await q("update public.contract set status = 'review' where id = $1", [c.id]);
      const review = about((await inbox(q, "csmExterne")).items, c.id as string);
      expect(review.map((n) => n.type)).toEqual(["contract_review"]);
      expect(about((await inbox(q, "csm")).items, c.id as string).map((n) => n.type)).toEqual(["contract_review"]);
      expect(about((await inbox(q, "marketing")).items, c.id as string)).toHaveLength(0);
      expect(about((await inbox(q, "partenaire")).items, c.id as string)).toHaveLength(0);
    });
  });

  it("a disputed timesheet notifies the CSMs and the contract's consultant — R:AC-NOTIFY", async () => {
    await db.system(async (q) => {
      const week = await one<{ id: string; owner: string }>(
        q,
        `select w.id, c.owner_id as owner from public.timesheet_week w join public.contract c on c.id = w.contract_id
         where w.workspace_id = $1 and w.status = 'pending_signature' and c.owner_id = $2 order by w.week_start limit 1`,
        [RENFORT, account("consultant").teamMemberId],
      );
      await q("select set_config('renfort.actor', 'system', true)");
      await q(
        "update public.timesheet_week set status = 'disputed', dispute_reason = 'Heures du mercredi fausses' where id = $1",
        [week.id],
      );
      const csm = about((await inbox(q, "csm")).items, week.id);
      expect(csm.map((n) => n.type)).toEqual(["timesheet_disputed"]);
      expect(csm[0].data.link).toBe(`/timesheets?open=${week.id}`);
      expect(about((await inbox(q, "consultant")).items, week.id)).toHaveLength(1);
      expect(about((await inbox(q, "comptable")).items, week.id)).toHaveLength(0);
    });
  });

  it("a request assigned to a member notifies them, with a link to it — R:AC-NOTIFY", async () => {
    await db.system(async (q) => {
      const wa = await one<{ id: string }>(
        q,
        "select id from public.work_accident_request where workspace_id = $1 and closed_at is null order by id limit 1",
        [RENFORT],
      );
      await q("update public.work_accident_request set assignee_id = null where id = $1", [wa.id]);
      await as(q, "csm");
      await q("update public.work_accident_request set assignee_id = $2 where id = $1", [
        wa.id,
        account("consultant").teamMemberId,
      ]);
      await asSystem(q);
      const mine = about((await inbox(q, "consultant")).items, wa.id);
      expect(mine.map((n) => n.type)).toEqual(["request_assigned"]);
      expect(mine[0].data.link).toBe(`/work-accident-requests/${wa.id}`);
    });
  });

  it("the periodic job announces a document expiring during a mission once — R:AC-NOTIFY-DOCUMENT", async () => {
    await db.system(async (q) => {
      const c = await draftContract(q, "consultant", {
        status: "active",
        start_date: await day(q, -10),
        end_date: await day(q, 60),
        dpae_submitted_at: new Date().toISOString(),
        transmitted_to_talent_at: new Date().toISOString(),
      });
      await q("delete from public.document where talent_id = $1 and type = 'caces'", [c.talent_id]);
      const doc = await cloneRow(q, "document", "workspace_id = $1 and talent_id is not null", [RENFORT], {
        talent_id: c.talent_id,
        contract_id: null,
        type: "caces",
        status: "valid",
        issued_at: null,
        expiry_date: await day(q, 12),
        file: null,
        mime_type: null,
      });
      const first = await one<{ r: Record<string, number> }>(q, "select public.run_time_based_transitions() as r");
      expect(first.r["notification:document_expiring"]).toBeGreaterThan(0);
      await one(q, "select public.run_time_based_transitions() as r");
      const mine = about((await inbox(q, "consultant")).items, doc.id as string);
      expect(mine.map((n) => n.type)).toEqual(["document_expiring"]);
      expect(mine[0].data.link).toBe(`/talents/${c.talent_id}/documents`);
    });
  });
});

describe("read state", () => {
  it("is per member; mark all read is one call — R:AC-NOTIFY-READ", async () => {
    await db.system(async (q) => {
      await q(
        "insert into public.notification (workspace_id, recipient_roles, type, title) values ($1, '{csm_team_member,external_csm_team_member}', 'other', 'Pour les CSM')",
        [RENFORT],
      );
      const before = await inbox(q, "csmExterne");
      const note = before.items.find((n) => n.title === "Pour les CSM") as Inbox;
      expect(note.is_read).toBe(false);
      await as(q, "csm");
      expect(
        (await one<{ n: number }>(q, "select public.mark_notifications_read(array[$1]::uuid[]) as n", [note.id])).n,
      ).toBe(1);
      await asSystem(q);
      expect((await inbox(q, "csm")).items.find((n) => n.id === note.id)?.is_read).toBe(true);
      const other = await inbox(q, "csmExterne");
      expect(other.items.find((n) => n.id === note.id)?.is_read).toBe(false);
      expect(other.unread).toBe(before.unread);

      await as(q, "csmExterne");
      expect((await one<{ n: number }>(q, "select public.mark_notifications_read() as n")).n).toBe(before.unread);
      await asSystem(q);
      expect((await inbox(q, "csmExterne")).unread).toBe(0);
      expect((await inbox(q, "csm")).unread).toBeGreaterThan(0);
    });
  });
});
