// Members of a workspace (spec §7): ids from team_member_workspace, team members and their
// roles read 50 at a time; level and role writes. Users who are not team members never show.
import type { AppSupabaseClient } from "../../../../providers/supabase-client.ts";
import { MEMBER_BATCH_SIZE, inBatches } from "../../../lib/collections/chunk.ts";
import { displayName } from "../../../lib/names/display-name.ts";
import { isAppRole, type AppRole } from "../../../lib/roles/roles.ts";
import { TEAM_MEMBER_SELECT, type TeamMemberRow } from "../../../lib/session/types.ts";

export const MEMBERS_KEY = "workspace-members";

export type MemberWithRoles = TeamMemberRow & { roles: AppRole[] };

type RoleRow = { user_id: string; role: unknown };

export const joinRoles = (members: readonly TeamMemberRow[], roleRows: readonly RoleRow[]): MemberWithRoles[] =>
  members
    .map((member) => ({
      ...member,
      roles: roleRows
        .filter((row) => row.user_id === member.auth_user_id)
        .map((row) => row.role)
        .filter(isAppRole),
    }))
    .sort((a, b) => displayName(a).localeCompare(displayName(b), "fr"));

const fetchTeamMembersByIds = (supabase: AppSupabaseClient, ids: readonly string[]): Promise<TeamMemberRow[]> =>
  inBatches([...new Set(ids)], MEMBER_BATCH_SIZE, async (batch) => {
    const { data, error } = await supabase.from("team_member").select(TEAM_MEMBER_SELECT).in("id", batch);
    if (error) throw error;
    return (data ?? []) as unknown as TeamMemberRow[];
  });

export const fetchWorkspaceMembers = async (
  supabase: AppSupabaseClient,
  workspaceId: string,
): Promise<MemberWithRoles[]> => {
  const { data, error } = await supabase
    .from("team_member_workspace")
    .select("team_member_id")
    .eq("workspace_id", workspaceId);
  if (error) throw error;
  const ids = ((data ?? []) as Array<{ team_member_id: string }>).map((row) => row.team_member_id);
  const members = await fetchTeamMembersByIds(supabase, ids);
  const userIds = members.map((member) => member.auth_user_id).filter((id): id is string => !!id);
  const roleRows = await inBatches(userIds, MEMBER_BATCH_SIZE, async (batch) => {
    const result = await supabase.from("user_role").select("user_id, role").in("user_id", batch);
    if (result.error) throw result.error;
    return (result.data ?? []) as RoleRow[];
  });
  return joinRoles(members, roleRows);
};

export const setManagementLevel = async (
  supabase: AppSupabaseClient,
  memberId: string,
  level: number,
): Promise<void> => {
  const { error } = await supabase.from("team_member").update({ management_level: level }).eq("id", memberId);
  if (error) throw error;
};

export const addRole = async (supabase: AppSupabaseClient, userId: string, role: AppRole): Promise<void> => {
  const { error } = await supabase.from("user_role").insert({ user_id: userId, role });
  if (error) throw error;
};

export const removeRole = async (supabase: AppSupabaseClient, userId: string, role: AppRole): Promise<void> => {
  const { error } = await supabase.from("user_role").delete().eq("user_id", userId).eq("role", role);
  if (error) throw error;
};
