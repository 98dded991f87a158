// The card's row: the application columns KANBAN_SELECT reads and its embeds.
import type { Tables } from "../../../src/database.types.ts";

type Person = { first_name: string | null; last_name: string | null };

export type KanbanCard = Pick<
  Tables<"application">,
  | "id"
  | "stage"
  | "is_rejected"
  | "rejection_reason"
  | "rejected_at"
  | "has_stage_been_forced"
  | "stage_forced_at"
  | "source"
  | "match_score"
  | "owner_id"
  | "created_at"
  | "updated_at"
> & {
  talent: (Pick<Tables<"talent">, "id" | "qualification_status"> & Person) | null;
  owner:
    (Pick<Tables<"team_member">, "id" | "temp_first_name" | "temp_last_name"> & { auth_user: Person | null }) | null;
  forced_by: Person | null;
};
