// @vitest-environment happy-dom
// The deep-research guard: the developer role opens without asking; a member's grant
// (public.has_feature) or the PostHog flag opens; otherwise the request-access page. A « no » is
// asked again at the next visit: a member granted meanwhile gets in without reloading the app.
import { cleanup, configure, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { BaseRecord } from "@refinedev/core";
import { Link, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RuntimeConfigProvider } from "../config/runtime-config-context.tsx";
import { memoryDataProvider } from "../test/memory-data-provider.ts";
import { renderInApp } from "../test/render.tsx";
import { signedInAs, TEST_RUNTIME_CONFIG } from "../test/session.ts";
import { DEEP_RESEARCH_REQUEST_ACCESS, DeepResearchGuard } from "./deep-research-guard.tsx";

const flag = vi.hoisted(() => ({ enabled: false, asked: 0 }));
vi.mock("../../providers/api-client.ts", () => ({
  getAnalytics: () => ({
    isFeatureEnabled: async () => {
      flag.asked += 1;
      return flag.enabled;
    },
  }),
}));

beforeEach(() => {
  flag.enabled = false;
  flag.asked = 0;
});
afterEach(cleanup);
configure({ asyncUtilTimeout: 10_000 });

const renderGuard = (roles: string[], rows: Record<string, unknown>) => {
  const { dataProvider } = memoryDataProvider(rows as Record<string, BaseRecord[]>);
  renderInApp(
    <RuntimeConfigProvider config={TEST_RUNTIME_CONFIG}>
      <Routes>
        <Route
          path="/talents/deep-research"
          element={
            <DeepResearchGuard>
              <p>La recherche</p>
            </DeepResearchGuard>
          }
        />
        <Route
          path={DEEP_RESEARCH_REQUEST_ACCESS}
          element={
            <>
              <p>La demande d'accès</p>
              <Link to="/talents/deep-research">Y retourner</Link>
            </>
          }
        />
      </Routes>
    </RuntimeConfigProvider>,
    { path: "/talents/deep-research", dataProvider, authProvider: signedInAs(roles, "tm-1") },
  );
};

describe("DeepResearchGuard", () => {
  it("opens to a developer — R:TAL-DEEP-GUARD", { timeout: 30_000 }, async () => {
    renderGuard(["team_member_developer"], {});
    expect(await screen.findByText("La recherche")).toBeInTheDocument();
  });

  it(
    "opens to a member granted the feature, without asking the flag — R:TAL-DEEP-GUARD",
    { timeout: 30_000 },
    async () => {
      renderGuard(["consultant_team_member"], { "rpc/has_feature": true });
      expect(await screen.findByText("La recherche")).toBeInTheDocument();
      expect(flag.asked).toBe(0);
    },
  );

  it("opens with the PostHog flag — R:TAL-DEEP-GUARD", { timeout: 30_000 }, async () => {
    flag.enabled = true;
    renderGuard(["consultant_team_member"], { "rpc/has_feature": false });
    expect(await screen.findByText("La recherche")).toBeInTheDocument();
  });

  it(
    "sends the others to the request page, and lets them in once granted, without a reload — R:TAL-DEEP-GUARD, R:TAL-ACCESS-NOTIFIED",
    { timeout: 30_000 },
    async () => {
      const rows: Record<string, unknown> = { "rpc/has_feature": false };
      renderGuard(["consultant_team_member"], rows);
      expect(await screen.findByText("La demande d'accès")).toBeInTheDocument();
      rows["rpc/has_feature"] = true;
      await userEvent.click(screen.getByRole("link", { name: "Y retourner" }));
      expect(await screen.findByText("La recherche")).toBeInTheDocument();
    },
  );
});
