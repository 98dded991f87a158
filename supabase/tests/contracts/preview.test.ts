// public.contract_preview (supabase/schemas/07_contracts.sql): the values the contract form shows as one
// types, the warnings and the blocking errors a save would give, without saving anything.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase, type TestDatabase } from "../support/db.ts";
import { as, draftContract, one, RENFORT } from "../support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

type Preview = Record<string, unknown> & {
  errors: Array<{ rule: string | null; message: string }>;
  errors_at_validation: Array<{ rule: string; message: string }>;
  warnings: Array<{ code: string; message: string }>;
};

describe("contract_preview", () => {
  it("computes trial period, flexibility, billing rate, duration and carence, and saves nothing — R:CTR-FLEX-DAYS, R:CTR-PREVIEW", async () => {
    await db.system(async (q) => {
      const base = await draftContract(q, "consultant");
      const worksite = await one<{ id: string }>(
        q,
        "insert into public.address (workspace_id, type, street1, postal_code, city) values ($1, 'worksite', '3 rue de l''Aperçu', '69007', 'Lyon') returning id",
        [RENFORT],
      );
      const input = {
        talent_id: base.talent_id,
        mission_id: base.mission_id,
        address_id: worksite.id,
        start_date: "2026-12-07",
        end_date: "2027-02-26",
        hourly_wage: 14.5,
        contract_reason: "activity_increase",
        working_hours: 35,
        owner_id: base.owner_id,
        coefficient: 2,
      };
      await as(q, "consultant");
      const before = await one<{ n: number }>(q, "select count(*)::int as n from public.contract");
      const p = (await one<{ p: Preview }>(q, "select public.contract_preview($1) as p", [input])).p;
      expect(p).toMatchObject({
        trial_period_days: 5,
        trial_period_max_days: 5,
        trial_period_end_date: "2026-12-11",
        worked_days: 58, // 12 weeks of 5 days minus Christmas and New Year's Day (Fridays)
        flexibility_days: 11,
        flexibility_max_advance_days: 10,
        hourly_billing_rate: 29,
        smic_hourly: 12.31,
        duration: {
          start_date: "2026-12-07",
          end_date: "2027-02-26",
          days: 82,
          max_months: 18,
          max_end_date: "2028-06-06",
          within_max: true,
        },
        carence: { days: 28 },
        errors: [],
        errors_at_validation: [],
      });
      expect(Array.isArray(p.warnings)).toBe(true);
      expect((await one<{ n: number }>(q, "select count(*)::int as n from public.contract")).n).toBe(before.n);
      // the documents and the time moves allow the same postponement (beyond ten days: L1251-30
      // bounds only an advance by ten days worked)
      const moves = await one<{ n: number }>(
        q,
        "select private.contract_flexibility_days('2026-12-07', '2027-02-26', '{1,2,3,4,5}') as n",
      );
      expect(moves.n).toBe(11);

      const wrong = (
        await one<{ p: Preview }>(q, "select public.contract_preview($1) as p", [
          { ...input, trial_period_days: 30, coefficient: 1.05 },
        ])
      ).p;
      expect(wrong.errors.map((e) => e.message)).toContain(
        "La période d'essai (30 jours) dépasse le maximum légal de 5 jours travaillés pour un contrat de plus de deux mois (L1251-14)",
      );
      expect(wrong.errors_at_validation.map((e) => e.rule)).toEqual(["contract_pricing_break_even"]);
      expect(wrong.trial_period_max_days).toBe(5);
    });
  });

  // L1251-30 moves a term the contract sets: a replacement until the absent employee's return
  // (L1251-11, an imprecise term) has none to move, and its length is its minimum duration only
  // (the contract's PDF says « sans objet »).
  it("gives an imprecise term no flexibility and its minimum duration as its length — R:CTR-MIN-LAST-DAY, R:CTR-FLEX-IMPRECISE", async () => {
    await db.system(async (q) => {
      const base = await draftContract(q, "consultant");
      await as(q, "consultant");
      const input = {
        talent_id: base.talent_id,
        mission_id: base.mission_id,
        start_date: "2026-12-07",
        end_date: null,
        is_precise_term: false,
        minimum_duration_days: 26,
        hourly_wage: 16.5,
        contract_reason: "replacement_absence",
        replaced_employee: "Marc Dubois, grutier",
        working_hours: 35,
        owner_id: base.owner_id,
      };
      const p = (await one<{ p: Preview }>(q, "select public.contract_preview($1) as p", [input])).p;
      // 7 December + 26 days of minimum: the last day is 1 January 2027, 26 days in all
      expect(p).toMatchObject({
        flexibility_days: null,
        flexibility_max_advance_days: null,
        latest_end_with_flexibility: null,
        duration: { start_date: "2026-12-07", end_date: "2027-01-01", days: 26, imprecise_term: true },
      });
      const precise = (
        await one<{ p: Preview }>(q, "select public.contract_preview($1) as p", [
          { ...input, end_date: "2027-01-01", is_precise_term: true, minimum_duration_days: null },
        ])
      ).p;
      expect(precise).toMatchObject({ duration: { days: 26, imprecise_term: false } });
      expect(precise.flexibility_days).toBeGreaterThan(0);
    });
  });

  it("previews an edit of a stored contract with its warnings, and contract_warnings still works — R:CTR-HOURS-44-WARNING, R:CTR-PREVIEW", async () => {
    await db.system(async (q) => {
      const c = await draftContract(q, "consultant", { working_hours: 46 });
      await as(q, "consultant");
      const p = (
        await one<{ p: Preview }>(q, "select public.contract_preview($1) as p", [{ id: c.id, working_hours: 45 }])
      ).p;
      expect(p.warnings.map((w) => w.code)).toContain("planned_weekly_hours");
      expect(p.errors).toEqual([]);
      const stored = await one<{ working_hours: string }>(
        q,
        "select working_hours::text from public.contract where id = $1",
        [c.id],
      );
      expect(stored.working_hours).toBe("46.00");
      const direct = await q<{ code: string }>("select code from public.contract_warnings($1)", [c.id]);
      expect(direct.rows.map((w) => w.code)).toContain("planned_weekly_hours");
    });
  });
});
