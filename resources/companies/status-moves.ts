// The accounting moves on a company's status (docs/rules/companies-contacts.md#company-statuses), from public.status_transition as
// private.assert_status_transition checks them: « Bloquer » (impayés / hors encours, with its
// mandatory motif) from Client actif or Inactif, « Débloquer » back to Client actif. The other
// moves stay in the details form's « Statut » field, which never offers « Bloqué »: that move
// needs its motif, which only the action sends (public.transition_status).
import type { Tables } from "../../src/database.types.ts";
import { COMPANY_STATUSES, COMPANY_STATUS_STYLE, type CompanyStatus } from "./constants.ts";

export type CompanyTransition = Pick<
  Tables<"status_transition">,
  "from_status" | "to_status" | "roles" | "requires_comment"
>;
export type CompanyMove = { action: "block" | "unblock"; to: CompanyStatus; requiresComment: boolean };

const allows = (row: CompanyTransition, from: CompanyStatus, to: CompanyStatus, roles: readonly string[]) =>
  (row.from_status === from || row.from_status === "*") &&
  row.to_status === to &&
  row.roles.some((role) => roles.includes(role));

export const companyStatusMoves = (
  transitions: readonly CompanyTransition[],
  status: CompanyStatus,
  roles: readonly string[],
): CompanyMove[] => {
  const moves: CompanyMove[] = [];
  const block = transitions.find((row) => status !== "blocked" && allows(row, status, "blocked", roles));
  if (block) moves.push({ action: "block", to: "blocked", requiresComment: true });
  const unblock = transitions.find((row) => status === "blocked" && allows(row, status, "active", roles));
  if (unblock) moves.push({ action: "unblock", to: "active", requiresComment: unblock.requires_comment });
  return moves;
};

/** The form's « Statut » options: never « Bloqué », shown (disabled) only as a blocked company's value. */
export const companyStatusOptions = (current?: CompanyStatus | null) =>
  COMPANY_STATUSES.filter((value) => value !== "blocked" || current === "blocked").map((value) => ({
    value,
    label: COMPANY_STATUS_STYLE[value].label,
    disabled: value === "blocked",
  }));
