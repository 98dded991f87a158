// The moves on a hiring pool's status (docs/rules/talents-documents.md#hiring-pools), read from
// public.status_transition by the shared reader (src/lib/permissions/transitions.ts) as
// private.assert_status_transition checks them: « Archiver » (active → archived) and « Réactiver »
// (archived → active), marketing, consultants and CSM. The page confirms a move but asks no
// comment, so a move the table would refuse without one is not offered.
import { ruleFor, type TransitionRule } from "../../src/lib/permissions/transitions.ts";
import type { HiringPoolStatus } from "./constants.ts";

export type HiringPoolMove = { action: "archive" | "reactivate"; to: HiringPoolStatus };

const MOVES: Record<HiringPoolStatus, HiringPoolMove> = {
  active: { action: "archive", to: "archived" },
  archived: { action: "reactivate", to: "active" },
};

export const hiringPoolStatusMoves = (
  transitions: readonly TransitionRule[],
  status: HiringPoolStatus,
  roles: readonly string[],
): HiringPoolMove[] => {
  const move = MOVES[status];
  const rule = move ? ruleFor(transitions, status, move.to, roles) : undefined;
  return rule && !rule.requires_comment ? [move] : [];
};
