import { describe, expect, it } from "vitest";
import {
  accessState,
  decidesFeatureAccess,
  reasonSchema,
  refusalSchema,
  type AccessRequest,
} from "./feature-access.ts";

const request = (status: AccessRequest["status"]): AccessRequest => ({
  id: "r1",
  workspace_id: "w1",
  team_member_id: "m1",
  feature: "deep-research",
  reason: "Pour trouver des coffreurs bancheurs.",
  status,
  decided_by: null,
  decided_at: status === "pending" ? null : "2026-11-25T10:00:00Z",
  decision_comment: status === "refused" ? "Pas encore." : null,
  created_at: "2026-11-24T10:00:00Z",
});

describe("accessState", () => {
  it.each([
    [true, undefined, "granted"],
    [true, request("refused"), "granted"],
    [false, undefined, "none"],
    [false, request("pending"), "pending"],
    [false, request("refused"), "refused"],
    // granted, then withdrawn (public.revoke_feature): the member may ask again
    [false, request("granted"), "revoked"],
  ] as const)("has the feature %s, latest request %o: %s", (has, latest, kind) => {
    expect(accessState(has, latest).kind).toBe(kind);
  });
});

describe("the reason and the refusal, as the database checks them", () => {
  it.each([
    ["trop bref", false],
    ["  trop bref   ", false],
    ["dix lettre", true],
    ["x".repeat(1000), true],
    ["x".repeat(1001), false],
  ])("reason %j valid: %s", (reason, ok) => {
    expect(reasonSchema.safeParse({ reason }).success).toBe(ok);
  });

  it("says the rule in French", () => {
    const result = reasonSchema.safeParse({ reason: "court" });
    expect(result.error?.issues[0]?.message).toBe("Le motif doit compter de 10 à 1 000 caractères.");
  });

  it.each([
    ["", false],
    ["   ", false],
    ["Réservé à l'équipe pilote.", true],
  ])("refusal comment %j valid: %s", (comment, ok) => {
    expect(refusalSchema.safeParse({ comment }).success).toBe(ok);
  });
});

describe("decidesFeatureAccess — R:UI-FEATURE-ACCESS-SECTION", () => {
  it.each([
    [["consultant_team_member"], 1, false],
    [["consultant_team_member"], 2, false],
    [["consultant_team_member"], 3, true],
    [["consultant_team_member"], 4, true],
    [["team_member_developer"], 1, true],
  ] as const)("%o level %i: %s", (roles, level, ok) => {
    expect(decidesFeatureAccess(roles, level)).toBe(ok);
  });
});
