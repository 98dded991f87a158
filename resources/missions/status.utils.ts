// The status moves a user may make on a mission, from public.status_transition (as
// private.assert_status_transition reads it): the rows leaving the current status ('*' = any
// status) that one of the user's roles holds, without the system's moves (no role), one per
// target. Cancelling or losing asks for a closing reason (private.prepare_mission), the
// transition's requires_comment for a comment.
import { forcedTargets } from "../../src/lib/workflow/forced-moves.ts";
import { MISSION_STATUSES, type MissionStatus } from "./constants.ts";
import type { TransitionRow } from "./types.ts";

export type MissionMove = {
  to: MissionStatus;
  requiresComment: boolean;
  requiresClosingReason: boolean;
  /** a developer's break-glass move (forced-moves.ts): a comment is always asked */
  forced?: boolean;
};

const CLOSING: readonly string[] = ["canceled", "lost"];

export const allowedMoves = (
  transitions: readonly TransitionRow[],
  from: MissionStatus,
  roles: readonly string[],
): MissionMove[] => {
  const byTarget = new Map<string, TransitionRow>();
  for (const row of transitions) {
    if (row.from_status !== from && row.from_status !== "*") continue;
    if (row.to_status === from) continue;
    if (!row.roles.some((role) => roles.includes(role))) continue;
    const known = byTarget.get(row.to_status);
    // an exact "from" rule wins over '*' (the database orders them so)
    if (!known || (known.from_status === "*" && row.from_status === from)) byTarget.set(row.to_status, row);
  }
  return [...byTarget.values()].map((row) => ({
    to: row.to_status as MissionStatus,
    requiresComment: row.requires_comment,
    requiresClosingReason: CLOSING.includes(row.to_status),
  }));
};

/** A developer's forced moves: the statuses the ordinary moves leave out, each with a comment. */
export const forcedMoves = (
  from: MissionStatus,
  roles: readonly string[],
  allowed: readonly MissionMove[],
): MissionMove[] =>
  forcedTargets(
    MISSION_STATUSES,
    from,
    roles,
    allowed.map((m) => m.to),
  ).map((to) => ({ to, requiresComment: true, requiresClosingReason: CLOSING.includes(to), forced: true }));
