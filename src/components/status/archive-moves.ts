// The moves on a status that is only active or archived (a company group:
// docs/rules/companies-contacts.md « Groupes d'entreprises »; a hiring pool:
// docs/rules/talents-documents.md « Viviers »), read from public.status_transition by the shared reader (src/lib/permissions/transitions.ts) as private.assert_status_transition
// checks them: « Archiver » (active → archived) and « Réactiver » (archived → active). The page
// confirms a move but asks no comment, so a move the table would refuse without one is not
// offered (nor a developer's forced move).
import { ruleFor, type TransitionRule } from "../../lib/permissions/transitions.ts";

export type ArchiveStatus = "active" | "archived";
export type ArchiveMove = { action: "archive" | "reactivate"; to: ArchiveStatus };

const MOVES: Record<ArchiveStatus, ArchiveMove> = {
  active: { action: "archive", to: "archived" },
  archived: { action: "reactivate", to: "active" },
};

export const archiveStatusMoves = (
  transitions: readonly TransitionRule[],
  status: ArchiveStatus,
  roles: readonly string[],
): ArchiveMove[] => {
  const move = MOVES[status];
  const rule = move ? ruleFor(transitions, status, move.to, roles) : undefined;
  return rule && !rule.requires_comment ? [move] : [];
};
