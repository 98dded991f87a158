// The accounting moves on a company's status (docs/rules/companies-contacts.md#company-statuses), read from public.status_transition by
// the shared reader (src/lib/permissions/transitions.ts), as private.assert_status_transition
// checks them: « Bloquer » (impayés / hors encours, with its mandatory motif) from Client actif
// or Inactif, « Débloquer » back to Client actif. The other moves are the details form's
// « Statut » field, which offers the saved status and what the user's roles may reach from it,
// never « Bloqué »: that move needs its motif, which only the action sends (public.transition_status).
import { ruleFor, statusChoices, type TransitionRule } from "../../src/lib/permissions/transitions.ts";
import { COMPANY_STATUSES, type CompanyStatus } from "../../src/domain/companies/constants.ts";

export type CompanyTransition = TransitionRule;
export type CompanyMove = { action: "block" | "unblock"; to: CompanyStatus; requiresComment: boolean };

export const companyStatusMoves = (
  transitions: readonly CompanyTransition[],
  status: CompanyStatus,
  roles: readonly string[],
): CompanyMove[] => {
  const moves: CompanyMove[] = [];
  if (status !== "blocked" && ruleFor(transitions, status, "blocked", roles))
    moves.push({ action: "block", to: "blocked", requiresComment: true });
  const unblock = status === "blocked" ? ruleFor(transitions, status, "active", roles) : undefined;
  if (unblock) moves.push({ action: "unblock", to: "active", requiresComment: !!unblock.requires_comment });
  return moves;
};

/** The form's « Statut » values: the saved status (none when creating) and the moves without a motif. */
export const companyStatusChoices = (
  transitions: readonly CompanyTransition[],
  current: CompanyStatus | null,
  roles: readonly string[],
) => statusChoices(transitions, { statuses: COMPANY_STATUSES, from: current, roles });
