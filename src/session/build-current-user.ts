// The signed-in user as the shell sees it: profile, team membership, roles, workspaces and
// the derived flags of docs/rules/roles.md#derived-flags. Pure: the queries live in fetch-current-user.ts.
import { displayName } from "../lib/names/display-name.ts";
import { deriveFlags, type DerivedFlags } from "../lib/roles/flags.ts";
import type { AppRole } from "../lib/roles/roles.ts";
import type { AuthProfile, TeamMemberRow, WorkspaceRow } from "../lib/session/types.ts";

export type CurrentUser = {
  profile: AuthProfile;
  name: string;
  teamMember: TeamMemberRow | null;
  roles: AppRole[];
  workspace: WorkspaceRow | null;
  /** the active team members the user manages or refers (docs/rules/roles.md#managees), by name */
  managees: TeamMemberRow[];
  isTeamMember: boolean;
  needsOnboarding: boolean;
  flags: DerivedFlags;
};

export type CurrentUserFacts = {
  profile: AuthProfile;
  teamMember: TeamMemberRow | null;
  roles: AppRole[];
  workspace: WorkspaceRow | null;
  mainWorkspaceId: string | null;
  invitedWorkspaceIds: string[];
  independentManageeCount: number;
  managees?: TeamMemberRow[];
  boardEmails: readonly string[];
};

export const buildCurrentUser = (facts: CurrentUserFacts): CurrentUser => {
  const member = facts.teamMember;
  const isTeamMember = !!member && !member.offboarded_at;
  const level = member?.management_level ?? 1;
  return {
    profile: facts.profile,
    name: displayName({
      first_name: facts.profile.firstName,
      last_name: facts.profile.lastName,
      temp_first_name: member?.temp_first_name,
      temp_last_name: member?.temp_last_name,
    }),
    teamMember: member,
    roles: facts.roles,
    workspace: facts.workspace,
    managees: facts.managees ?? [],
    isTeamMember,
    needsOnboarding: isTeamMember && member?.is_onboarded === false,
    flags: deriveFlags({
      roles: isTeamMember ? facts.roles : [],
      level,
      isInMainWorkspace: !!member?.workspace_id && member.workspace_id === facts.mainWorkspaceId,
      hasIndependentManagees: facts.independentManageeCount > 0,
      isIndependent: member?.is_independent ?? false,
      invitedWorkspaceCount: facts.invitedWorkspaceIds.filter((id) => id !== member?.main_workspace_id).length,
      email: facts.profile.email,
      isAutonomous: member?.is_autonomous ?? false,
      boardEmails: facts.boardEmails,
    }),
  };
};
