// The shell's CurrentUser from the signed-in user's context (providers/current-user-context.ts:
// one call to public.current_user_context()).
import type { CurrentUserContext } from "../../providers/current-user-context.ts";
import { displayName } from "../lib/names/display-name.ts";
import { isAppRole, type AppRole } from "../lib/roles/roles.ts";
import { buildCurrentUser, type CurrentUser } from "./build-current-user.ts";
import type { AuthProfile } from "../lib/session/types.ts";

/** The profile row (public.auth_user) first, the login's metadata when the row is unreadable. */
export const profileOf = (context: CurrentUserContext): AuthProfile => {
  const meta = context.user_metadata ?? {};
  const row = context.profile;
  return {
    id: context.user_id,
    email: context.email ?? row?.email ?? "",
    firstName: row?.first_name || meta.first_name || undefined,
    lastName: row?.last_name || meta.last_name || undefined,
    phone: row?.phone_number || meta.phone_number || meta.phone || undefined,
    avatar: row?.avatar || meta.avatar || undefined,
  };
};

export const currentUserOf = (context: CurrentUserContext, boardEmails: readonly string[]): CurrentUser => {
  const member = context.team_member;
  const roles: AppRole[] = (context.roles ?? []).filter(isAppRole);
  const base = { profile: profileOf(context), teamMember: member, roles, boardEmails };
  if (!member || member.offboarded_at)
    return buildCurrentUser({
      ...base,
      workspace: null,
      mainWorkspaceId: null,
      invitedWorkspaceIds: [],
      independentManageeCount: 0,
    });
  return buildCurrentUser({
    ...base,
    workspace: context.workspace ?? null,
    mainWorkspaceId: context.main_workspace_id ?? null,
    invitedWorkspaceIds: context.invited_workspace_ids ?? [],
    independentManageeCount: (context.managees ?? []).filter((managee) => managee.is_independent).length,
    managees: [...(context.managees ?? [])].sort((a, b) => displayName(a).localeCompare(displayName(b), "fr")),
  });
};
