// A team member not yet onboarded completes /onboarding before anything else; an
// onboarded one is sent away from it.
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useCurrentUser } from "../session/use-current-user.ts";

export const OnboardingGuard = ({ on, children }: { on: "main-area" | "onboarding-page"; children: ReactNode }) => {
  const { user } = useCurrentUser();
  if (on === "main-area" && user?.needsOnboarding) return <Navigate to="/onboarding" replace />;
  if (on === "onboarding-page" && user && !user.needsOnboarding) return <Navigate to="/" replace />;
  return <>{children}</>;
};
