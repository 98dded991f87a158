// The signed-in user for components, cached by react-query per auth user and refreshed
// whenever something invalidates the "current-user" key (profile, workspace, roles edits).
import { useGetIdentity } from "@refinedev/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Identity } from "../../providers/auth-provider.ts";
import { getSupabaseClient } from "../../providers/supabase-client.ts";
import { useRuntimeConfig } from "../config/runtime-config-context.tsx";
import { fetchCurrentUser } from "./fetch-current-user.ts";
import { takePrefetchedCurrentUser } from "./prefetch-current-user.ts";

export const CURRENT_USER_KEY = "current-user";

export const useCurrentUser = () => {
  const { boardManagerEmails } = useRuntimeConfig();
  const identity = useGetIdentity<Identity>();
  const userId = identity.data?.id;
  const query = useQuery({
    queryKey: [CURRENT_USER_KEY, userId],
    queryFn: () => (userId && takePrefetchedCurrentUser(userId)) || fetchCurrentUser(getSupabaseClient(), boardManagerEmails),
    enabled: !!userId,
    staleTime: 60_000,
  });
  return {
    user: query.data ?? null,
    error: query.error,
    isLoading: identity.isLoading || (!!userId && query.isLoading),
    refetch: query.refetch,
  };
};

export const useRefreshCurrentUser = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [CURRENT_USER_KEY] });
};
