// The app_role enumeration of the database (docs/rules/roles.md#roles).
export const APP_ROLES = [
  "accounting_team_member",
  "consultant_team_member",
  "csm_team_member",
  "external_csm_team_member",
  "team_member_marketing",
  "team_member_developer",
  "team_member_independent_administrator",
] as const;

export type AppRole = (typeof APP_ROLES)[number];

export const isAppRole = (value: unknown): value is AppRole => APP_ROLES.includes(value as AppRole);

export const SUPPORT_ROLES: readonly AppRole[] = [
  "accounting_team_member",
  "csm_team_member",
  "team_member_marketing",
  "external_csm_team_member",
];
