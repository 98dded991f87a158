// Row shapes the shell reads, as the core-database migration defines them.
// Hand-written until src/database.types.ts is generated from the migrations.
export type AuthUserRow = {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone_number: string | null;
  /** a path in the private "avatars" bucket (`<user_id>/…`), or an absolute URL */
  avatar: string | null;
};

export type TeamMemberRow = {
  id: string;
  email: string;
  auth_user_id: string | null;
  workspace_id: string;
  main_workspace_id: string;
  /** reads all their workspaces at once ("Tous mes workspaces") instead of the current one */
  sees_all_workspaces: boolean;
  management_level: number;
  offboarded_at: string | null;
  manager_id: string | null;
  is_onboarded: boolean;
  is_independent: boolean;
  is_autonomous: boolean;
  temp_first_name: string | null;
  temp_last_name: string | null;
  job_title: string | null;
  /** the profile behind the login, embedded through team_member.auth_user_id */
  auth_user?: Pick<AuthUserRow, "first_name" | "last_name" | "email" | "phone_number" | "avatar"> | null;
};

/** team_member with its profile: names live on auth_user. */
export const TEAM_MEMBER_SELECT =
  "*, auth_user:auth_user!team_member_auth_user_id_fkey(first_name, last_name, email, phone_number, avatar)";

export type WorkspaceType = "internal" | "external";

export type WorkspaceRow = {
  id: string;
  name: string;
  created_at: string;
  type: WorkspaceType;
  is_renfort_workspace: boolean;
  is_independent_workspace: boolean;
  data_transferred_at: string | null;
  data_transferred_to: string | null;
  data_transferred_by: string | null;
};

export type AuthProfile = {
  id: string;
  email: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  avatar?: string;
};
