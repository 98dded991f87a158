// The verification buttons per role over the migrations' transition rows (supabase/permissions.json).
import { describe, expect, it } from "vitest";
import permissions from "../../supabase/permissions.json" with { type: "json" };
import { documentMoves, type DocumentTransition } from "./document-moves.ts";

type Rule = { entity: string; column: string; from: string | null; to: string; roles: string[] };
const rows: DocumentTransition[] = (permissions.transitions as Rule[])
  .filter((r) => r.entity === "document" && r.column === "status")
  .map((r) => ({ from_status: r.from, to_status: r.to, roles: r.roles as DocumentTransition["roles"] }));

describe("documentMoves", () => {
  it.each([
    ["pending_verification", ["consultant_team_member"], ["valid", "rejected"]],
    ["pending_verification", ["csm_team_member"], ["valid", "rejected"]],
    ["pending_verification", ["team_member_independent_administrator"], ["valid", "rejected"]],
    ["pending_verification", ["external_csm_team_member"], []],
    ["pending_verification", ["accounting_team_member"], []],
    ["valid", ["consultant_team_member"], []],
    ["rejected", ["csm_team_member"], []],
  ] as const)("from %s, %j may %j", (status, roles, moves) => {
    expect(documentMoves(rows, status, roles)).toEqual(moves);
  });
});
