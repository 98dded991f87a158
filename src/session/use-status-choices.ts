// What the signed-in user may set a record's status to, for a form's status field and for
// action buttons: the user's roles (the identity's context, the same call the shell reads) and
// the entity's rules of public.status_transition, read by the one shared reader
// (src/lib/permissions/transitions.ts). The database checks the same rows again.
import { useGetIdentity } from "@refinedev/core";
import { useMemo } from "react";
import type { Identity } from "../../providers/auth-provider.ts";
import { useStatusTransitions } from "../components/status/use-status-transitions.ts";
import { statusChoices, type StatusChoice } from "../lib/permissions/transitions.ts";

const NO_ROLES: readonly string[] = [];

/** The signed-in user's roles (none while the identity loads). */
export const useRoles = (): readonly string[] => {
  const { data } = useGetIdentity<Identity>();
  return data?.context?.roles ?? NO_ROLES;
};

/**
 * The values of a status field: the saved status (`from`, null when creating) and those the
 * user's roles may reach from it; moves needing a comment only when the field sends one.
 */
export const useStatusChoices = <S extends string>(
  entity: string,
  {
    column = "status",
    statuses,
    from,
    withComment = false,
  }: { column?: string; statuses: readonly S[]; from: S | null | undefined; withComment?: boolean },
): StatusChoice<S>[] => {
  const roles = useRoles();
  const rules = useStatusTransitions(entity, column);
  return useMemo(
    () => statusChoices(rules, { statuses, from: from ?? null, roles, withComment }),
    [rules, statuses, from, roles, withComment],
  );
};
