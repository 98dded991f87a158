// A company group's exposure (public.company_group_outstanding): the sum of its companies'
// « Encours » (public.company_outstanding), a company outside the group left out. Three clients
// of their own, billed at coefficient 2,000 (29,00 €/h), one week of April 2026 each, issued by
// accounting:
//   A (in the group): 4 × 8 h = 32 h × 29,00 = 928,00 HT · TVA 185,60 · TTC 1 113,60, 100,00 paid
//   B (in the group): 2 × 7 h = 14 h × 29,00 = 406,00 HT · TVA 81,20 · TTC 487,20
//   C (outside):      1 × 5 h =  5 h × 29,00 = 145,00 HT · TVA 29,00 · TTC 174,00
// The group: issued 1 600,80, outstanding 1 500,80, two open invoices.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { as, asLoaded, asSystem, one, RENFORT } from "../support/fixtures.ts";
import { newUuid } from "../support/matrix.ts";
import { billedClient, prepare, validatedWeek, type Client } from "./support.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

type Exposure = {
  issued_ttc: string;
  outstanding: string;
  overdue: string;
  overdue_count: string;
  open_count: string;
};

const EXPOSURE = "issued_ttc::text, outstanding::text, overdue::text, overdue_count::text, open_count::text";

/** The client's invoice for a week of April 2026 worked `days` × `hours`, issued by accounting; its id. */
async function issuedWeek(q: Query, c: Client, days: number, hours: number): Promise<string> {
  await asSystem(q);
  const dates = ["2026-04-27", "2026-04-28", "2026-04-29", "2026-04-30"].slice(0, days);
  await validatedWeek(
    q,
    c.contractId,
    "2026-04-27",
    dates.map((date) => ({ date, hours })),
  );
  await as(q, "comptable");
  const drafts = await prepare(q, "2026-04-27", "2026-05-31", c.companyId);
  expect(drafts).toHaveLength(1);
  await q("select public.issue_client_invoice($1)", [drafts[0]!.id]);
  return drafts[0]!.id;
}

const companyExposure = (q: Query, companyId: string) =>
  one<Exposure>(q, `select ${EXPOSURE} from public.company_outstanding($1)`, [companyId]);

const groupExposure = (q: Query, groupId: string) =>
  one<Exposure>(q, `select ${EXPOSURE} from public.company_group_outstanding($1)`, [groupId]);

const sum = (...values: string[]) => values.reduce((total, value) => total + Number(value), 0);

describe("a company group's exposure", () => {
  it("is the sum of its companies' and leaves out a company outside the group — R:BIL-OUTSTANDING", async () => {
    await db.system(async (q) => {
      const a = await billedClient(q);
      const b = await billedClient(q);
      const outside = await billedClient(q);
      const groupId = await newUuid(q);
      await asLoaded(q, "insert into public.company_group (id, workspace_id, name) values ($1, $2, $3)", [
        groupId,
        RENFORT,
        `Groupe exposition ${groupId.slice(0, 8)}`,
      ]);
      await asLoaded(q, "update public.company set company_group_id = $1 where id = any($2::uuid[])", [
        groupId,
        [a.companyId, b.companyId],
      ]);

      const invoiceA = await issuedWeek(q, a, 4, 8);
      await issuedWeek(q, b, 2, 7);
      await issuedWeek(q, outside, 1, 5);
      await q("select public.record_client_invoice_payment($1, private.paris_today(), 100)", [invoiceA]);

      // read as accounting (the function runs under the caller's rights)
      await as(q, "comptable");
      const [ofA, ofB, ofOutside] = [
        await companyExposure(q, a.companyId),
        await companyExposure(q, b.companyId),
        await companyExposure(q, outside.companyId),
      ];
      expect([ofA.issued_ttc, ofA.outstanding, ofB.issued_ttc, ofB.outstanding, ofOutside.issued_ttc]).toEqual([
        "1113.60",
        "1013.60",
        "487.20",
        "487.20",
        "174.00",
      ]);

      const group = await groupExposure(q, groupId);
      expect(group).toEqual({
        issued_ttc: "1600.80",
        outstanding: "1500.80",
        overdue: "0",
        overdue_count: "0",
        open_count: "2",
      });
      // column by column, A's and B's, not C's
      for (const column of ["issued_ttc", "outstanding", "overdue", "overdue_count", "open_count"] as const)
        expect(Number(group[column]), column).toBe(sum(ofA[column], ofB[column]));
      expect(Number(group.issued_ttc)).not.toBe(sum(ofA.issued_ttc, ofB.issued_ttc, ofOutside.issued_ttc));

      // a group without a company owes nothing
      await asSystem(q);
      const emptyId = await newUuid(q);
      await asLoaded(q, "insert into public.company_group (id, workspace_id, name) values ($1, $2, $3)", [
        emptyId,
        RENFORT,
        `Groupe vide ${emptyId.slice(0, 8)}`,
      ]);
      await as(q, "comptable");
      expect(await groupExposure(q, emptyId)).toEqual({
        issued_ttc: "0",
        outstanding: "0",
        overdue: "0",
        overdue_count: "0",
        open_count: "0",
      });
    });
  });
});
