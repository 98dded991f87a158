// The review-flow actions a user may take on a contract (docs/rules/contracts.md#review-flow), from
// public.status_transition read by the shared reader (src/lib/permissions/transitions.ts) as the
// database checks them: the rows leaving the current status that one of the user's roles holds,
// named by what they do (submit, validate, request a modification…). Left out: the system's moves
// (no role), the move to consultant_review (made by the database itself when an administrator edits
// the contract) and the sending for signature (the documents & signature card does it, after
// generating the documents).
import { allowedRules } from "../../src/lib/permissions/transitions.ts";
import type { ContractStatus } from "../../src/domain/contracts/constants.ts";
import type { TransitionRow } from "../../src/domain/status/history.ts";

export type ContractAction =
  "submit" | "validate" | "requestModification" | "take" | "resubmit" | "accept" | "disagree" | "cancel";

export type ContractMove = { to: ContractStatus; action: ContractAction; requiresComment: boolean };

const ACTIONS: Record<string, ContractAction> = {
  "draft>review": "submit",
  "review>validated": "validate",
  "review>admin_modification_requested": "requestModification",
  "admin_modification_requested>modification": "take",
  "modification>review": "resubmit",
  "consultant_review>validated": "accept",
  "consultant_review>modification": "disagree",
};

const ORDER: readonly ContractAction[] = [
  "submit",
  "validate",
  "accept",
  "requestModification",
  "take",
  "resubmit",
  "disagree",
  "cancel",
];

const actionOf = (from: string, to: string): ContractAction | undefined =>
  to === "canceled" ? "cancel" : ACTIONS[`${from}>${to}`];

export const contractMoves = (
  transitions: readonly TransitionRow[],
  from: ContractStatus,
  roles: readonly string[],
): ContractMove[] => {
  const moves: ContractMove[] = [];
  for (const row of allowedRules(transitions, from, roles)) {
    const action = actionOf(from, row.to_status);
    if (!action || moves.some((m) => m.to === row.to_status)) continue;
    // a modification request always carries its comment (review_comment, docs/rules/contracts.md#review-flow)
    moves.push({
      to: row.to_status as ContractStatus,
      action,
      requiresComment: row.requires_comment || action === "requestModification",
    });
  }
  // the flow's order, the cancel button last
  return moves.sort((a, b) => ORDER.indexOf(a.action) - ORDER.indexOf(b.action));
};

const TERMS_LOCKED: readonly ContractStatus[] = ["signed", "active", "ended", "terminated_early", "canceled"];
const OVER: readonly ContractStatus[] = ["ended", "terminated_early", "canceled"];

/** The client's signatory no longer changes once the client signed or the terms are frozen (as the database keeps it). */
export const clientSignerFrozen = (c: { status: ContractStatus; client_signed_at: string | null }) =>
  TERMS_LOCKED.includes(c.status) || !!c.client_signed_at;

/** The timesheet validator changes while timesheets may still come: not once the contract is over. */
export const validatorFrozen = (status: ContractStatus) => OVER.includes(status);
