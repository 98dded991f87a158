// The moves on a company group's status (docs/rules/companies-contacts.md#company-groups), read
// from public.status_transition by the shared reader (src/lib/permissions/transitions.ts) as
// private.assert_status_transition checks them: « Archiver » (active → archived) and « Réactiver »
// (archived → active), CSM and accounting. The page confirms a move but asks no comment, so a move
// the table would refuse without one is not offered (nor a developer's forced move).
import { ruleFor, type TransitionRule } from "../../src/lib/permissions/transitions.ts";
import type { CompanyGroupStatus } from "./constants.ts";

export type CompanyGroupMove = { action: "archive" | "reactivate"; to: CompanyGroupStatus };

const MOVES: Record<CompanyGroupStatus, CompanyGroupMove> = {
  active: { action: "archive", to: "archived" },
  archived: { action: "reactivate", to: "active" },
};

export const companyGroupStatusMoves = (
  transitions: readonly TransitionRule[],
  status: CompanyGroupStatus,
  roles: readonly string[],
): CompanyGroupMove[] => {
  const move = MOVES[status];
  const rule = move ? ruleFor(transitions, status, move.to, roles) : undefined;
  return rule && !rule.requires_comment ? [move] : [];
};
