// The board's one read: every application of the mission with what its card shows (talent,
// owner, author of a forced stage) embedded, so that no card asks anything on its own.
export const KANBAN_SELECT =
  "id, stage, is_rejected, rejection_reason, rejected_at, has_stage_been_forced, stage_forced_at, source, match_score, owner_id, created_at, updated_at, talent:talent_id(id, first_name, last_name, qualification_status), owner:owner_id(id, temp_first_name, temp_last_name, auth_user:auth_user_id(first_name, last_name)), forced_by:stage_forced_by(first_name, last_name)";

/** The transition table's application rows (public knowledge for team members). */
export const TRANSITION_SELECT = "from_status, to_status, roles";
