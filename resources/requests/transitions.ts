// Which moves a user may make on a request, and what each asks for: the front end's reading of
// status_transition (the database checks the same rows again in check_request_transition).
import type { Tables } from "../../src/database.types.ts";

export type Transition = Pick<
  Tables<"status_transition">,
  "from_status" | "to_status" | "roles" | "requester_only_roles" | "required_fields" | "requires_comment"
>;

/** A transition leaving `status` ("*" = from any status, null = creation). */
export const leaves = (t: Pick<Transition, "from_status">, status: string | null): boolean =>
  status === null ? t.from_status === null : t.from_status === status || t.from_status === "*";

/**
 * The moves offered to the user: from the current status, by one of their roles; a role listed
 * as requester-only counts only on their own (or their managees') requests. System-only moves
 * (no role) are never offered.
 */
export const availableTransitions = (
  transitions: readonly Transition[],
  o: { status: string; roles: readonly string[]; isOwn: boolean; closed?: boolean },
): Transition[] =>
  o.closed
    ? []
    : transitions.filter(
        (t) =>
          leaves(t, o.status) &&
          t.roles.some((role) => o.roles.includes(role) && (o.isOwn || !t.requester_only_roles.includes(role))),
      );

const isBlank = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === "object" && !Array.isArray(value) && Object.keys(value as object).length === 0);

/** The required fields of a move that the row does not fill yet: the modal asks for them. */
export const missingFields = (t: Pick<Transition, "required_fields">, row: Record<string, unknown>): string[] =>
  t.required_fields.filter((field) => isBlank(row[field]));

/** True when the user (or one of their managees) asked for the request. */
export const isOwnRequest = (requesterId: unknown, me: string | null | undefined, managees: readonly string[]) =>
  typeof requesterId === "string" && (requesterId === me || managees.includes(requesterId));
