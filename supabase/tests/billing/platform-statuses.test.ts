// The statuses that end an invoice's lifecycle at the plateforme agréée are decided by the
// database (private.platform_status_final); the invoice page's copy, which says when to stop
// reading the lifecycle again (resources/client-invoices/platform.ts), is the same list, and
// every CDAR code maps to its status in the enum's order.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FINAL_PLATFORM_STATUSES } from "../../../resources/client-invoices/platform.ts";
import { testDatabase, type TestDatabase } from "../support/db.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

describe("platform statuses", () => {
  it("ends the lifecycle on the same statuses as the invoice page's copy", async () => {
    await db.system(async (q) => {
      const { rows } = await q<{ s: string }>(
        "select s::text from unnest(enum_range(null::public.platform_status)) s where private.platform_status_final(s) order by s",
      );
      expect(rows.map((r) => r.s).sort()).toEqual([...FINAL_PLATFORM_STATUSES].sort());
    });
  });

  it("maps the CDAR codes to their statuses, and nothing else", async () => {
    await db.system(async (q) => {
      const { rows } = await q<{ code: string; s: string | null }>(
        `select c as code, private.platform_status_of(c)::text as s
         from unnest(array['200', '203', '210', '212', '213', '220', '221', '215', '199', 'x']) c`,
      );
      expect(Object.fromEntries(rows.map((r) => [r.code, r.s]))).toEqual({
        "200": "deposited",
        "203": "made_available",
        "210": "refused",
        "212": "cashed",
        "213": "rejected",
        "220": "cancelled",
        "221": "routing_error",
        "215": null,
        "199": null,
        x: null,
      });
    });
  });
});
