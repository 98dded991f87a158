// The database's data about a request type, read once per session: its registry row, its
// transitions and its statuses' French labels (colours from the type's data, status-color.ts).
import { useGetIdentity, useList } from "@refinedev/core";
import type { Identity } from "../../providers/auth-provider.ts";
import { useMemo } from "react";
import { useEnumStyle } from "../../src/components/status/use-enum-style.ts";
import type { EnumStyle } from "../../src/components/table/columns.tsx";
import type { Tables } from "../../src/database.types.ts";
import { statusColor } from "./status-color.ts";
import type { Transition } from "./transitions.ts";

export type RequestTypeRow = Tables<"request_type">;

const STATIC = { liveMode: "off", queryOptions: { staleTime: Infinity }, pagination: { mode: "off" } } as const;

export const useRequestType = (entity: string): RequestTypeRow | undefined => {
  const { result } = useList<RequestTypeRow>({
    ...STATIC,
    resource: "request_type",
    filters: [{ field: "entity", operator: "eq", value: entity }],
  });
  return result.data[0];
};

export const useTransitions = (entity: string): Transition[] => {
  const { result } = useList<Transition & { id: string }>({
    ...STATIC,
    resource: "status_transition",
    filters: [
      { field: "entity", operator: "eq", value: entity },
      { field: "status_column", operator: "eq", value: "status" },
    ],
    meta: { select: "id, from_status, to_status, roles, requester_only_roles, required_fields, requires_comment" },
  });
  return result.data;
};

/** The statuses' French labels (enum_label) with a colour from the type's initial and closing statuses. */
export const useStatusStyle = (type: RequestTypeRow | undefined): EnumStyle<string> => {
  const labels = useEnumStyle(type?.status_enum ?? "");
  return useMemo(
    () =>
      type
        ? Object.fromEntries(
            Object.entries(labels).map(([v, s]) => [v, { label: s.label, color: statusColor(v, type) }]),
          )
        : labels,
    [labels, type],
  );
};

/**
 * The user's roles and who counts as "own" requester (them and their managees), from the
 * identity's context (public.current_user_context, the same call the shell reads).
 */
export const useRequesterContext = () => {
  const { data } = useGetIdentity<Identity>();
  const context = data?.context;
  return useMemo(
    () => ({
      roles: context?.roles ?? [],
      me: context?.team_member?.id ?? null,
      managees: (context?.managees ?? []).map((m) => m.id),
    }),
    [context],
  );
};
