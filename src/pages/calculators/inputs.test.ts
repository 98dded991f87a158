// Calculator inputs: French numbers accepted, wrong values refused with the catalog's French
// messages; margins only for the roles of docs/rules/pay.md#margin-visibility.
import { describe, expect, it } from "vitest";
import { canSeeMargins } from "./margin-roles.ts";
import { fields, parseFrenchNumber } from "./url-inputs.ts";

describe("calculator inputs", () => {
  it("reads French decimals and thousands", () => {
    expect(parseFrenchNumber("14,50")).toBe(14.5);
    expect(parseFrenchNumber("1 823,03")).toBe(1823.03);
    expect(parseFrenchNumber("1\u202f823,03")).toBe(1823.03);
  });
  it("refuses wrong values in French — R:PAY-CONVERT", () => {
    expect(fields.coefficient.safeParse("9").error?.issues[0]?.message).toBe(
      "Le coefficient doit être compris entre 0,5 et 5.",
    );
    expect(fields.rate.safeParse("abc").error?.issues[0]?.message).toBe("Saisissez un nombre.");
    expect(fields.rate.safeParse("").error?.issues[0]?.message).toBe("Saisissez un nombre.");
    expect(fields.hours.safeParse("70").error?.issues[0]?.message).toBe(
      "La durée hebdomadaire doit être comprise entre 1 et 60 heures.",
    );
    expect(fields.minutes.safeParse("7,5").error?.issues[0]?.message).toBe(
      "Les minutes doivent être comprises entre 0 et 59.",
    );
    expect(fields.rate.safeParse("14,50").data).toBe(14.5);
  });
});

describe("margin visibility (docs/rules/pay.md#margin-visibility)", () => {
  it("shows margins to CONS, CSM and ACC only — R:PAY-MARGIN-ROLES", () => {
    expect(canSeeMargins(["consultant_team_member"])).toBe(true);
    expect(canSeeMargins(["csm_team_member"])).toBe(true);
    expect(canSeeMargins(["accounting_team_member"])).toBe(true);
    expect(canSeeMargins(["external_csm_team_member"])).toBe(false);
    expect(canSeeMargins(["team_member_marketing"])).toBe(false);
    expect(canSeeMargins(["team_member_developer"])).toBe(true);
  });
});
