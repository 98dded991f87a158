// The contract's computed values (preview.ts), from domain §3.1's rules, at their boundaries.
import { describe, expect, it } from "vitest";
import { carenceDays, carenceFirstAllowedDay, contractPreview, flexibilityDays, trialPeriodDays } from "./preview.ts";

describe("contract preview", () => {
  it.each([
    ["2026-03-02", "2026-04-01", 2],
    ["2026-03-02", "2026-04-02", 3],
    ["2026-03-02", "2026-05-01", 3],
    ["2026-03-02", "2026-05-02", 5],
  ])("trial period from %s to %s: %i working days (L1251-14)", (start, last, days) => {
    expect(trialPeriodDays(start, last)).toBe(days);
  });

  it.each([
    [1, 2],
    [9, 2],
    [10, 2],
    [14, 2],
    [15, 3],
    [49, 9],
    [50, 10],
    [200, 10],
  ])("%i days worked give %i days of flexibility (L1251-30)", (worked, days) => {
    expect(flexibilityDays(worked)).toBe(days);
  });

  it.each([
    [13, 7],
    [14, 5],
    [30, 10],
  ])("carence after %i calendar days: %i opening days (L1251-36)", (days, carence) => {
    expect(carenceDays(days)).toBe(carence);
  });

  it("counts the carence in opening days, skipping weekends and public holidays", () => {
    // Friday 1 May 2026 is a public holiday; after Thursday 30 April, 2 opening days = Mon 4, Tue 5
    expect(carenceFirstAllowedDay("2026-04-30", 2, [1, 2, 3, 4, 5])).toBe("2026-05-06");
  });

  it("computes every value of a three-month increase in activity", () => {
    const p = contractPreview({
      start_date: "2026-03-02",
      end_date: "2026-05-29",
      working_days: [1, 2, 3, 4, 5],
      hourly_wage: 14.5,
      coefficient: 1.9,
      contract_reason: "activity_increase",
    });
    expect(p).toMatchObject({
      duration_days: 89,
      trial_period_days: 5,
      hourly_billing_rate: 27.55,
      max_months: 18,
      exceeds_max: false,
    });
    // 64 weekdays minus Easter Monday, 1 May, 8 May, Ascension = 59 days worked → 11 → capped at 10
    expect(p.flexibility_days).toBe(10);
    // 89 days → 30 opening days after Friday 29 May (Whit Monday 25 May is before)
    expect(p.carence_end).toBe("2026-07-11");
  });

  it("flags a total duration at or over the motif's maximum", () => {
    const at = contractPreview({
      start_date: "2026-01-01",
      end_date: "2026-10-01",
      contract_reason: "urgent_safety_works",
    });
    expect(at).toMatchObject({ max_months: 9, exceeds_max: true });
    const under = contractPreview({
      start_date: "2026-01-01",
      end_date: "2026-09-30",
      contract_reason: "urgent_safety_works",
    });
    expect(under.exceeds_max).toBe(false);
  });

  it("uses the minimum duration of an imprecise term and leaves empty values for missing dates", () => {
    expect(
      contractPreview({ start_date: "2026-03-02", is_precise_term: false, minimum_duration_days: 10 }).last_day,
    ).toBe("2026-03-12");
    expect(contractPreview({ start_date: null, end_date: "2026-03-10" })).toMatchObject({
      duration_days: null,
      trial_period_days: null,
      exceeds_max: false,
    });
  });
});
