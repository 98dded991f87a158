// Pay elements computed by public.compute_pay_tracking from validated timesheets, checked
// against figures computed by hand (docs/rules/pay.md#pay-tracking, #overtime). The contract pays 14,50 €/h,
// 35 h over Monday–Friday, from Monday 27 April to Sunday 31 May 2026; a week belongs to the
// pay period of its Monday. Public holidays of 2026: 1 May (Fri), 8 May (Fri), Ascension
// 14 May (Thu), Whit Monday 25 May. The client applies the national agreement of the bâtiment
// ouvriers (IDCC 1597): exceptional night work +100 %, no Sunday or public-holiday majoration
// (supabase/schemas/01_reference.sql). The figures first written here used the
// placeholder 25 % night / 50 % Sunday, wrong for such a client: night 2 × 3,625 = 7,25 and
// Sunday 3 × 7,25 = 21,75 become night 2 × 14,50 = 29,00 and no Sunday line (the same 29,00
// of majorations, so the gross, IFM and ICCP are unchanged).
//
// April — week of 27 April: Mon–Thu 8 h, Fri 1 May worked 7 h → 39 h
//   HN 35 × 14,50 = 507,50 · HS25 4 × 18,125 = 72,50 · MAJ_1MAI 7 × 14,50 (+100 %) = 101,50
//   gross 681,50 (no IFM: the mission ends in May)
// May
//   week 4 May: Mon–Thu 10 h, Fri 8 May not worked (paid holiday), Sat 4 h, Sun 10 May 3 h → 47 h
//     HN 35 · HS25 8 · HS50 4 · Sunday 3 h · holiday 7 h (35 h / 5 days)
//   week 11 May: Mon 7 h (panier), Tue sick, Wed 7 h (panier), Thu 14 May worked 7 h, Fri 7 h of which 2 h at night → 28 h
//   week 18 May: Mon–Fri 7 h → 35 h exactly (no overtime)
//   week 25 May: Mon 25 May not worked (paid holiday), Tue–Fri 10 h, Sat 3 h → 43 h exactly (no +50 %)
//   HN (35 + 28 + 35 + 35) = 133 × 14,50 = 1 928,50
//   HS25 (8 + 8) = 16 × 18,125 = 290,00 · HS50 4 × 21,75 = 87,00
//   Sunday 10 May: +0 % (IDCC 1597) → no line · MAJ_NUIT 2 × 14,50 (+100 %) = 29,00
//   Ascension worked: +0 % (IDCC 1597) → no line · FERIE_CHOME 14 h × 14,50 = 203,00
//   ABS_SICK 1 day, 0 € · IND_PANIER 2 × 7,50 (URSSAF workplace cap 2026) = 15,00
//   gross of May 2 537,50; mission gross 681,50 + 2 537,50 = 3 219,00
//   IFM 10 % × 3 219,00 = 321,90 · ICCP 10 % × 3 540,90 = 354,09
//   gross total 2 537,50 + 321,90 + 354,09 = 3 213,49 · advance of 200,00 deducted
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { as, asSystem, one, RENFORT } from "../support/fixtures.ts";
import { activeContract, elements, freshTalent, payLine, validatedWeek } from "./support.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const h = (date: string, hours: number, extra: Partial<{ night: number; meal: string }> = {}) => ({
  date,
  hours,
  ...extra,
});
const off = (date: string, absence: string) => ({ date, absence });

/** The mission of the header: its five weeks validated, an advance of May paid. */
async function mission(q: Query, contractValues: Record<string, unknown> = {}) {
  const talent = await freshTalent(q);
  const contract = await activeContract(q, talent, contractValues);
  await q("update public.company set idcc = '1597' where id = (select company_id from public.contract where id = $1)", [
    contract.id,
  ]);
  const april = await validatedWeek(q, contract.id, "2026-04-27", [
    h("2026-04-27", 8),
    h("2026-04-28", 8),
    h("2026-04-29", 8),
    h("2026-04-30", 8),
    h("2026-05-01", 7),
  ]);
  const w1 = await validatedWeek(q, contract.id, "2026-05-04", [
    h("2026-05-04", 10),
    h("2026-05-05", 10),
    h("2026-05-06", 10),
    h("2026-05-07", 10),
    off("2026-05-08", "public_holiday"),
    h("2026-05-09", 4),
    h("2026-05-10", 3),
  ]);
  const w2 = await validatedWeek(q, contract.id, "2026-05-11", [
    h("2026-05-11", 7, { meal: "meal_allowance" }),
    off("2026-05-12", "sick"),
    h("2026-05-13", 7, { meal: "meal_allowance" }),
    h("2026-05-14", 7),
    h("2026-05-15", 7, { night: 2 }),
  ]);
  const w3 = await validatedWeek(
    q,
    contract.id,
    "2026-05-18",
    ["18", "19", "20", "21", "22"].map((d) => h(`2026-05-${d}`, 7)),
  );
  const w4 = await validatedWeek(q, contract.id, "2026-05-25", [
    off("2026-05-25", "public_holiday"),
    h("2026-05-26", 10),
    h("2026-05-27", 10),
    h("2026-05-28", 10),
    h("2026-05-29", 10),
    h("2026-05-30", 3),
  ]);
  return { talent, contract, april, weeks: [w1, w2, w3, w4] };
}

async function paidAdvance(q: Query, talentId: string, amount: number) {
  return one<{ id: string }>(
    q,
    `insert into public.advance_payment_request (workspace_id, talent_id, period_month, requested_amount, approved_amount,
       earned_gross_to_date, estimated_net_earned, max_allowed, status, paid_at)
     values ($1, $2, '2026-05-01', $3, $3, 2000, 1500, 1200, 'paid', '2026-05-20') returning id`,
    [RENFORT, talentId, amount],
  );
}

const figures = (e: Record<string, { quantity: string | null; rate: string | null; amount: string }>) =>
  Object.fromEntries(
    Object.entries(e).map(([code, x]) => [
      code,
      [x.quantity === null ? null : Number(x.quantity), x.rate === null ? null : Number(x.rate), Number(x.amount)],
    ]),
  );

describe("pay elements from validated timesheets", () => {
  it("splits the weeks at 35 h and 43 h as the database already does — R:PAY-OVERTIME", async () => {
    await db.system(async (q) => {
      const m = await mission(q);
      const weeks = await q<{ week_start: string; n: string; a: string; b: string }>(
        `select week_start::text, hours_normal::text as n, hours_ot25::text as a, hours_ot50::text as b
         from public.timesheet_week where id = any ($1::uuid[]) order by week_start`,
        [[m.april.id, ...m.weeks.map((w) => w.id)]],
      );
      expect(weeks.rows.map((w) => [w.week_start, Number(w.n), Number(w.a), Number(w.b)])).toEqual([
        ["2026-04-27", 35, 4, 0],
        ["2026-05-04", 35, 8, 4],
        ["2026-05-11", 28, 0, 0],
        ["2026-05-18", 35, 0, 0],
        ["2026-05-25", 35, 8, 0],
      ]);
    });
  });

  it("April: normal hours, +25 % and 1 May worked (+100 %); no IFM before the mission's last pay — R:PAY-WEEK-PERIOD, R:PAY-MAY-FIRST, R:PAY-IFM", async () => {
    await db.system(async (q) => {
      const m = await mission(q);
      const pay = await payLine(q, m.talent, "2026-04-01", "2026-04-30");
      await as(q, "comptable");
      const row = await one<{ gross_total: string; ifm_amount: string; hours_normal: string; holiday_hours: string }>(
        q,
        "select gross_total::text, ifm_amount::text, hours_normal::text, holiday_hours::text from public.compute_pay_tracking($1)",
        [pay.id],
      );
      expect(figures(await elements(q, pay.id))).toEqual({
        HN: [35, 14.5, 507.5],
        HS25: [4, 18.125, 72.5],
        MAJ_1MAI: [7, 14.5, 101.5],
      });
      expect([
        Number(row.gross_total),
        Number(row.ifm_amount),
        Number(row.hours_normal),
        Number(row.holiday_hours),
      ]).toEqual([681.5, 0, 35, 7]);
    });
  });

  it("May: overtime, Sunday, night, public holidays, an absence, a panier, IFM and ICCP at the last pay, an advance — R:PAY-ELEMENTS, R:PAY-IFM, R:PAY-ICCP, R:TS-SUNDAY-HOLIDAY", async () => {
    await db.system(async (q) => {
      const m = await mission(q);
      await paidAdvance(q, m.talent, 200);
      const pay = await payLine(q, m.talent, "2026-05-01", "2026-05-31");
      await as(q, "comptable");
      const row = await one<Record<string, string>>(
        q,
        `select gross_base::text, gross_overtime::text, majorations_amount::text, allowances_not_subject::text, ifm_amount::text,
                iccp_amount::text, gross_total::text, advances_deducted::text, sunday_hours::text, contract_keys::text
         from public.compute_pay_tracking($1)`,
        [pay.id],
      );
      expect(figures(await elements(q, pay.id))).toEqual({
        HN: [133, 14.5, 1928.5],
        HS25: [16, 18.125, 290],
        HS50: [4, 21.75, 87],
        MAJ_NUIT: [2, 14.5, 29],
        FERIE_CHOME: [14, 14.5, 203],
        IND_PANIER: [2, 7.5, 15],
        IFM: [3219, 0.1, 321.9],
        ICCP: [3540.9, 0.1, 354.09],
        ACOMPTE: [1, null, 200],
        ABS_SICK: [1, null, 0],
      });
      expect(
        Object.fromEntries(Object.entries(row).map(([k, v]) => [k, k === "contract_keys" ? v : Number(v)])),
      ).toEqual({
        gross_base: 2131.5,
        gross_overtime: 377,
        majorations_amount: 29,
        allowances_not_subject: 15,
        ifm_amount: 321.9,
        iccp_amount: 354.09,
        gross_total: 3213.49,
        advances_deducted: 200,
        // the Sunday hours worked, though IDCC 1597 sets no Sunday majoration
        sunday_hours: 3,
        contract_keys: `{${m.contract.key}}`,
      });
    });
  });

  it("traces each figure to its weeks and days — R:PAY-IFM", async () => {
    await db.system(async (q) => {
      const m = await mission(q);
      const pay = await payLine(q, m.talent, "2026-05-01", "2026-05-31");
      await as(q, "comptable");
      await q("select public.compute_pay_tracking($1)", [pay.id]);
      const e = await elements(q, pay.id);
      const [w1, w2, , w4] = m.weeks;
      expect(e.HS50.timesheet_week_ids).toEqual([w1.id]);
      expect(e.MAJ_DIMANCHE).toBeUndefined();
      expect(e.MAJ_NUIT.timesheet_day_ids).toEqual([w2.days["2026-05-15"]]);
      expect(e.FERIE_CHOME.timesheet_day_ids).toEqual([w1.days["2026-05-08"], w4.days["2026-05-25"]]);
      expect(e.ABS_SICK.timesheet_day_ids).toEqual([w2.days["2026-05-12"]]);
      expect(new Set(e.HN.timesheet_week_ids)).toEqual(new Set(m.weeks.map((w) => w.id)));
      // the IFM's base is the whole mission's gross: April's week is part of it
      expect(new Set(e.IFM.timesheet_week_ids)).toEqual(new Set([m.april.id, ...m.weeks.map((w) => w.id)]));
    });
  });

  it("leaves out weeks not validated and, after a hire by the client, the IFM (ICCP still due) — R:PAY-WEEK-PERIOD, R:PAY-ICCP, R:PAY-IFM-NOT-DUE", async () => {
    await db.system(async (q) => {
      const m = await mission(q, { definitive_end_reason: "client_cdi_hire", definitive_end_date: "2026-05-31" });
      // the week of 18 May back to a draft: 35 h fewer
      await q("update public.timesheet_week set status = 'draft' where id = $1", [m.weeks[2].id]);
      const pay = await payLine(q, m.talent, "2026-05-01", "2026-05-31");
      await as(q, "comptable");
      await q("select public.compute_pay_tracking($1)", [pay.id]);
      const e = figures(await elements(q, pay.id));
      expect(e.HN).toEqual([98, 14.5, 1421]);
      expect(e.IFM).toBeUndefined();
      // 681,50 + (2 537,50 − 507,50) = 2 711,50 → ICCP 271,15
      expect(e.ICCP).toEqual([2711.5, 0.1, 271.15]);
    });
  });

  it("is refused to a CSM and to a consultant", async () => {
    await db.system(async (q) => {
      const m = await mission(q);
      const pay = await payLine(q, m.talent, "2026-05-01", "2026-05-31");
      for (const who of ["csm", "consultant"]) {
        await as(q, who);
        const r = await q("savepoint s", []).then(() =>
          q("select public.compute_pay_tracking($1)", [pay.id]).then(
            () => null,
            (e: { message: string }) => e.message,
          ),
        );
        await q("rollback to savepoint s", []);
        expect(r).toBe("Seule la comptabilité peut calculer la paie");
      }
    });
  });

  it("a validated week creates its talent's pay line and computes it (SYS to_prepare → in_progress) — R:PAY-STATUS-AUTO", async () => {
    await db.system(async (q) => {
      const talent = await freshTalent(q);
      const contract = await activeContract(q, talent);
      await validatedWeek(q, contract.id, "2026-05-18", [h("2026-05-18", 7)], "signed");
      await as(q, "csm");
      await q("update public.timesheet_week set status = 'validated' where talent_id = $1", [talent]);
      await asSystem(q);
      const pay = await one<{ status: string; gross_base: string; period_end: string }>(
        q,
        "select status, gross_base::text, period_end::text from public.pay_tracking where talent_id = $1 and workspace_id = $2",
        [talent, RENFORT],
      );
      expect([pay.status, Number(pay.gross_base), pay.period_end]).toEqual(["in_progress", 101.5, "2026-05-31"]);
    });
  });

  // Titres-restaurant of 13,00 € on three days of the week of 18 May: the employer pays at most
  // 60 % and at most the URSSAF exemption cap of 7,32 € (2026), i.e. floor(7,32 / 13 × 10 000) / 100
  // = 56,30 % (7,319 €); the employee's share is 13 × 43,70 % = 5,681 € a voucher, 3 × 5,681 =
  // 17,043 → 17,04 withheld.
  it("withholds the employee's share of the meal vouchers — R:PAY-MEAL-VOUCHER", async () => {
    await db.system(async (q) => {
      const talent = await freshTalent(q);
      const contract = await activeContract(q, talent, { meal_type: "meal_voucher", meal_card_value: 13 });
      await validatedWeek(q, contract.id, "2026-05-18", [
        h("2026-05-18", 7, { meal: "meal_voucher" }),
        h("2026-05-19", 7, { meal: "meal_voucher" }),
        h("2026-05-20", 7, { meal: "meal_voucher" }),
        h("2026-05-21", 7),
      ]);
      const pay = await payLine(q, talent, "2026-05-01", "2026-05-31");
      await as(q, "comptable");
      const row = await one<{ share: string }>(
        q,
        "select meal_voucher_employee_share::text as share from public.compute_pay_tracking($1)",
        [pay.id],
      );
      expect(figures(await elements(q, pay.id)).TR_PART_SALARIALE).toEqual([3, 5.681, 17.04]);
      expect(Number(row.share)).toBe(17.04);
    });
  });

  it("owes no IFM on a CDI intérimaire, a seasonal or usage job, a hire, a serious misconduct, a force majeure, the trial period or the temp's own end — R:PAY-IFM-NOT-DUE", async () => {
    await db.system(async (q) => {
      const talent = await freshTalent(q);
      const contract = await activeContract(q, talent);
      const due = async (values: Record<string, unknown>) =>
        (
          await one<{ due: boolean }>(
            q,
            "select private.pay_ifm_due(jsonb_populate_record(c, $2::jsonb)) as due from public.contract c where c.id = $1",
            [contract.id, JSON.stringify(values)],
          )
        ).due;
      expect(await due({})).toBe(true);
      expect(await due({ definitive_end_reason: "term_reached" })).toBe(true);
      expect(await due({ definitive_end_reason: "client_early_termination", definitive_end_initiator: "client" })).toBe(
        true,
      );
      for (const values of [
        { contract_type: "cdi_temp_assignment" },
        { contract_reason: "seasonal" },
        { contract_reason: "usage" },
        { definitive_end_reason: "talent_cdi_hire" },
        { definitive_end_reason: "client_cdi_hire" },
        { definitive_end_reason: "serious_misconduct" },
        { definitive_end_reason: "force_majeure" },
        { definitive_end_reason: "trial_period" },
        { definitive_end_reason: "mutual_agreement", definitive_end_initiator: "talent" },
      ])
        expect({ values, due: await due(values) }).toEqual({ values, due: false });
    });
  });
});
