// Deep research opens with the "deep-research" feature flag or the developer role; others
// are sent to the request-access page.
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { getAnalytics } from "../../providers/api-client.ts";
import { PageLoading } from "../components/page-loading.tsx";
import { useCurrentUser } from "../session/use-current-user.ts";

export const DEEP_RESEARCH_FLAG = "deep-research";
export const DEEP_RESEARCH_REQUEST_ACCESS = "/talents/deep-research/request-access";

export const DeepResearchGuard = ({ children }: { children: ReactNode }) => {
  const { user } = useCurrentUser();
  const byRole = !!user?.flags.isDeveloper;
  const flag = useQuery({
    queryKey: ["feature-flag", DEEP_RESEARCH_FLAG],
    queryFn: () => getAnalytics().isFeatureEnabled(DEEP_RESEARCH_FLAG),
    enabled: !byRole,
    staleTime: 5 * 60_000,
    retry: false,
  });
  if (byRole || flag.data === true) return <>{children}</>;
  if (flag.isLoading) return <PageLoading />;
  return <Navigate to={DEEP_RESEARCH_REQUEST_ACCESS} replace />;
};
