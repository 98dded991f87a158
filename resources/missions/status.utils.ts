// The status moves a user may make on a mission, from public.status_transition read by the
// shared reader (src/lib/permissions/transitions.ts, as private.assert_status_transition reads
// it): the rows leaving the current status ('*' = any status) that one of the user's roles
// holds, without the system's moves (no role), one per target. Cancelling or losing asks for a closing reason (private.prepare_mission), the
// transition's requires_comment for a comment.
import { allowedRules } from "../../src/lib/permissions/transitions.ts";
import { forcedTargets } from "../../src/lib/workflow/forced-moves.ts";
import { MISSION_STATUSES, type MissionStatus } from "../../src/domain/missions/constants.ts";
import type { TransitionRow } from "../../src/domain/status/history.ts";

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
): MissionMove[] =>
  // one rule per target, an exact "from" rule winning over '*' (the database orders them so)
  allowedRules(transitions, from, roles).map((row) => ({
    to: row.to_status as MissionStatus,
    requiresComment: row.requires_comment,
    requiresClosingReason: CLOSING.includes(row.to_status),
  }));

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
