// The missions lists' read (src/components/table/list-read.ts), one per kind: the same table,
// the kind as a permanent filter (is_client_order), newest first — the order and the kind are
// served by mission_kind_created_idx (supabase/schemas/06_missions_applications.sql).
import type { CrudFilter, GetListParams } from "@refinedev/core";
import { firstListRead, type ListRead } from "../../src/components/table/list-read.ts";
import { MISSION_LIST_SELECT } from "./select.ts";

/**
 * The two lists of the one table: `/missions/<kind>` reads `is_client_order = …`. Here rather
 * than with the enums of constants.ts, which read the generated database types: the registry
 * (hence the first screen) imports this module.
 */
export const MISSION_KINDS = { "client-order": true, "talent-pooling": false } as const;
export type MissionKind = keyof typeof MISSION_KINDS;

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
