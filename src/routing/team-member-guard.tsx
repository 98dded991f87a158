// The main area is for team members: a signed-in user who is not one (or has left) goes to /403.
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { PageLoading } from "../components/page-loading.tsx";
import { ErrorPage } from "../layout/errors/lazy-errors.tsx";
import { useCurrentUser } from "../session/use-current-user.ts";

export const TeamMemberGuard = ({ children }: { children: ReactNode }) => {
  const { user, isLoading, error, refetch } = useCurrentUser();
  if (isLoading) return <PageLoading />;
  if (error) return <ErrorPage error={error} onRetry={() => void refetch()} />;
  if (!user?.isTeamMember) return <Navigate to="/403" replace />;
  return <>{children}</>;
};
