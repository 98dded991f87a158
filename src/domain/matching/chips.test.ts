import { describe, expect, it } from "vitest";
import { formatDistance, missingChips, reasonChips, scoreTone } from "./chips.ts";

describe("matching chips", () => {
  it.each([
    [4.96, "5 km"],
    [12.34, "12,3 km"],
    [1, "1 km"],
    [0.96, "< 1 km"],
    [0, "< 1 km"],
    [null, null],
    [undefined, null],
  ])("formatDistance(%s) = %s", (km, text) => {
    expect(formatDistance(km)).toBe(text);
  });

  it.each([
    [100, "success"],
    [75, "success"],
    [74, "warning"],
    [50, "warning"],
    [49, "error"],
  ] as const)("scoreTone(%i) = %s", (score, tone) => {
    expect(scoreTone(score)).toBe(tone);
  });

  it("names the reasons in French", () => {
    expect(reasonChips(["near_worksite", "main_job", "qualifications_valid", "available"]).map((c) => c.label)).toEqual(
      ["À moins de 10 km", "Métier principal", "Qualifications valides", "Disponible"],
    );
  });

  it("spells out each missing qualification instead of the generic gap", () => {
    expect(missingChips(["job", "qualifications", "availability"], ["caces", "aipr"]).map((c) => c.label)).toEqual([
      "Autre métier",
      "CACES manquant(e)",
      "AIPR manquant(e)",
      "Pas disponible au démarrage",
    ]);
  });

  it("keeps an unknown code readable rather than dropping it", () => {
    expect(missingChips(["something_new"], []).map((c) => c.label)).toEqual(["something_new"]);
  });
});
