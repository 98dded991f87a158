import { describe, expect, it } from "vitest";
import {
  canSeeAllWorkspaces,
  canSwitchWorkspace,
  deriveFlags,
  isAutonomous,
  isBoardManager,
  isConsultantOnly,
  isCountryManager,
  isManager,
  isSupportRole,
  type SwitchContext,
} from "./flags.ts";
import { APP_ROLES, isAppRole, type AppRole } from "./roles.ts";

describe("isSupportRole", () => {
  it.each<[AppRole[], boolean]>([
    [["accounting_team_member"], true],
    [["csm_team_member"], true],
    [["team_member_marketing"], true],
    [["external_csm_team_member"], true],
    [["consultant_team_member"], false],
    [["team_member_developer"], false],
    [["team_member_independent_administrator"], false],
    [["consultant_team_member", "csm_team_member"], true],
    [[], false],
  ])("%j → %s", (roles, expected) => {
    expect(isSupportRole(roles)).toBe(expected);
  });
});

describe("isConsultantOnly", () => {
  it.each<[AppRole[], boolean]>([
    [["consultant_team_member", "team_member_marketing"], true],
    [["consultant_team_member"], false],
    [["consultant_team_member", "csm_team_member", "team_member_marketing"], false],
    [["csm_team_member", "team_member_marketing"], false],
    [["consultant_team_member", "consultant_team_member"], false],
  ])("%j → %s", (roles, expected) => {
    expect(isConsultantOnly(roles)).toBe(expected);
  });
});

describe("levels", () => {
  it.each([
    [1, false, false, false, false],
    [1, true, false, false, true],
    [2, false, true, false, true],
    [3, false, true, true, true],
    [4, false, true, true, true],
  ])("level %i, is_autonomous %s", (level, autonomous, manager, country, autonomousFlag) => {
    expect(isManager(level)).toBe(manager);
    expect(isCountryManager(level)).toBe(country);
    expect(isAutonomous(level, autonomous)).toBe(autonomousFlag);
  });
});

describe("isBoardManager", () => {
  const board = ["direction@renfort.test", "ceo@renfort.test"];
  it.each([
    ["direction@renfort.test", true],
    ["Direction@Renfort.test ", true],
    ["manager@renfort.test", false],
    [null, false],
    ["", false],
  ])("%s → %s", (email, expected) => {
    expect(isBoardManager(email, board)).toBe(expected);
  });
});

describe("canSwitchWorkspace — R:ROLE-WS-SWITCH", () => {
  const base: SwitchContext = {
    roles: ["consultant_team_member"],
    level: 1,
    isInMainWorkspace: true,
    hasIndependentManagees: false,
    isIndependent: false,
    invitedWorkspaceCount: 0,
  };
  it.each<[string, Partial<SwitchContext>, boolean]>([
    ["plain consultant", {}, false],
    ["accounting", { roles: ["accounting_team_member"] }, true],
    ["csm", { roles: ["csm_team_member"] }, true],
    ["external csm", { roles: ["external_csm_team_member"] }, true],
    ["marketing", { roles: ["team_member_marketing"] }, true],
    ["developer", { roles: ["team_member_developer"] }, true],
    ["independent administrator", { roles: ["team_member_independent_administrator"] }, true],
    ["manager (level 2)", { level: 2 }, true],
    ["main workspace with independent managees", { hasIndependentManagees: true }, true],
    [
      "independent managees outside the main workspace",
      { hasIndependentManagees: true, isInMainWorkspace: false },
      false,
    ],
    [
      "independent with invited workspaces",
      { isIndependent: true, isInMainWorkspace: false, invitedWorkspaceCount: 1 },
      true,
    ],
    ["independent without invitation", { isIndependent: true, isInMainWorkspace: false }, false],
  ])("%s → %s", (_label, patch, expected) => {
    expect(canSwitchWorkspace({ ...base, ...patch })).toBe(expected);
  });
});

describe("canSeeAllWorkspaces — R:ROLE-WS-ALL", () => {
  it.each<[string, AppRole[], number, boolean]>([
    ["plain consultant", ["consultant_team_member"], 1, false],
    ["manager (level 2)", ["consultant_team_member"], 2, true],
    ["developer", ["team_member_developer"], 1, true],
    ["independent administrator", ["team_member_independent_administrator"], 1, true],
    ["accounting", ["accounting_team_member"], 1, true],
    ["marketing", ["team_member_marketing"], 1, true],
  ])("%s → %s", (_label, roles, level, expected) => {
    expect(canSeeAllWorkspaces(roles, level)).toBe(expected);
  });
});

describe("deriveFlags", () => {
  it("combines every flag — R:ROLE-FLAGS", () => {
    expect(
      deriveFlags({
        roles: ["consultant_team_member"],
        level: 4,
        isInMainWorkspace: true,
        hasIndependentManagees: false,
        isIndependent: false,
        invitedWorkspaceCount: 0,
        email: "direction@renfort.test",
        isAutonomous: false,
        boardEmails: ["direction@renfort.test"],
      }),
    ).toEqual({
      isSupportRole: false,
      isConsultantOnly: false,
      isDeveloper: false,
      isManager: true,
      isCountryManager: true,
      isAutonomous: true,
      isBoardManager: true,
      canSwitchWorkspace: true,
      canSeeAllWorkspaces: true,
    });
  });

  it("knows the seven roles", () => {
    expect(APP_ROLES).toHaveLength(7);
    expect(isAppRole("team_member_developer")).toBe(true);
    expect(isAppRole("admin")).toBe(false);
  });
});
