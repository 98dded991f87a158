// The signed-in user for components: Refine's identity, which carries the user's whole context
// (providers/auth-provider.ts getIdentity), shaped for the shell. Refreshed after an edit of the
// user's own profile, roles or workspace by useRefreshCurrentUser.
import { useGetIdentity, useInvalidateAuthStore } from "@refinedev/core";
import { useMemo } from "react";
import type { Identity } from "../../providers/auth-provider.ts";
import { invalidateCurrentUserContext } from "../../providers/current-user-context.ts";
import { useRuntimeConfig } from "../config/runtime-config-context.tsx";
import { currentUserOf } from "./fetch-current-user.ts";

export const useCurrentUser = () => {
  const { boardManagerEmails } = useRuntimeConfig();
  const identity = useGetIdentity<Identity>();
  const context = identity.data?.context;
  const user = useMemo(
    () => (context ? currentUserOf(context, boardManagerEmails) : null),
    [context, boardManagerEmails],
  );
  return { user, error: identity.error, isLoading: identity.isLoading, refetch: identity.refetch };
};

export const useRefreshCurrentUser = () => {
  const invalidateAuth = useInvalidateAuthStore();
  return () => {
    invalidateCurrentUserContext();
    return invalidateAuth();
  };
};
