// The missions lists' read (src/components/table/list-read.ts), one per kind: the same table,
// the kind as a permanent filter (is_client_order), newest first — the order and the kind are
// served by mission_kind_created_idx (20260106000000_missions_core.sql).
import type { CrudFilter, GetListParams } from "@refinedev/core";
import { firstListRead, type ListRead } from "../../src/components/table/list-read.ts";
import { MISSION_KINDS, type MissionKind } from "./constants.ts";
import { MISSION_LIST_SELECT } from "./select.ts";

export const MISSION_LIST_READ: ListRead = {
  resource: "mission",
  pageSize: 25,
  sorters: [{ field: "created_at", order: "desc" }],
  // 50 000 missions on the large seed: counted up to db-max-rows, estimated by the planner above
  meta: () => ({ select: MISSION_LIST_SELECT, count: "estimated" }),
};

/** The list's permanent filter: the kind of the route. */
export const kindFilter = (kind: MissionKind): CrudFilter => ({
  field: "is_client_order",
  operator: "eq",
  value: MISSION_KINDS[kind],
});

/** The route's boot prefetch: the default read with the kind's filter, as useTable asks for it. */
export const firstMissionListRead =
  (kind: MissionKind) =>
  (search: URLSearchParams): GetListParams | null => {
    const params = firstListRead(MISSION_LIST_READ)(search);
    return params && { ...params, filters: [kindFilter(kind)] };
  };
