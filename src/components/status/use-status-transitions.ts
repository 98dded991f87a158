// The rows of public.status_transition for one entity's status column, read once per session
// (every team member reads the table; the database checks the same rows on each move). The
// shared reader src/lib/permissions/transitions.ts says what they allow a user's roles.
import { useList } from "@refinedev/core";
import { useMemo } from "react";
import type { TransitionRule } from "../../lib/permissions/transitions.ts";

export type TransitionRow = TransitionRule & { id: string; entity?: string; status_column?: string };

const NONE: TransitionRow[] = [];

/** The read of one entity's rules: a page may start it ahead with the same params (same query). */
export const statusTransitionsList = (entity: string, column = "status") => ({
  liveMode: "off" as const,
  resource: "status_transition",
  filters: [
    { field: "entity", operator: "eq" as const, value: entity },
    { field: "status_column", operator: "eq" as const, value: column },
  ],
  pagination: { mode: "off" as const },
  meta: {
    select:
      "id, entity, status_column, from_status, to_status, roles, requires_comment, required_fields, requester_only_roles",
  },
  queryOptions: { staleTime: Infinity },
});

export const useStatusTransitions = (entity: string, column = "status"): TransitionRow[] => {
  const { result } = useList<TransitionRow>(statusTransitionsList(entity, column));
  const rows = result.data ?? NONE;
  // the entity's rows only, whatever answers the read (a stub provider may ignore filters)
  return useMemo(
    () =>
      rows.filter(
        (row) =>
          (row.entity === undefined || row.entity === entity) &&
          (row.status_column === undefined || row.status_column === column),
      ),
    [rows, entity, column],
  );
};
