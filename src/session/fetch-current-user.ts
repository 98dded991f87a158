// Reads everything the shell needs about the signed-in user, in as few round trips as the
// data allows (one batch, beside the auth server's check of the user), and builds the CurrentUser.
import type { SupabaseClient, User } from "@supabase/supabase-js";
import { isAppRole, type AppRole } from "../lib/roles/roles.ts";
import { buildCurrentUser, type CurrentUser } from "./build-current-user.ts";
import { fetchManagees } from "./managees.ts";
import { TEAM_MEMBER_SELECT, type AuthProfile, type AuthUserRow, type TeamMemberRow, type WorkspaceRow } from "./types.ts";
import { verifiedUser } from "./verified-user.ts";

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

/** The member row with its workspace and invitations embedded: one round trip instead of two. */
const CURRENT_MEMBER_SELECT = `${TEAM_MEMBER_SELECT}, current_workspace:workspace!team_member_workspace_id_fkey(*), invitations:team_member_workspace(workspace_id)`;
type CurrentMemberRow = TeamMemberRow & { current_workspace?: WorkspaceRow | null; invitations?: Array<{ workspace_id: string }> | null };

/** Every read in one parallel batch, keyed on the session's user id; kept only if the auth server confirms that user. */
const readAll = (supabase: SupabaseClient, userId: string) =>
  Promise.all([
    supabase.from("team_member").select(CURRENT_MEMBER_SELECT).eq("auth_user_id", userId).maybeSingle().then((r) => unwrap(r as { data: CurrentMemberRow | null; error: unknown })),
    supabase.from("user_role").select("role").eq("user_id", userId).then((r) => unwrap<Array<{ role: unknown }>>(r)),
    supabase.from("auth_user").select("*").eq("id", userId).maybeSingle().then((r) => unwrap<AuthUserRow>(r)),
    supabase.from("workspace").select("id").eq("is_renfort_workspace", true).limit(1).maybeSingle().then((r) => unwrap<{ id: string }>(r)),
    fetchManagees(supabase).catch(() => []),
  ]);

export const fetchCurrentUser = async (supabase: SupabaseClient, boardEmails: readonly string[]): Promise<CurrentUser | null> => {
  const { data: session } = await supabase.auth.getSession();
  const sessionUserId = session.session?.user.id;
  // the verified user (auth server) and the reads under RLS, side by side
  const reads = sessionUserId ? readAll(supabase, sessionUserId) : null;
  reads?.catch(() => undefined);
  const user = await verifiedUser(supabase);
  if (!user) return null;
  const [member, roleRows, profileRow, mainWorkspace, managees] = await (user.id === sessionUserId && reads ? reads : readAll(supabase, user.id));
  const { current_workspace: workspace = null, invitations = [], ...teamMember } = member ?? {};
  const roles: AppRole[] = (roleRows ?? []).map((row) => row.role).filter(isAppRole);
  const base = { profile: profileOf(user, profileRow), teamMember: member ? (teamMember as TeamMemberRow) : null, roles, boardEmails };
  if (!member || member.offboarded_at)
    return buildCurrentUser({ ...base, workspace: null, mainWorkspaceId: null, invitedWorkspaceIds: [], independentManageeCount: 0 });
  return buildCurrentUser({
    ...base,
    workspace: workspace ?? null,
    mainWorkspaceId: mainWorkspace?.id ?? null,
    invitedWorkspaceIds: (invitations ?? []).map((link) => link.workspace_id),
    independentManageeCount: managees.filter((managee) => managee.is_independent).length,
  });
};
