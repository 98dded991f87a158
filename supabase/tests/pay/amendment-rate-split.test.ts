// A renewal that raises the pay, signed from its mailed links (docs/rules/contracts.md#amendments,
// issue #46 item 2 b): the weeks before its effective date are paid and billed at the contract's
// former terms, the weeks from it — the extension included — at the amendment's, to the cent.
//
// Contract 4–15 January 2027 at 14,50 €/h, coefficient 2,000 (29,00 € billed an hour). Renewal
// effective Monday 11 January to Friday 22 January at 16,00 €/h, coefficient 2,100 (33,60 €).
// Three weeks of Monday–Friday 7 h, made once the renewal is signed:
//   pay:     HN 35 h × 14,50 = 507,50 (week of 4 January) · HN 70 h × 16,00 = 1 120,00 (11 and 18 January)
//   invoice: 35 × 29,00 = 1 015,00 · 35 × 33,60 = 1 176,00 · 35 × 33,60 = 1 176,00 → 3 367,00 HT
import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siren } from "../../seed/fr.ts";
import { createRng } from "../../seed/random.ts";
import { linesOf, prepare } from "../billing/support.ts";
import { amendmentOf, sentForSignature, signedContract, signThroughLinks } from "../contracts/amendment-links.ts";
import { testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { invoiceBreaches } from "../support/money-checks.ts";
import { as, asLoaded, asSystem, cloneRow, RENFORT } from "../support/fixtures.ts";
import { newUuid } from "../support/matrix.ts";
import { freshTalent, payLine, validatedWeek } from "./support.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const fiveDays = (monday: string) =>
  [0, 1, 2, 3, 4].map((i) => ({ date: `2027-01-${String(Number(monday.slice(8)) + i).padStart(2, "0")}`, hours: 7 }));

/** The contract of a fresh talent at a client of its own, its renewal signed from the links, three weeks validated. */
async function renewedContract(q: Query) {
  const tag = (await newUuid(q)).slice(0, 8);
  const company = await cloneRow(q, "company", "workspace_id = $1 and status = 'active'", [RENFORT], {
    name: `Client avenant ${tag}`,
    siren: siren(createRng(randomInt(2 ** 31))),
    idcc: null,
    naf_code: null,
    naf_code_label: null,
    company_group_id: null,
    billing_email: `factures-${tag}@client-essai.fr`,
    status: "active",
  });
  const talentId = await freshTalent(q);
  const contract = await signedContract(q, {
    talent_id: talentId,
    company_id: company.id,
    mission_id: null,
    start_date: "2027-01-04",
    end_date: "2027-01-15",
    working_hours: 35,
    working_days: [1, 2, 3, 4, 5],
    meal_type: "none",
    meal_card_value: null,
  });
  await asLoaded(q, "update public.contract set status = 'active' where id = $1", [contract.id]);
  const renewal = await amendmentOf(q, contract.id, "renewal", {
    start_date: "2027-01-11",
    end_date: "2027-01-22",
    hourly_wage: 16,
  });
  await q("update public.contract_pricing set coefficient = 2.1 where contract_id = $1", [renewal]);
  await sentForSignature(q, renewal);
  await signThroughLinks(q, renewal);
  // the weeks made after the signing point at the version signed, the amendment's row
  // (public.create_timesheet_week): the week before its effective date too
  const version = await q<{ id: string }>(
    "select private.timesheet_contract_version(workspace_id, contract_key) as id from public.contract where id = $1",
    [contract.id],
  );
  expect(version.rows[0]!.id).toBe(renewal);
  for (const monday of ["2027-01-04", "2027-01-11", "2027-01-18"])
    await validatedWeek(q, renewal, monday, fiveDays(monday));
  return { contract, talentId, companyId: String(company.id) };
}

describe("a signed renewal that raises the pay", () => {
  it("pays the week before its effective date at the former wage, the weeks from it at the new one — R:CTR-AMEND-DAILY-TERMS", async () => {
    await db.system(async (q) => {
      const { talentId } = await renewedContract(q);
      const pay = await payLine(q, talentId, "2027-01-01", "2027-01-31");
      await as(q, "comptable");
      await q("select public.compute_pay_tracking($1)", [pay.id]);
      await asSystem(q);
      const hours = await q<{ code: string; quantity: string; rate: string; amount: string }>(
        `select code, quantity::text, rate::text, amount::text from public.pay_element
         where pay_tracking_id = $1 and code in ('HN', 'HS25', 'HS50') order by position, rate`,
        [pay.id],
      );
      expect(hours.rows.map((r) => [r.code, Number(r.quantity), Number(r.rate), Number(r.amount)])).toEqual([
        ["HN", 35, 14.5, 507.5],
        ["HN", 70, 16, 1120],
      ]);
    });
  });

  it("bills the week before its effective date at the former pay and coefficient, the weeks from it at the new ones — R:CTR-AMEND-DAILY-TERMS, R:BIL-PAY-LINES", async () => {
    await db.system(async (q) => {
      const { companyId } = await renewedContract(q);
      await as(q, "comptable");
      const [draft, ...others] = await prepare(q, "2027-01-01", "2027-01-31", companyId);
      expect(others).toEqual([]);
      expect(await linesOf(q, draft!.id)).toEqual([
        { category: "normal", quantity: 35, unit_price: 29, amount_ht: 1015 },
        { category: "normal", quantity: 35, unit_price: 33.6, amount_ht: 1176 },
        { category: "normal", quantity: 35, unit_price: 33.6, amount_ht: 1176 },
      ]);
      expect(draft!.total_ht).toBe("3367.00");
      // the money checks agree: each line at the coefficient in force on its days
      await asSystem(q);
      expect(await invoiceBreaches(q)).toEqual([]);
    });
  });
});
