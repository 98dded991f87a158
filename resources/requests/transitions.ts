// Which moves a user may make on a request, and what each asks for: status_transition read by
// the shared reader (src/lib/permissions/transitions.ts; the database checks the same rows
// again in check_request_transition).
import type { Tables } from "../../src/database.types.ts";
import { allowedRules } from "../../src/lib/permissions/transitions.ts";

export { leaves, missingFields } from "../../src/lib/permissions/transitions.ts";

export type Transition = Pick<
  Tables<"status_transition">,
  "from_status" | "to_status" | "roles" | "requester_only_roles" | "required_fields" | "requires_comment"
>;

/**
 * The moves offered to the user: from the current status, by one of their roles, one per target
 * (an exact from-status winning over "*"); a role listed as requester-only counts only on their
 * own (or their managees') requests. System-only moves (no role) are never offered. A closing
 * status freezes the request's content, not its status: its moves (a paid invoice's credit
 * note) are the table's like any other; `closed` is for a screen that offers none. `elsewhere`:
 * the targets a type's own card reaches with more than a status (conditions sent for signature
 * with their signer and link), which a bare status change would skip.
 */
export const availableTransitions = (
  transitions: readonly Transition[],
  o: { status: string; roles: readonly string[]; isOwn: boolean; closed?: boolean; elsewhere?: readonly string[] },
): Transition[] =>
  o.closed
    ? []
    : allowedRules(transitions, o.status, o.roles, { isOwn: o.isOwn }).filter(
        (rule) => !o.elsewhere?.includes(rule.to_status),
      );

/** True when the user (or one of their managees) asked for the request. */
export const isOwnRequest = (requesterId: unknown, me: string | null | undefined, managees: readonly string[]) =>
  typeof requesterId === "string" && (requesterId === me || managees.includes(requesterId));
