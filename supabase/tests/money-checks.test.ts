// Money checks that cannot drift (supabase/tests/support/money-checks.ts), over the demo data:
// - every pay line: the acomptes « Déduite sur paie » in it are its withheld amount (« Acomptes
//   déduits »), its ACOMPTE element and the payroll file's ACOMPTE line; every acompte « Versée »
//   is withheld by each pay of its month (docs/payroll-export.md, ACOMPTE);
// - every invoice: its lines are the signed hours of its weeks × the rates (the contract's pay ×
//   the coefficient), its totals the lines' sums (docs/rules/billing.md#montants).
// The pay tests run the same checks after their stories (pay/advance-withholding.test.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase, type TestDatabase } from "./support/db.ts";
import { invoiceBreaches, payBreaches } from "./support/money-checks.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

describe("the demo data's money", () => {
  it("has demo pays, acomptes and invoices to check", async () => {
    const counts = await db.system(
      async (q) =>
        (
          await q<{ exported: number; withheld: number; deducted: number; paid: number; invoices: number }>(
            `select (select count(*) from public.pay_tracking where status in ('exported', 'paid'))::int as exported,
                  (select count(*) from public.pay_tracking where advances_deducted > 0)::int as withheld,
                  (select count(*) from public.advance_payment_request where status = 'deducted')::int as deducted,
                  (select count(*) from public.advance_payment_request where status = 'paid')::int as paid,
                  (select count(*) from public.client_invoice where kind = 'invoice')::int as invoices`,
          )
        ).rows[0],
    );
    expect(counts.exported).toBeGreaterThan(10);
    expect(counts.withheld).toBeGreaterThan(0);
    expect(counts.deducted).toBeGreaterThan(0);
    expect(counts.paid).toBeGreaterThan(0);
    expect(counts.invoices).toBeGreaterThan(10);
  });

  it("withholds on each pay exactly the acomptes deducted in it, as the payroll file does", async () => {
    expect(await db.system((q) => payBreaches(q))).toEqual([]);
  });

  it("bills on each invoice the signed hours × the rates", async () => {
    expect(await db.system((q) => invoiceBreaches(q))).toEqual([]);
  });
});
