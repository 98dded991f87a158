import { describe, expect, it } from "vitest";
import "../../src/i18n/index.ts";
import type { ContractPreview } from "./preview-input.ts";
import { durationText, flexibilityText } from "./preview-texts.ts";

const preview = (patch: Partial<ContractPreview>): ContractPreview => ({
  trial_period_days: null,
  trial_period_end_date: null,
  flexibility_days: null,
  flexibility_max_advance_days: null,
  latest_end_with_flexibility: null,
  hourly_billing_rate: null,
  break_even_coefficient: null,
  duration: null,
  carence: null,
  warnings: [],
  errors: [],
  errors_at_validation: [],
  ...patch,
});

describe("the preview's term in words", () => {
  it("gives a precise term its flexibility and its length against the reason's maximum", () => {
    const p = preview({
      flexibility_days: 11,
      flexibility_max_advance_days: 10,
      latest_end_with_flexibility: "2026-06-15",
      duration: { days: 89, max_months: 18, max_end_date: "2027-09-01", within_max: true, imprecise_term: false },
    });
    expect(flexibilityText(p)).toBe(
      "report jusqu'à 11 jour(s), avance jusqu'à 10 jour(s) — fin au plus tard le 15/06/2026",
    );
    expect(durationText(p)).toBe("89 jour(s), maximum 18 mois pour ce motif");
  });

  // L1251-30 moves a term set in the contract: an imprecise term (a replacement until the
  // absent employee's return) has none to move, and its length is only its minimum
  it("says an imprecise term has no flexibility and a minimum length only — R:CTR-FLEX-IMPRECISE", () => {
    const p = preview({
      duration: { days: 26, max_months: null, max_end_date: null, within_max: null, imprecise_term: true },
    });
    expect(flexibilityText(p)).toBe("Sans objet (terme imprécis)");
    expect(durationText(p)).toBe("Au moins 26 jour(s) : la durée minimale d'un terme imprécis");
  });
});
