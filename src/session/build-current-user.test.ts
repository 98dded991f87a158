import { describe, expect, it } from "vitest";
import { buildCurrentUser, type CurrentUserFacts } from "./build-current-user.ts";
import type { TeamMemberRow } from "../lib/session/types.ts";

const member = (patch: Partial<TeamMemberRow> = {}): TeamMemberRow => ({
  id: "tm-1",
  email: "consultant@renfort.test",
  auth_user_id: "u-1",
  workspace_id: "w-main",
  main_workspace_id: "w-main",
  sees_all_workspaces: false,
  management_level: 1,
  offboarded_at: null,
  manager_id: null,
  is_onboarded: true,
  is_independent: false,
  is_autonomous: false,
  temp_first_name: null,
  temp_last_name: null,
  job_title: null,
  ...patch,
});

const facts = (patch: Partial<CurrentUserFacts> = {}): CurrentUserFacts => ({
  profile: { id: "u-1", email: "consultant@renfort.test", firstName: "Camille", lastName: "Roux" },
  teamMember: member(),
  roles: ["consultant_team_member"],
  workspace: null,
  mainWorkspaceId: "w-main",
  invitedWorkspaceIds: [],
  independentManageeCount: 0,
  boardEmails: ["direction@renfort.test"],
  ...patch,
});

describe("buildCurrentUser", () => {
  it.each<[string, Partial<CurrentUserFacts>, { isTeamMember: boolean; needsOnboarding: boolean; canSwitch: boolean }]>(
    [
      ["plain consultant", {}, { isTeamMember: true, needsOnboarding: false, canSwitch: false }],
      [
        "not a team member",
        { teamMember: null, roles: [] },
        { isTeamMember: false, needsOnboarding: false, canSwitch: false },
      ],
      [
        "offboarded",
        { teamMember: member({ offboarded_at: "2026-01-01" }), roles: ["csm_team_member"] },
        { isTeamMember: false, needsOnboarding: false, canSwitch: false },
      ],
      [
        "to onboard",
        { teamMember: member({ is_onboarded: false }) },
        { isTeamMember: true, needsOnboarding: true, canSwitch: false },
      ],
      ["support role", { roles: ["csm_team_member"] }, { isTeamMember: true, needsOnboarding: false, canSwitch: true }],
      [
        "manager",
        { teamMember: member({ management_level: 2 }) },
        { isTeamMember: true, needsOnboarding: false, canSwitch: true },
      ],
      [
        "main workspace with independent managees",
        { independentManageeCount: 1 },
        { isTeamMember: true, needsOnboarding: false, canSwitch: true },
      ],
      [
        "independent invited elsewhere",
        {
          teamMember: member({ workspace_id: "w-ind", main_workspace_id: "w-ind", is_independent: true }),
          invitedWorkspaceIds: ["w-ind", "w-main"],
        },
        { isTeamMember: true, needsOnboarding: false, canSwitch: true },
      ],
      [
        "independent in its own workspace only",
        {
          teamMember: member({ workspace_id: "w-ind", main_workspace_id: "w-ind", is_independent: true }),
          invitedWorkspaceIds: ["w-ind"],
        },
        { isTeamMember: true, needsOnboarding: false, canSwitch: false },
      ],
    ],
  )("%s", (_label, patch, expected) => {
    const user = buildCurrentUser(facts(patch));
    expect({
      isTeamMember: user.isTeamMember,
      needsOnboarding: user.needsOnboarding,
      canSwitch: user.flags.canSwitchWorkspace,
    }).toEqual(expected);
  });

  it("names the user from the profile, then the team member's temporary names", () => {
    expect(buildCurrentUser(facts()).name).toBe("Camille Roux");
    expect(
      buildCurrentUser(
        facts({
          profile: { id: "u", email: "x@y.z" },
          teamMember: member({ temp_first_name: "Léa", temp_last_name: "Petit" }),
        }),
      ).name,
    ).toBe("Léa Petit");
  });

  it("flags the board manager", () => {
    expect(
      buildCurrentUser(facts({ profile: { id: "u", email: "direction@renfort.test" } })).flags.isBoardManager,
    ).toBe(true);
  });
});
