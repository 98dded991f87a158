// Deep research opens with the developer role, a grant of the member's own (public.has_feature,
// asked from /talents/deep-research/request-access and decided in Paramètres › Membres), or the
// "deep-research" PostHog flag; others are sent to the request-access page. One call each,
// cached by React Query: a « yes » is kept, a « no » asked again at the next visit, so that a
// member granted meanwhile gets in without reloading the app.
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { getAnalytics } from "../../providers/api-client.ts";
import { useHasFeature } from "../components/feature-access/use-feature-access.ts";
import { PageLoading } from "../components/page-loading.tsx";
import { DEEP_RESEARCH_FEATURE } from "../lib/feature-access/feature-access.ts";
import { useCurrentUser } from "../session/use-current-user.ts";

export const DEEP_RESEARCH_FLAG = "deep-research";
export const DEEP_RESEARCH_REQUEST_ACCESS = "/talents/deep-research/request-access";

export const DeepResearchGuard = ({ children }: { children: ReactNode }) => {
  const { user } = useCurrentUser();
  const byRole = !!user?.flags.isDeveloper;
  const granted = useHasFeature(DEEP_RESEARCH_FEATURE, !byRole);
  // the flag is asked only once the member's own grant said no (or could not be read)
  const askFlag = !byRole && (granted.data === false || granted.isError) && !granted.isFetching;
  const flag = useQuery({
    queryKey: ["feature-flag", DEEP_RESEARCH_FLAG],
    queryFn: () => getAnalytics().isFeatureEnabled(DEEP_RESEARCH_FLAG),
    enabled: askFlag,
    staleTime: 5 * 60_000,
    retry: false,
  });
  if (byRole || granted.data === true || flag.data === true) return <>{children}</>;
  // a cached « no » is being asked again: wait for the answer rather than send the member away
  if (!askFlag || flag.isPending) return <PageLoading />;
  return <Navigate to={DEEP_RESEARCH_REQUEST_ACCESS} replace />;
};
