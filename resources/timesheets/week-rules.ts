// Which moves of a week a user's roles may make (docs/rules/timesheets.md#timesheet-statuses; the database checks them
// again: status_transition, renew_timesheet_signature_link, unlock_timesheet_week).
import type { TimesheetStatus } from "./constants.ts";

export type WeekMove = "send" | "renew" | "validate" | "unlock" | "cancel";

const SENDERS = ["consultant_team_member", "csm_team_member", "external_csm_team_member", "team_member_developer"];
const RENEWERS = ["csm_team_member", "external_csm_team_member", "team_member_developer"];
const VALIDATORS = ["csm_team_member", "accounting_team_member"];
const UNLOCKERS = ["accounting_team_member"];
// a week nobody worked (prepared for a whole batch, or sent by mistake) is cancelled, so that the
// talent's pay of the month can be controlled (status_transition: draft|pending_signature → canceled)
const CANCELERS = ["csm_team_member"];

const any = (roles: readonly string[], allowed: readonly string[]) => roles.some((r) => allowed.includes(r));

export const weekMoves = (
  week: { status: TimesheetStatus; total_hours: number },
  roles: readonly string[],
): WeekMove[] => {
  const moves: WeekMove[] = [];
  if (week.status === "draft" && week.total_hours > 0 && any(roles, SENDERS)) moves.push("send");
  if ((week.status === "pending_signature" || week.status === "signature_expired") && any(roles, RENEWERS))
    moves.push("renew");
  if (week.status === "signed" && any(roles, VALIDATORS)) moves.push("validate");
  if (week.status === "validated" && any(roles, UNLOCKERS)) moves.push("unlock");
  if ((week.status === "draft" || week.status === "pending_signature") && any(roles, CANCELERS)) moves.push("cancel");
  return moves;
};
