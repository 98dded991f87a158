import { describe, expect, it } from "vitest";
import { definitiveEndReasonsFor } from "./constants.ts";

describe("the reasons an end of a contract may give", () => {
  // L1251-30 advances or postpones a term the contract sets: an imprecise term has none
  it("offers « Terme avancé (souplesse) » on a precise term only", () => {
    expect(definitiveEndReasonsFor({ is_precise_term: true })).toContain("flex_advance");
    const imprecise = definitiveEndReasonsFor({ is_precise_term: false });
    expect(imprecise).not.toContain("flex_advance");
    expect(imprecise).toEqual(
      expect.arrayContaining(["agency_early_termination", "term_reached", "serious_misconduct"]),
    );
  });
});
