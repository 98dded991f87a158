import { describe, expect, it } from "vitest";
import { allowedMoves, forcedMoves } from "./status.utils.ts";
import { MISSION_STATUSES } from "../../src/domain/missions/constants.ts";
import type { TransitionRow } from "../../src/domain/status/history.ts";

const CONS = "consultant_team_member";
const CSM = "csm_team_member";
let n = 0;
const row = (from: string | null, to: string, roles: string[], requires_comment = false): TransitionRow => ({
  id: String((n += 1)),
  from_status: from,
  to_status: to,
  roles: roles as TransitionRow["roles"],
  requires_comment,
});
// an excerpt of the status_transition rows of supabase/schemas/03_workflow.sql
const TRANSITIONS = [
  row(null, "draft", [CONS, CSM]),
  row("draft", "open", [CONS, CSM]),
  row("open", "sourcing", [CONS]),
  row("open", "closed", [CONS, CSM]),
  row("filled", "in_progress", []),
  row("*", "on_hold", [CONS, CSM], true),
  row("on_hold", "open", [CONS, CSM]),
  row("*", "canceled", [CONS, CSM]),
  row("*", "lost", [CONS, CSM]),
];

describe("allowed mission moves", () => {
  it.each([
    ["draft", [CONS], ["open", "on_hold", "canceled", "lost"]],
    ["open", [CONS], ["sourcing", "closed", "on_hold", "canceled", "lost"]],
    ["open", [CSM], ["closed", "on_hold", "canceled", "lost"]],
    ["open", ["team_member_marketing"], []],
    ["filled", [CONS], ["on_hold", "canceled", "lost"]],
    ["on_hold", [CSM], ["open", "canceled", "lost"]],
  ] as const)("from %s as %j: %j", (from, roles, targets) => {
    expect(allowedMoves(TRANSITIONS, from, roles).map((m) => m.to)).toEqual(targets);
  });

  it("asks a comment for a pause and a closing reason to cancel or lose", () => {
    const moves = allowedMoves(TRANSITIONS, "open", [CONS]);
    expect(moves.find((m) => m.to === "on_hold")).toEqual({
      to: "on_hold",
      requiresComment: true,
      requiresClosingReason: false,
    });
    expect(moves.find((m) => m.to === "lost")).toEqual({
      to: "lost",
      requiresComment: false,
      requiresClosingReason: true,
    });
  });
});

describe("forcedMoves", () => {
  it("offers a developer every other status as a forced move with a comment (and a closing reason to close) — R:ROLE-BREAK-GLASS-SCREENS", () => {
    const dev = ["team_member_developer"];
    const forced = forcedMoves("open", dev, allowedMoves(TRANSITIONS, "open", dev));
    expect(forced.map((m) => m.to)).toEqual(MISSION_STATUSES.filter((s) => s !== "open"));
    expect(forced.every((m) => m.forced && m.requiresComment)).toBe(true);
    expect(forced.find((m) => m.to === "canceled")?.requiresClosingReason).toBe(true);
  });

  it("offers no forced move to a consultant", () => {
    expect(forcedMoves("open", [CONS], allowedMoves(TRANSITIONS, "open", [CONS]))).toEqual([]);
  });
});
