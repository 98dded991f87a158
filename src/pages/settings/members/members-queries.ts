// Members of a workspace (docs/rules/roles.md#workspaces): the team members linked to it (inner embed of
// team_member_workspace), each with its login's roles, in one read through Refine; level and
// role writes through Refine's mutations. Users who are not team members never show.
import { useCreate, useDelete, useInvalidate, useList, useUpdate } from "@refinedev/core";
import { displayName } from "../../../lib/names/display-name.ts";
import { isAppRole, type AppRole } from "../../../lib/roles/roles.ts";
import type { TeamMemberRow } from "../../../lib/session/types.ts";

export type MemberWithRoles = TeamMemberRow & { roles: AppRole[]; roleIds: Partial<Record<AppRole, string>> };

type RoleRow = { id: string; role: unknown };

/** A team member as read: its login's profile carries the login's role rows. */
export type MemberRow = Omit<TeamMemberRow, "auth_user"> & {
  auth_user: (NonNullable<TeamMemberRow["auth_user"]> & { user_role?: RoleRow[] | null }) | null;
};

export const MEMBERS_SELECT =
  "*, auth_user:auth_user!team_member_auth_user_id_fkey(first_name, last_name, email, phone_number, avatar, " +
  "user_role!user_role_user_id_fkey(id, role)), team_member_workspace!inner(workspace_id)";

/** Each member with its known roles (and their rows' ids, to remove one), sorted by name. */
export const withRoles = (rows: readonly MemberRow[]): MemberWithRoles[] =>
  rows
    .map(({ auth_user, ...member }) => {
      const roleRows = (auth_user?.user_role ?? []).filter((row): row is RoleRow & { role: AppRole } =>
        isAppRole(row.role),
      );
      const profile = auth_user ? { ...auth_user } : null;
      if (profile) delete profile.user_role;
      return {
        ...member,
        auth_user: profile,
        roles: roleRows.map((row) => row.role),
        roleIds: Object.fromEntries(roleRows.map((row) => [row.role, row.id])),
      };
    })
    .sort((a, b) => displayName(a).localeCompare(displayName(b), "fr"));

export const useWorkspaceMembers = (workspaceId: string | null) => {
  const { result, query } = useList<MemberRow>({
    resource: "team_member",
    filters: [{ field: "team_member_workspace.workspace_id", operator: "eq", value: workspaceId }],
    pagination: { mode: "off" },
    meta: { select: MEMBERS_SELECT },
    liveMode: "off",
    queryOptions: { enabled: !!workspaceId },
  });
  return { members: withRoles(result.data ?? []), isLoading: query.isLoading };
};

/** The page shows its own toasts. */
const QUIET = { successNotification: false, errorNotification: false } as const;

/** The writes of the members page; each refreshes the members' list. */
export const useMemberWrites = () => {
  const { mutateAsync: update } = useUpdate();
  const { mutateAsync: create } = useCreate();
  const { mutateAsync: remove } = useDelete();
  const invalidate = useInvalidate();
  const refresh = () => invalidate({ resource: "team_member", invalidates: ["list"] });
  return {
    refresh,
    setManagementLevel: async (memberId: string, level: number) => {
      await update({ resource: "team_member", id: memberId, values: { management_level: level }, ...QUIET });
      await refresh();
    },
    addRole: async (userId: string, role: AppRole) => {
      await create({ resource: "user_role", values: { user_id: userId, role }, ...QUIET });
      await refresh();
    },
    removeRole: async (member: MemberWithRoles, role: AppRole) => {
      const id = member.roleIds[role];
      if (id) await remove({ resource: "user_role", id, ...QUIET });
      await refresh();
    },
  };
};
