// A referral bonus reaches the pay (docs/rules/requests.md#cooptation): the referee's validated
// hours reach the 150 h condition, a CSM approves, and the referrer's next pay carries « Prime de
// cooptation » as an element subject to contributions — once — which the payroll export pays.
// Direct engine, rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { as, asLoaded, asSystem, one, transition } from "../support/fixtures.ts";
import { activeContract, freshTalent, validatedWeek, type Day } from "./support.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

/** A week of five days at `hours` a day, from its Monday. */
const week = (monday: string, hours: number): Day[] =>
  [0, 1, 2, 3, 4].map((i) => {
    const d = new Date(`${monday}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + i);
    return { date: d.toISOString().slice(0, 10), hours };
  });

type Element = { code: string; label: string; category: string; amount: string };

const bonusOf = async (q: Query, referrer: string, periodStart: string) =>
  (
    await q<Element & { pay: string; bonuses: string }>(
      `select e.code, e.label, e.category::text, e.amount::text, p.id as pay, p.bonuses_subject::text as bonuses
       from public.pay_tracking p join public.pay_element e on e.pay_tracking_id = p.id
       where p.talent_id = $1 and p.period_start = $2 and e.code = 'PRIME_COOPTATION'`,
      [referrer, periodStart],
    )
  ).rows;

/** A referral declared by a consultant, the referee placed on 1 June 2026 with 4 weeks of 38 h (152 h). */
async function metReferral(q: Query) {
  const referrer = await freshTalent(q);
  const referee = await freshTalent(q);
  await as(q, "consultant");
  const referral = await one<{ id: string }>(
    q,
    "insert into public.cooptation (coopted_id, coopted_by_id, bonus_amount) values ($1, $2, 200) returning id",
    [referee, referrer],
  );
  await asSystem(q);
  // declared in the spring, qualified: the hours worked since then count
  await asLoaded(q, "update public.cooptation set declared_at = '2026-05-15', status = 'qualified' where id = $1", [
    referral.id,
  ]);
  const contract = await activeContract(q, referee, { start_date: "2026-06-01", end_date: "2026-07-31" });
  for (const monday of ["2026-06-01", "2026-06-08", "2026-06-15", "2026-06-22"])
    await validatedWeek(q, contract.id, monday, week(monday, 7.6));
  await q("select public.refresh_cooptations()");
  const moved = await one<{ status: string; progress_value: string }>(
    q,
    "select status::text, progress_value::text from public.cooptation where id = $1",
    [referral.id],
  );
  expect(moved).toEqual({ status: "condition_met", progress_value: "152.00" });
  return { referrer, referral: referral.id };
}

describe("a referral bonus paid through payroll", () => {
  it("is a subject bonus in the referrer's next pay, once, and is paid by the export — R:REQ-COOPT-PAYROLL", async () => {
    await db.system(async (q) => {
      const { referrer, referral } = await metReferral(q);
      await as(q, "csm");
      await transition(q, "cooptation", referral, "approved");
      await as(q, "comptable");
      // October ended before the approval: no bonus there
      await q("select public.compute_pay_period('2026-10-01')");
      expect(await bonusOf(q, referrer, "2026-10-01")).toEqual([]);
      // November's pay is created for the referrer, who worked no week that month, and carries it
      await q("select public.compute_pay_period(date_trunc('month', private.paris_today())::date)");
      const month = (await one<{ m: string }>(q, "select date_trunc('month', private.paris_today())::date::text as m"))
        .m;
      const [bonus] = await bonusOf(q, referrer, month);
      expect(bonus).toMatchObject({
        code: "PRIME_COOPTATION",
        label: "Prime de cooptation : Paul Essai-Paie",
        category: "bonus_subject",
        amount: "200.00",
        bonuses: "200.00",
      });
      // the next month does not pay it again
      await q(
        "select public.compute_pay_period((date_trunc('month', private.paris_today()) + interval '1 month')::date)",
      );
      const next = (
        await one<{ m: string }>(
          q,
          "select (date_trunc('month', private.paris_today()) + interval '1 month')::date::text as m",
        )
      ).m;
      expect(await bonusOf(q, referrer, next)).toEqual([]);

      await transition(q, "pay_tracking", bonus!.pay, "to_control");
      await q("update public.pay_tracking set net_to_pay = 156 where id = $1", [bonus!.pay]);
      await transition(q, "pay_tracking", bonus!.pay, "controlled");
      await q("select public.export_pay_period($1::date)", [month]);
      const paid = await one<{ status: string; payment_reference: string; paid: boolean }>(
        q,
        "select status::text, payment_reference, paid_at is not null as paid from public.cooptation where id = $1",
        [referral],
      );
      expect(paid).toEqual({
        status: "paid",
        payment_reference: `Paie de ${month.slice(5, 7)}/${month.slice(0, 4)}`,
        paid: true,
      });
    });
  });

  it("stays out of the pay when it is paid by transfer — R:REQ-COOPT-PAYROLL", async () => {
    await db.system(async (q) => {
      const { referrer, referral } = await metReferral(q);
      await asLoaded(q, "update public.cooptation set payout_mode = 'transfer' where id = $1", [referral]);
      await as(q, "csm");
      await transition(q, "cooptation", referral, "approved");
      await as(q, "comptable");
      await q("select public.compute_pay_period(date_trunc('month', private.paris_today())::date)");
      const month = (await one<{ m: string }>(q, "select date_trunc('month', private.paris_today())::date::text as m"))
        .m;
      expect(await bonusOf(q, referrer, month)).toEqual([]);
    });
  });
});
