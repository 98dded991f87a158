import { describe, expect, it } from "vitest";
import { excluded, fillTemplate, progressPercent, scheduleProblem } from "./push.utils.ts";

describe("push marketing rules", () => {
  it("fills the variables, a missing one empty — R:TAL-PUSH-VARIABLES", () => {
    expect(
      fillTemplate("Bonjour {prenom} {nom} ({entreprise})", { prenom: "Alice", nom: null, entreprise: "BTP" }),
    ).toBe("Bonjour Alice  (BTP)");
  });

  it.each([
    ["2026-11-30T10:00:00+01:00", null], // Monday 10:00
    ["2026-11-30T07:59:00+01:00", "quietHours"],
    ["2026-11-30T21:00:00+01:00", "quietHours"],
    ["2026-11-29T12:00:00+01:00", "quietHours"], // Sunday
    ["2026-11-27T09:02:00+01:00", "tooSoon"],
  ])("a programmed date %s → %s", (at, problem) => {
    expect(scheduleProblem(new Date(at), new Date("2026-11-27T09:00:00+01:00"))).toBe(problem);
  });

  it("excludes opted-out contacts and contacts without address — R:TAL-PUSH-OPT-OUT", () => {
    expect(excluded({ marketing_opt_out_at: "2026-01-01", email: "a@b.fr" })).toBe(true);
    expect(excluded({ marketing_opt_out_at: null, email: null })).toBe(true);
    expect(excluded({ marketing_opt_out_at: null, email: "a@b.fr" })).toBe(false);
  });

  it("measures the progress", () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(2, 3)).toBe(67);
  });
});
