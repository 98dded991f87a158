import { describe, expect, it } from "vitest";
import {
  allowedTargets,
  applyMove,
  canMove,
  columnOf,
  forcedColumns,
  isBackward,
  mayRejectWith,
  moveVariables,
  needsContract,
  needsReason,
  type CardState,
  type Column,
  type RejectionReason,
  type TransitionRule,
} from "./move-rules.ts";

const C = "consultant_team_member";
const CSM = "csm_team_member";
const X = "external_csm_team_member";
const M = "team_member_marketing";

/** The application rows of supabase/schemas/03_workflow.sql. */
const APPLICATION_RULES: TransitionRule[] = [
  { from_status: null, to_status: "new", roles: [C, CSM, X, M] },
  { from_status: "*", to_status: "new", roles: [C] },
  { from_status: "*", to_status: "to_qualify", roles: [C, X] },
  { from_status: "*", to_status: "qualified", roles: [C, X] },
  { from_status: "*", to_status: "shortlisted", roles: [C] },
  { from_status: "*", to_status: "presented", roles: [C, CSM] },
  { from_status: "*", to_status: "client_interview", roles: [C, CSM] },
  { from_status: "*", to_status: "retained", roles: [C, CSM] },
  { from_status: "*", to_status: "onboarding", roles: [C, CSM, X] },
  { from_status: "*", to_status: "placed", roles: [C] },
  { from_status: "*", to_status: "on_hold", roles: [C] },
];

const card = (stage: CardState["stage"], is_rejected = false): CardState => ({ stage, is_rejected });

describe("columns and directions", () => {
  it.each<[CardState, Column]>([
    [card("new"), "new"],
    [card("presented", true), "rejected"],
    [card("on_hold"), "on_hold"],
  ])("%o shows in %s — R:APP-REJECT-KEEPS-STAGE", (c, column) => expect(columnOf(c)).toBe(column));

  it.each<[CardState["stage"], CardState["stage"], boolean]>([
    ["qualified", "new", true],
    ["new", "retained", false],
    ["presented", "on_hold", false],
    ["on_hold", "new", false],
  ])("%s → %s backward: %s — R:APP-STAGE-BACK", (from, to, back) => expect(isBackward(from, to)).toBe(back));
});

describe("who may move what", () => {
  it.each<[string, string[], CardState, Column, boolean]>([
    ["consultant forward, skipping stages", [C], card("new"), "retained", true],
    ["consultant back (forced by the database)", [C], card("presented"), "to_qualify", true],
    ["CSM presents", [CSM], card("shortlisted"), "presented", true],
    ["CSM cannot qualify", [CSM], card("new"), "qualified", false],
    ["CSM moves back to presented", [CSM], card("retained"), "presented", true],
    ["external CSM qualifies", [X], card("new"), "qualified", true],
    ["external CSM cannot move back", [X], card("onboarding"), "qualified", false],
    ["external CSM rejects", [X], card("new"), "rejected", true],
    ["marketing rejects nothing", [M], card("new"), "rejected", false],
    ["marketing moves nothing", [M], card("new"), "to_qualify", false],
    ["only a consultant places", [CSM], card("onboarding"), "placed", false],
    ["consultant reactivates to to_qualify", [C], card("presented", true), "to_qualify", true],
    ["CSM cannot reactivate", [CSM], card("presented", true), "presented", false],
    ["a reactivation goes to to_qualify only", [C], card("presented", true), "presented", false],
    ["nor to the pool", [C], card("new", true), "on_hold", false],
    ["no move to the same column", [C], card("new"), "new", false],
    ["pool is consultant-only", [CSM], card("new"), "on_hold", false],
  ])("%s", (_, roles, c, target, allowed) => expect(canMove(APPLICATION_RULES, roles, c, target)).toBe(allowed));

  it("lists a CSM's targets from 'presented' in board order", () => {
    expect(allowedTargets(APPLICATION_RULES, [CSM], card("presented"))).toEqual([
      "client_interview",
      "retained",
      "onboarding",
      "rejected",
    ]);
  });

  it("a role with no transition row sees no target", () => {
    expect(allowedTargets(APPLICATION_RULES, ["accounting_team_member"], card("new"))).toEqual([]);
  });
});

describe("what a move asks and sends", () => {
  it.each<[Column, boolean, boolean]>([
    ["rejected", true, false],
    ["placed", false, true],
    ["retained", false, false],
    ["on_hold", false, false],
  ])("%s: reason %s, contract %s", (target, reason, contract) => {
    expect(needsReason(target)).toBe(reason);
    expect(needsContract(target)).toBe(contract);
  });

  it("a rejection sends the flag and its reason, never the stage", () => {
    expect(moveVariables(card("presented"), "rejected", "no_show")).toEqual({
      is_rejected: true,
      rejection_reason: "no_show",
    });
    expect(() => moveVariables(card("presented"), "rejected")).toThrow();
  });

  it("a reactivation clears the flag and sets the stage in the same update", () => {
    expect(moveVariables(card("presented", true), "to_qualify")).toEqual({ is_rejected: false, stage: "to_qualify" });
    expect(moveVariables(card("new"), "qualified")).toEqual({ stage: "qualified" });
  });

  it("applyMove puts the card in its new column", () => {
    expect(columnOf(applyMove(card("new"), "rejected"))).toBe("rejected");
    expect(columnOf(applyMove(card("new", true), "qualified"))).toBe("qualified");
  });
});

describe("forcedColumns", () => {
  const D = "team_member_developer";
  it("gives a developer every stage the ordinary moves leave out, never the negative column", () => {
    const card: CardState = { stage: "new", is_rejected: false };
    const forced = forcedColumns(APPLICATION_RULES, [D], card);
    expect(forced).not.toContain("new");
    expect(forced).not.toContain("rejected");
    expect(forced).toContain("retained");
    expect(forced).toContain("placed");
    // a developer who also consults: only what the consultant's rules refuse
    const both = forcedColumns(APPLICATION_RULES, [C, D], card);
    expect(both.every((c) => !allowedTargets(APPLICATION_RULES, [C, D], card).includes(c))).toBe(true);
  });
  it("gives nothing to other roles", () => {
    expect(forcedColumns(APPLICATION_RULES, [C, CSM, X, M], { stage: "new", is_rejected: false })).toEqual([]);
  });
});

describe("mayRejectWith", () => {
  it("leaves the client's refusal to consultants and CSMs, the withdrawal to consultants and external CSMs — R:APP-REJECT-ROLES", () => {
    const who = (reason: RejectionReason) =>
      [["consultant_team_member"], ["csm_team_member"], ["external_csm_team_member"], ["team_member_marketing"]].map(
        (roles) => mayRejectWith(roles, reason),
      );
    expect(who("client_choice")).toEqual([true, true, false, false]);
    expect(who("withdrawn")).toEqual([true, false, true, false]);
    expect(who("unreachable")).toEqual([true, true, true, false]);
  });
});
