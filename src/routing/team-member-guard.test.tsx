// @vitest-environment happy-dom
// The main area's guards (docs/rules/roles.md#guards), as src/routes.tsx nests them: a signed-in
// account that is not a team member goes to /403; a member not yet onboarded goes to /onboarding,
// and an onboarded one is sent away from it.
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OnboardingGuard } from "./onboarding-guard.tsx";
import { TeamMemberGuard } from "./team-member-guard.tsx";

const current = vi.hoisted(() => ({ user: null as { isTeamMember: boolean; needsOnboarding: boolean } | null }));
vi.mock("../session/use-current-user.ts", () => ({
  useCurrentUser: () => ({ user: current.user, isLoading: false, error: null, refetch: () => undefined }),
}));

afterEach(cleanup);

const guarded = (on: "main-area" | "onboarding-page", page: ReactNode) => (
  <TeamMemberGuard>
    <OnboardingGuard on={on}>{page}</OnboardingGuard>
  </TeamMemberGuard>
);

const open = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/talents/list" element={guarded("main-area", <p>Les talents</p>)} />
        <Route path="/onboarding" element={guarded("onboarding-page", <p>L'accueil</p>)} />
        <Route path="/403" element={<p>Accès refusé</p>} />
        <Route path="/" element={<p>Le tableau de bord</p>} />
      </Routes>
    </MemoryRouter>,
  );

describe("main-area guards", () => {
  it("send a signed-in account that is not a team member to /403 — R:ROLE-GUARD-MEMBER", async () => {
    current.user = { isTeamMember: false, needsOnboarding: false };
    open("/talents/list");
    expect(await screen.findByText("Accès refusé")).toBeTruthy();
    expect(screen.queryByText("Les talents")).toBeNull();
  });

  it("send a member not yet onboarded to /onboarding, and an onboarded one away from it — R:ROLE-GUARD-ONBOARDING", async () => {
    current.user = { isTeamMember: true, needsOnboarding: true };
    open("/talents/list");
    expect(await screen.findByText("L'accueil")).toBeTruthy();
    cleanup();
    current.user = { isTeamMember: true, needsOnboarding: false };
    open("/onboarding");
    expect(await screen.findByText("Le tableau de bord")).toBeTruthy();
    cleanup();
    open("/talents/list");
    expect(await screen.findByText("Les talents")).toBeTruthy();
  });
});
