// The contract's review actions per role (status.utils.ts) over the migration's transition rows.
import { describe, expect, it } from "vitest";
import permissions from "../../supabase/permissions.json" with { type: "json" };
import type { TransitionRow } from "../../src/domain/status/history.ts";
import { contractMoves } from "./status.utils.ts";

// the transition rows as the migrations write them (supabase/permissions.json, generated)
type Rule = {
  entity: string;
  column: string;
  from: string | null;
  to: string;
  roles: string[];
  requires_comment: boolean;
};
const rows: TransitionRow[] = (permissions.transitions as Rule[])
  .filter((r) => r.entity === "contract" && r.column === "status")
  .map((r, i) => ({
    id: String(i),
    from_status: r.from,
    to_status: r.to,
    roles: r.roles as TransitionRow["roles"],
    requires_comment: r.requires_comment,
  }));

const CONS = ["consultant_team_member"];
const CSM = ["csm_team_member"];
const XCSM = ["external_csm_team_member"];
const ACC = ["accounting_team_member"];
const MKT = ["team_member_marketing"];

describe("contractMoves", () => {
  it.each([
    ["draft", CONS, ["submit", "cancel"]],
    ["draft", XCSM, ["submit"]],
    ["draft", CSM, ["cancel"]],
    ["review", CSM, ["validate", "requestModification", "cancel"]],
    ["review", ACC, ["validate", "requestModification"]],
    ["review", XCSM, ["requestModification"]],
    ["review", CONS, []],
    ["admin_modification_requested", CONS, ["take"]],
    ["admin_modification_requested", CSM, ["cancel"]],
    ["modification", CONS, ["resubmit"]],
    ["consultant_review", CONS, ["accept", "disagree"]],
    ["consultant_review", XCSM, []],
    ["validated", CONS, []],
    ["signed", ACC, ["cancel"]],
    ["review", MKT, []],
  ] as const)("at %s, %j may %j", (status, roles, actions) => {
    expect(contractMoves(rows, status, roles).map((m) => m.action)).toEqual(actions);
  });

  it("asks a comment for a modification request and for cancelling a signed contract", () => {
    expect(contractMoves(rows, "review", CSM).find((m) => m.action === "requestModification")?.requiresComment).toBe(
      true,
    );
    expect(contractMoves(rows, "signed", CSM).find((m) => m.action === "cancel")?.requiresComment).toBe(true);
    expect(contractMoves(rows, "review", CSM).find((m) => m.action === "validate")?.requiresComment).toBe(false);
  });
});
