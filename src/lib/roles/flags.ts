// Flags derived from a team member's roles, level and situation (docs/rules/roles.md#derived-flags).
import { SUPPORT_ROLES, type AppRole } from "./roles.ts";

export const MIN_MANAGEMENT_LEVEL = 1;
export const MAX_MANAGEMENT_LEVEL = 4;
export const COUNTRY_MANAGER_LEVEL = 3;

export const isSupportRole = (roles: readonly AppRole[]): boolean => roles.some((role) => SUPPORT_ROLES.includes(role));

/** Consultant plus exactly one other role, as the spec words it. */
export const isConsultantOnly = (roles: readonly AppRole[]): boolean =>
  roles.includes("consultant_team_member") && new Set(roles).size === 2;

export const isDeveloper = (roles: readonly AppRole[]): boolean => roles.includes("team_member_developer");

export const isManager = (level: number): boolean => level > MIN_MANAGEMENT_LEVEL;

export const isCountryManager = (level: number): boolean => level >= COUNTRY_MANAGER_LEVEL;

export const isAutonomous = (level: number, autonomous: boolean): boolean => isManager(level) || autonomous;

export const isBoardManager = (email: string | null | undefined, boardEmails: readonly string[]): boolean =>
  !!email && boardEmails.some((board) => board.trim().toLowerCase() === email.trim().toLowerCase());

export type SwitchContext = {
  roles: readonly AppRole[];
  level: number;
  isInMainWorkspace: boolean;
  hasIndependentManagees: boolean;
  isIndependent: boolean;
  invitedWorkspaceCount: number;
};

/** Who may switch workspace (docs/rules/roles.md#workspaces). */
export const canSwitchWorkspace = (c: SwitchContext): boolean =>
  isSupportRole(c.roles) ||
  isDeveloper(c.roles) ||
  c.roles.includes("team_member_independent_administrator") ||
  isManager(c.level) ||
  (c.isInMainWorkspace && c.hasIndependentManagees) ||
  (c.isIndependent && c.invitedWorkspaceCount > 0);

/**
 * Who may read all their workspaces at once ("Tous mes workspaces"): roles whose work spans
 * workspaces. Mirrors private.may_see_all_workspaces(), which decides.
 */
export const canSeeAllWorkspaces = (roles: readonly AppRole[], level: number): boolean =>
  isSupportRole(roles) ||
  isDeveloper(roles) ||
  roles.includes("team_member_independent_administrator") ||
  isManager(level);

export type DerivedFlags = {
  isSupportRole: boolean;
  isConsultantOnly: boolean;
  isDeveloper: boolean;
  isManager: boolean;
  isCountryManager: boolean;
  isAutonomous: boolean;
  isBoardManager: boolean;
  canSwitchWorkspace: boolean;
  canSeeAllWorkspaces: boolean;
};

export const deriveFlags = (
  c: SwitchContext & { email: string | null | undefined; isAutonomous: boolean; boardEmails: readonly string[] },
): DerivedFlags => ({
  isSupportRole: isSupportRole(c.roles),
  isConsultantOnly: isConsultantOnly(c.roles),
  isDeveloper: isDeveloper(c.roles),
  isManager: isManager(c.level),
  isCountryManager: isCountryManager(c.level),
  isAutonomous: isAutonomous(c.level, c.isAutonomous),
  isBoardManager: isBoardManager(c.email, c.boardEmails),
  canSwitchWorkspace: canSwitchWorkspace(c),
  canSeeAllWorkspaces: canSeeAllWorkspaces(c.roles, c.level),
});
