// One link to a request (private.request_link, supabase/schemas/10_requests.sql) for the action centre and the
// request notifications: a type's detail page when it has one, its list opening the drawer
// otherwise, and the independents' page's invoices tab for a monthly invoice. A status move of
// a type without a detail page notifies with that same link.
// Direct engine, rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase, type TestDatabase } from "../support/db.ts";
import { asSystem, one, RENFORT } from "../support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const ID = "00000000-0000-4000-8000-000000000001";

describe("private.request_link", () => {
  it.each([
    ["advance_payment_request", `/advance-payment-requests/${ID}`],
    ["meal_card_request", `/meal-card-requests?open=${ID}`],
    ["independent_monthly_invoice", `/independent-payment-requests?tab=invoices&open=${ID}`],
  ])("links a %s to %s — R:REQ-DRAWER-LINK", async (entity, link) => {
    await db.system(async (q) => {
      expect((await one<{ l: string }>(q, "select private.request_link($1, $2) as l", [entity, ID])).l).toBe(link);
    });
  });

  it("is the link of a status move's notification, for a type without a detail page — R:REQ-DRAWER-LINK", async () => {
    await db.system(async (q) => {
      await asSystem(q);
      // its requester is told of the move (notify_request_status)
      const request = await one<{ id: string }>(
        q,
        `select id from public.meal_card_request
         where workspace_id = $1 and status = 'requested' and requester_id is not null order by id limit 1`,
        [RENFORT],
      );
      await q("update public.meal_card_request set status = 'validated' where id = $1", [request.id]);
      const notified = await one<{ link: string }>(
        q,
        "select data ->> 'link' as link from public.notification where data ->> 'entity_id' = $1 order by created_at desc limit 1",
        [request.id],
      );
      expect(notified.link).toBe(`/meal-card-requests?open=${request.id}`);
    });
  });
});
