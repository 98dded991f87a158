// Reads everything the shell needs about the signed-in user, in as few round trips as the
// data allows, and builds the CurrentUser.
import type { SupabaseClient, User } from "@supabase/supabase-js";
import { isAppRole, type AppRole } from "../lib/roles/roles.ts";
import { buildCurrentUser, type CurrentUser } from "./build-current-user.ts";
import { fetchManagees } from "./managees.ts";
import { TEAM_MEMBER_SELECT, type AuthProfile, type AuthUserRow, type TeamMemberRow, type WorkspaceRow } from "./types.ts";

/** The profile row (public.auth_user) first, the login's metadata when the row is unreadable. */
export const profileOf = (user: User, row: AuthUserRow | null): AuthProfile => {
  const meta = (user.user_metadata ?? {}) as Record<string, string | undefined>;
  return {
    id: user.id,
    email: user.email ?? row?.email ?? "",
    firstName: row?.first_name || meta.first_name || undefined,
    lastName: row?.last_name || meta.last_name || undefined,
    phone: row?.phone_number || meta.phone_number || user.phone || undefined,
    avatar: row?.avatar || meta.avatar || undefined,
  };
};

const unwrap = <T>({ data, error }: { data: T | null; error: unknown }): T | null => {
  if (error) throw error;
  return data;
};

export const fetchCurrentUser = async (supabase: SupabaseClient, boardEmails: readonly string[]): Promise<CurrentUser | null> => {
  const { data } = await supabase.auth.getUser();
  if (!data.user) return null;
  const user = data.user;
  const [teamMember, roleRows, profileRow] = await Promise.all([
    supabase.from("team_member").select(TEAM_MEMBER_SELECT).eq("auth_user_id", user.id).maybeSingle().then((r) => unwrap<TeamMemberRow>(r)),
    supabase.from("user_role").select("role").eq("user_id", user.id).then((r) => unwrap<Array<{ role: unknown }>>(r)),
    supabase.from("auth_user").select("*").eq("id", user.id).maybeSingle().then((r) => unwrap<AuthUserRow>(r)),
  ]);
  const roles: AppRole[] = (roleRows ?? []).map((row) => row.role).filter(isAppRole);
  const base = { profile: profileOf(user, profileRow), teamMember, roles, boardEmails };
  if (!teamMember || teamMember.offboarded_at)
    return buildCurrentUser({ ...base, workspace: null, mainWorkspaceId: null, invitedWorkspaceIds: [], independentManageeCount: 0 });

  const [workspace, mainWorkspace, links, managees] = await Promise.all([
    teamMember.workspace_id
      ? supabase.from("workspace").select("*").eq("id", teamMember.workspace_id).maybeSingle().then((r) => unwrap<WorkspaceRow>(r))
      : null,
    supabase.from("workspace").select("id").eq("is_renfort_workspace", true).limit(1).maybeSingle().then((r) => unwrap<{ id: string }>(r)),
    supabase.from("team_member_workspace").select("workspace_id").eq("team_member_id", teamMember.id).then((r) => unwrap<Array<{ workspace_id: string }>>(r)),
    fetchManagees(supabase).catch(() => []),
  ]);
  return buildCurrentUser({
    ...base,
    workspace,
    mainWorkspaceId: mainWorkspace?.id ?? null,
    invitedWorkspaceIds: (links ?? []).map((link) => link.workspace_id),
    independentManageeCount: managees.filter((managee) => managee.is_independent).length,
  });
};
