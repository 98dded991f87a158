// Feature access's reads and writes (docs/rules/talents-documents.md#feature-access): whether the
// user has a feature (public.has_feature, the guard's one call), the user's latest request, and
// asking. A « no » is never kept: the guard asks again at each visit, so that a member granted
// meanwhile gets in without reloading the app; a « yes » is kept five minutes.
import { useCreate, useList } from "@refinedev/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRpcCall } from "../../../providers/rpc.ts";
import type { AccessRequest, Feature } from "../../lib/feature-access/feature-access.ts";

const GRANTED_FOR = 5 * 60_000;

export const featureAccessKey = (feature: Feature) => ["feature-access", feature] as const;

/** public.has_feature(feature) for the signed-in user (a grant, or the developer role). */
export const useHasFeature = (feature: Feature, enabled = true) => {
  const callRpc = useRpcCall();
  return useQuery({
    queryKey: featureAccessKey(feature),
    queryFn: async () => (await callRpc("has_feature", { p_feature: feature })) === true,
    enabled,
    staleTime: (query) => (query.state.data === true ? GRANTED_FOR : 0),
    retry: false,
  });
};

/** Forgets what the user's access was (after a decision the page learns of), for the guard to ask again. */
export const useForgetFeatureAccess = () => {
  const queryClient = useQueryClient();
  return (feature: Feature) => queryClient.invalidateQueries({ queryKey: featureAccessKey(feature) });
};

/** The signed-in member's latest request for the feature (RLS: a requester reads their own). */
export const useMyLatestRequest = (feature: Feature, teamMemberId: string | null) => {
  const { result, query } = useList<AccessRequest>({
    resource: "feature_access_request",
    filters: [
      { field: "team_member_id", operator: "eq", value: teamMemberId },
      { field: "feature", operator: "eq", value: feature },
    ],
    sorters: [{ field: "created_at", order: "desc" }],
    pagination: { currentPage: 1, pageSize: 1, mode: "server" },
    liveMode: "off",
    queryOptions: { enabled: !!teamMemberId },
  });
  return { latest: result.data[0], isLoading: query.isLoading, isError: query.isError, refetch: query.refetch };
};

/** Asks for the feature; the database sets the requester, the workspace and the pending status. */
export const useAskFeature = () => {
  const { mutateAsync, mutation } = useCreate<AccessRequest>();
  const ask = (feature: Feature, reason: string) =>
    mutateAsync({
      resource: "feature_access_request",
      values: { feature, reason },
      successNotification: false,
      errorNotification: false,
    });
  return { ask, isPending: mutation.isPending };
};
