// @vitest-environment happy-dom
// The team members list against the in-memory data provider: rows with roles, manager and
// state, the count, the empty and error states.
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { memoryDataProvider } from "../../src/test/memory-data-provider.ts";
import { RuntimeConfigProvider } from "../../src/config/runtime-config-context.tsx";
import { renderInApp } from "../../src/test/render.tsx";
import { TeamMemberList } from "./list.tsx";

afterEach(cleanup);

const MEMBER = {
  id: "tm-1",
  email: "camille.roux@renfort.test",
  auth_user_id: "u-1",
  full_name: "Camille Roux",
  job_title: "Consultante",
  management_level: 2,
  manager_id: "tm-0",
  manager_name: "Hugo Bernard",
  business_unit_id: null,
  business_unit_name: "BTP Lyon",
  offboarded_at: "2026-10-01T09:00:00Z",
  is_offboarded: true,
  is_independent: false,
  is_autonomous: false,
  roles: ["consultant_team_member", "csm_team_member"],
  created_at: "2026-01-05T10:00:00Z",
};

const CONFIG = {
  supabaseUrl: "http://localhost",
  supabaseAnonKey: "anon",
  apiUrl: "http://localhost/api",
  boardManagerEmails: [],
  environment: "local" as const,
};

const renderList = (...args: Parameters<typeof memoryDataProvider>) =>
  renderInApp(
    <RuntimeConfigProvider config={CONFIG}>
      <TeamMemberList />
    </RuntimeConfigProvider>,
    { path: "/team-members", dataProvider: memoryDataProvider(...args).dataProvider },
  );

describe("TeamMemberList", () => {
  it("shows each member with roles, level, manager, business unit and state", { timeout: 60_000 }, async () => {
    renderList({ team_member_directory: [MEMBER] });
    await screen.findByText("Membres trouvés : 1", undefined, { timeout: 30_000 });
    const row = screen.getAllByRole("row")[1]!;
    expect(row).toHaveTextContent("Camille Roux");
    expect(row).toHaveTextContent("Consultant");
    expect(row).toHaveTextContent("Hugo Bernard");
    expect(row).toHaveTextContent("BTP Lyon");
    expect(within(row).getByText("Parti(e)")).toBeInTheDocument();
    expect(row).toHaveTextContent("01/10/2026");
  });

  it("says in French that there is no member", async () => {
    renderList({ team_member_directory: [] });
    expect(await screen.findByText("Aucun résultat")).toBeInTheDocument();
    expect(screen.getByText("Membres trouvés : 0")).toBeInTheDocument();
  });

  it("explains in French that the list could not be read", async () => {
    renderList({}, undefined, { team_member_directory: { message: "permission denied", statusCode: 403 } });
    expect(await screen.findByText("Impossible de charger la liste")).toBeInTheDocument();
  });
});
