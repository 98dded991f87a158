// A record's status history (public.status_history) and the moves public.status_transition offers,
// as the details tabs read them.
import type { Tables } from "../../database.types.ts";

export const STATUS_HISTORY_SELECT = "id, from_status, to_status, comment, is_forced, actor, changed_at";

/** STATUS_HISTORY_SELECT */
export type StatusHistoryRow = Pick<
  Tables<"status_history">,
  "id" | "from_status" | "to_status" | "comment" | "is_forced" | "actor" | "changed_at"
>;

/** A row of public.status_transition a details tab offers as a button. */
export type TransitionRow = Pick<
  Tables<"status_transition">,
  "id" | "from_status" | "to_status" | "roles" | "requires_comment"
>;
