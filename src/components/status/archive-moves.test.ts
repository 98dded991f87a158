// « Archiver » / « Réactiver » as public.status_transition grants them, on a company group's rows
// (supabase/schemas/03_workflow.sql): CSM and accounting both ways, nobody else.
import { describe, expect, it } from "vitest";
import { archiveStatusMoves } from "./archive-moves.ts";

const RULES = [
  {
    from_status: null,
    to_status: "active",
    roles: ["consultant_team_member", "csm_team_member", "accounting_team_member"],
  },
  { from_status: "active", to_status: "archived", roles: ["csm_team_member", "accounting_team_member"] },
  { from_status: "archived", to_status: "active", roles: ["csm_team_member", "accounting_team_member"] },
];

describe("archiveStatusMoves", () => {
  it.each([
    ["csm_team_member", "active", ["archive"]],
    ["csm_team_member", "archived", ["reactivate"]],
    ["accounting_team_member", "active", ["archive"]],
    ["accounting_team_member", "archived", ["reactivate"]],
    ["consultant_team_member", "active", []],
    ["consultant_team_member", "archived", []],
    ["team_member_marketing", "active", []],
  ] as const)("%s on a group %s: %j", (role, status, actions) => {
    expect(archiveStatusMoves(RULES, status, [role]).map((move) => move.action)).toEqual(actions);
  });

  it("does not offer a move the table refuses without a comment (the page asks none)", () => {
    const withComment = RULES.map((rule) => ({ ...rule, requires_comment: true }));
    expect(archiveStatusMoves(withComment, "active", ["csm_team_member"])).toEqual([]);
  });

  it("moves to the other status", () => {
    expect(archiveStatusMoves(RULES, "active", ["csm_team_member"])).toEqual([{ action: "archive", to: "archived" }]);
  });
});
