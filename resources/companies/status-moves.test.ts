// The « Bloquer » / « Débloquer » buttons per role over the migrations' transition rows
// (supabase/permissions.json), and the form's « Statut » values per role.
import { describe, expect, it } from "vitest";
import permissions from "../../supabase/permissions.json" with { type: "json" };
import type { CompanyStatus } from "../../src/domain/companies/constants.ts";
import { companyStatusChoices, companyStatusMoves, type CompanyTransition } from "./status-moves.ts";

type Rule = {
  entity: string;
  column: string;
  from: string | null;
  to: string;
  roles: string[];
  requires_comment: boolean;
};
const rows: CompanyTransition[] = (permissions.transitions as Rule[])
  .filter((r) => r.entity === "company" && r.column === "status")
  .map((r) => ({
    from_status: r.from,
    to_status: r.to,
    roles: r.roles as CompanyTransition["roles"],
    requires_comment: r.requires_comment,
  }));

describe("companyStatusMoves", () => {
  it.each([
    ["active", ["accounting_team_member"], ["block"]],
    ["inactive", ["accounting_team_member"], ["block"]],
    ["blocked", ["accounting_team_member"], ["unblock"]],
    ["prospect", ["accounting_team_member"], []],
    ["archived", ["accounting_team_member"], []],
    ["active", ["consultant_team_member", "csm_team_member"], []],
    ["blocked", ["csm_team_member"], []],
    ["active", ["team_member_developer"], []],
  ] as const)("from %s, %j may %j", (status, roles, actions) => {
    expect(companyStatusMoves(rows, status, roles).map((m) => m.action)).toEqual(actions);
  });

  it("asks the motif of a block, not of an unblock, as the table says", () => {
    expect(companyStatusMoves(rows, "active", ["accounting_team_member"])[0]).toEqual({
      action: "block",
      to: "blocked",
      requiresComment: true,
    });
    expect(companyStatusMoves(rows, "blocked", ["accounting_team_member"])[0]?.requiresComment).toBe(false);
  });
});

describe("companyStatusChoices", () => {
  const values = (current: CompanyStatus | null, roles: string[]) =>
    companyStatusChoices(rows, current, roles).map((c) => c.value);

  it.each<[CompanyStatus | null, string[], CompanyStatus[]]>([
    // « Bloqué » needs its motif: never a form value
    ["active", ["accounting_team_member"], ["active", "archived"]],
    ["active", ["csm_team_member"], ["active", "inactive", "archived"]],
    ["active", ["consultant_team_member"], ["active"]],
    ["inactive", ["consultant_team_member"], ["active", "inactive"]],
    ["prospect", ["consultant_team_member"], ["prospect", "active"]],
    ["blocked", ["accounting_team_member"], ["active", "blocked", "archived"]],
    ["blocked", ["consultant_team_member"], ["blocked"]],
    [null, ["consultant_team_member"], ["prospect", "active"]],
    [null, ["accounting_team_member"], []],
  ])("from %s, %j: %j", (current, roles, expected) => {
    expect(values(current, roles)).toEqual(expected);
  });
});
