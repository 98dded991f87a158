// The board's reads, shared by the board's hooks and its route (AppRoute.reads): the router starts
// them at navigation with the same params, hence the same queries, which the board joins.
import type { BaseRecord, UseListProps } from "@refinedev/core";
import type { RouteRead } from "../../types.ts";
import { TRANSITION_SELECT } from "../../../src/domain/applications/transitions.ts";

// Every application of the mission with what its card shows (talent, owner, author of a forced
// stage) embedded, so that no card asks anything on its own.
export const KANBAN_SELECT =
  "id, stage, is_rejected, rejection_reason, rejected_at, has_stage_been_forced, stage_forced_at, source, match_score, owner_id, created_at, updated_at, talent:talent_id(id, first_name, last_name, qualification_status), owner:owner_id(id, temp_first_name, temp_last_name, auth_user:auth_user_id(first_name, last_name)), forced_by:stage_forced_by(first_name, last_name)";

type ListParams = Pick<
  UseListProps<BaseRecord, never, BaseRecord>,
  "resource" | "filters" | "sorters" | "pagination" | "meta"
>;

export const kanbanListParams = (missionId: string) =>
  ({
    resource: "application",
    filters: [{ field: "mission_id", operator: "eq", value: missionId }],
    sorters: [{ field: "created_at", order: "asc" }],
    pagination: { mode: "off" },
    meta: { select: KANBAN_SELECT },
  }) satisfies ListParams;

export const TRANSITIONS_LIST = {
  resource: "status_transition",
  filters: [
    { field: "entity", operator: "eq", value: "application" },
    { field: "status_column", operator: "eq", value: "stage" },
  ],
  pagination: { mode: "off" },
  meta: { select: TRANSITION_SELECT },
} satisfies ListParams;

/**
 * Every read the board makes on its first render, for the router to start at navigation (the
 * enums' labels are in the bundle: src/lib/enums/labels.ts).
 */
export const kanbanReads = (missionId: string): RouteRead[] => [
  { list: kanbanListParams(missionId) },
  { list: TRANSITIONS_LIST },
];
