// Which moves of a week a user's roles may make (docs/rules/timesheets.md#timesheet-statuses). The transition table
// (timesheet_week's rows of public.status_transition, read by the shared reader
// src/lib/permissions/transitions.ts) says who sends for signature, validates, unlocks (its
// comment is the reason the dialog asks) and cancels; renewing a link is
// public.renew_timesheet_signature_link's own role check, plus the table's move when the link
// had expired. The database checks them again (status_transition, renew_timesheet_signature_link,
// unlock_timesheet_week).
//
// « Envoyer en signature » is stricter than the database on purpose: a week with hours only.
// public.create_timesheet_signature_link would send an empty week, asking the client to sign zero
// hours; the bulk send (send_timesheet_week_for_signature) and the « À envoyer » count
// (timesheet_week_counts) take the weeks with hours only too. A week nobody worked (prepared for a
// whole batch, or sent by mistake) leaves by « Annuler le relevé » (draft|pending_signature →
// canceled), so that the talent's pay of the month can be controlled.
import { mayDo } from "../../src/lib/permissions/action-rights.ts";
import { mayMove, type TransitionRule } from "../../src/lib/permissions/transitions.ts";
import type { TimesheetStatus } from "./constants.ts";

export type WeekMove = "send" | "renew" | "validate" | "unlock" | "cancel";

export const weekMoves = (
  week: { status: TimesheetStatus; total_hours: number },
  roles: readonly string[],
  rules: readonly TransitionRule[],
): WeekMove[] => {
  const may = (to: TimesheetStatus) => mayMove(rules, week.status, to, roles);
  const moves: WeekMove[] = [];
  if (week.status === "draft" && week.total_hours > 0 && may("pending_signature")) moves.push("send");
  if (
    // a link renewed while awaiting changes no status: an action right, not a move
    mayDo(roles, "timesheet_week.renew_link") &&
    (week.status === "pending_signature" || (week.status === "signature_expired" && may("pending_signature")))
  )
    moves.push("renew");
  if (week.status === "signed" && may("validated")) moves.push("validate");
  if (week.status === "validated" && may("draft")) moves.push("unlock");
  if (may("canceled")) moves.push("cancel");
  return moves;
};
