// The verification moves a user may make on a talent's document, from public.status_transition read
// by the shared reader (src/lib/permissions/transitions.ts; private.assert_status_transition checks
// the same rows): « Valider » and « Refuser » leave « À vérifier » only. A refusal asks its reason
// (the row's rejection_reason, required by private.prepare_document). Expiry moves belong to the
// daily job (refresh_document_statuses) and a new version goes back to « À vérifier » by a new
// upload, so neither is offered here.
import type { Tables } from "../../src/database.types.ts";
import { mayMove } from "../../src/lib/permissions/transitions.ts";

export type DocumentTransition = Pick<Tables<"status_transition">, "from_status" | "to_status" | "roles">;
export type DocumentMove = "valid" | "rejected";

const OFFERED: readonly DocumentMove[] = ["valid", "rejected"];

export const documentMoves = (
  transitions: readonly DocumentTransition[],
  status: Tables<"document">["status"],
  roles: readonly string[],
): DocumentMove[] => OFFERED.filter((to) => mayMove(transitions, status, to, roles));
