// The pipeline's move rules (docs/rules/missions-applications.md#pipeline-rules), as the database applies them: the transition table
// (public.status_transition, read at run time, src/lib/permissions/transitions.ts) says which roles
// may bring an application to a stage; the action rights (public.action_right, which the
// application triggers ask) say who may reject, with which reason, reactivate or move back; the
// trigger adds that "placed" needs a contract. The UI offers only
// what these allow; the database checks again and its French message reaches the user.
import type { Database } from "../../database.types.ts";
import { mayDo, type ActionRight } from "../../lib/permissions/action-rights.ts";
import { mayMove } from "../../lib/permissions/transitions.ts";
import { forcedTargets } from "../../lib/workflow/forced-moves.ts";

export type Stage = Database["public"]["Enums"]["application_stage"];
export type RejectionReason = Database["public"]["Enums"]["application_rejection_reason"];

/** The kanban's positive columns in pipeline order, then the pool. */
export const PIPELINE_STAGES: readonly Stage[] = [
  "new",
  "to_qualify",
  "qualified",
  "shortlisted",
  "presented",
  "client_interview",
  "retained",
  "onboarding",
  "placed",
];
/** The negative column: `is_rejected` with a `rejection_reason` (withdrawn, unreachable… are reasons). */
export const REJECTED = "rejected" as const;
export type Column = Stage | typeof REJECTED;
export const COLUMNS: readonly Column[] = [...PIPELINE_STAGES, "on_hold", REJECTED];

export type TransitionRule = { from_status: string | null; to_status: string; roles: string[] };
export type CardState = { stage: Stage; is_rejected: boolean };

/**
 * Reasons only some of the rejecting roles may record (private.check_application_rejection_reason_role):
 * the client's refusal, the candidate's withdrawal. The other reasons are open to every role that
 * may reject.
 */
const REASON_RIGHTS: Partial<Record<RejectionReason, ActionRight>> = {
  client_choice: "application.reject_client_choice",
  withdrawn: "application.reject_withdrawn",
};

/** Whether `roles` may reject an application with this reason (the database checks again). */
export const mayRejectWith = (roles: readonly string[], reason: RejectionReason): boolean =>
  mayDo(roles, "application.reject") && mayDo(roles, REASON_RIGHTS[reason] ?? "application.reject");

/** Where a reactivated application goes (docs/rules/missions-applications.md#pipeline-rules: back to to_qualify). */
export const REACTIVATION_STAGE: Stage = "to_qualify";

export const columnOf = (card: CardState): Column => (card.is_rejected ? REJECTED : card.stage);

/** Order in the enum (on_hold last), as `new.stage < old.stage` compares it. */
const rank = (stage: Stage) => (stage === "on_hold" ? 99 : PIPELINE_STAGES.indexOf(stage));

/** A move to an earlier stage (the pool aside): the database flags the stage as forced. */
export const isBackward = (from: Stage, to: Stage): boolean =>
  from !== "on_hold" && to !== "on_hold" && rank(to) < rank(from);

/** Whether the transition table lets one of `roles` bring the stage from `from` to `to`. */
export const tableAllows = (rules: readonly TransitionRule[], roles: readonly string[], from: Stage, to: Stage) =>
  from === to || mayMove(rules, from, to, roles);

/** Whether `roles` may move a card from its column to `target` (the database checks again). */
export const canMove = (
  rules: readonly TransitionRule[],
  roles: readonly string[],
  card: CardState,
  target: Column,
): boolean => {
  const from = columnOf(card);
  if (from === target) return false;
  if (target === REJECTED) return mayDo(roles, "application.reject");
  // a rejected application comes back to "à qualifier" only (docs/rules/missions-applications.md#pipeline-rules)
  if (card.is_rejected) return mayDo(roles, "application.reactivate") && target === REACTIVATION_STAGE;
  if (isBackward(card.stage, target) && !mayDo(roles, "application.move_back")) return false;
  return tableAllows(rules, roles, card.stage, target);
};

/** The columns a card can go to, in board order. */
export const allowedTargets = (rules: readonly TransitionRule[], roles: readonly string[], card: CardState): Column[] =>
  COLUMNS.filter((target) => canMove(rules, roles, card, target));

/** Moves to a negative column ask for a rejection reason. */
export const needsReason = (target: Column): boolean => target === REJECTED;

/** "Placed" is refused by the database without a contract for this talent on this mission. */
export const needsContract = (target: Column): boolean => target === "placed";

/** The row change that makes the move (one update, the triggers do the rest). */
export const moveVariables = (
  card: CardState,
  target: Column,
  reason?: RejectionReason,
): { stage?: Stage; is_rejected?: boolean; rejection_reason?: RejectionReason } => {
  if (target === REJECTED) {
    if (!reason) throw new Error("a rejection needs a reason");
    return { is_rejected: true, rejection_reason: reason };
  }
  return card.is_rejected ? { is_rejected: false, stage: target } : { stage: target };
};

/** The column a card shows in after a change (optimistic move, realtime row). */
export const applyMove = <T extends CardState>(card: T, target: Column): T =>
  target === REJECTED ? { ...card, is_rejected: true } : { ...card, is_rejected: false, stage: target };

/**
 * The stages a developer may force a card to (break-glass, public.force_application_stage):
 * every stage its ordinary moves do not offer; the negative column keeps its own path (a reason).
 */
export const forcedColumns = (rules: readonly TransitionRule[], roles: readonly string[], card: CardState): Column[] =>
  forcedTargets(COLUMNS, columnOf(card), roles, allowedTargets(rules, roles, card)).filter((c) => c !== REJECTED);
