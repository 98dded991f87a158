// Analytics for team members: identify once, then a page view after every navigation
// except the sign-in pages. The client is a no-op outside production.
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { getAnalytics } from "../../providers/api-client.ts";
import { shouldTrackPageView } from "../lib/analytics/environment.ts";
import { useCurrentUser } from "../session/use-current-user.ts";

const warn = (error: unknown) => console.warn(error instanceof Error ? error.message : error);

export const AnalyticsTracker = () => {
  const { pathname, search } = useLocation();
  const { user } = useCurrentUser();
  const memberId = user?.isTeamMember ? user.teamMember?.id : undefined;
  const identified = useRef<string | null>(null);

  useEffect(() => {
    if (!memberId || identified.current === memberId) return;
    identified.current = memberId;
    getAnalytics().identify(memberId).catch(warn);
  }, [memberId]);

  useEffect(() => {
    if (memberId && shouldTrackPageView(pathname))
      getAnalytics().trackPageView(memberId, window.location.href).catch(warn);
  }, [memberId, pathname, search]);

  return null;
};
