// With no signed-in user, a guarded path is remembered in the redirect cookie and the
// visitor goes to the login route (docs/rules/roles.md#guards).
import { useIsAuthenticated } from "@refinedev/core";
import { useEffect, type ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { PageLoading } from "../components/page-loading.tsx";
import { requiresSignIn } from "../lib/routing/guard-rules.ts";
import { rememberRedirect } from "../lib/routing/redirect-cookie.ts";
import { GLOBAL_GUARD } from "./guard-options.ts";

export const GlobalGuard = ({ children }: { children: ReactNode }) => {
  const location = useLocation();
  const guarded = requiresSignIn(location.pathname, GLOBAL_GUARD);
  const { data, isLoading } = useIsAuthenticated();
  const signedOut = guarded && !isLoading && !data?.authenticated;
  const wanted = `${location.pathname}${location.search}${location.hash}`;

  useEffect(() => {
    if (signedOut && GLOBAL_GUARD.rememberRedirect) rememberRedirect(document, wanted);
  }, [signedOut, wanted]);

  if (!guarded) return <>{children}</>;
  if (isLoading) return <PageLoading />;
  if (signedOut) return <Navigate to={GLOBAL_GUARD.loginRoute} replace />;
  return <>{children}</>;
};
