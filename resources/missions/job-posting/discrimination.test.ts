import { describe, expect, it } from "vitest";
import { discriminatoryCriteria, padForPatterns } from "./discrimination.ts";
import { DISCRIMINATION_SAMPLES } from "./discrimination.samples.ts";

describe("discriminatoryCriteria", () => {
  it.each(DISCRIMINATION_SAMPLES)("« %s » → %j", (text, criteria) => {
    expect(discriminatoryCriteria(text)).toEqual(criteria);
  });

  it("reads the text without accents, case or punctuation", () => {
    expect(padForPatterns("Âge : 30-40 ans !")).toBe(" age 30 40 ans ");
  });

  it("names each criterion once", () => {
    expect(discriminatoryCriteria("Célibataire, sans enfant, situation familiale stable")).toEqual([
      "la situation de famille",
    ]);
  });
});
