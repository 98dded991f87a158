// The app_role enumeration of the database (docs/rules/roles.md#roles), as generated from it.
import { Constants } from "../../database.types.ts";

export const APP_ROLES = Constants.public.Enums.app_role;

export type AppRole = (typeof APP_ROLES)[number];

export const isAppRole = (value: unknown): value is AppRole => APP_ROLES.includes(value as AppRole);

export const SUPPORT_ROLES: readonly AppRole[] = [
  "accounting_team_member",
  "csm_team_member",
  "team_member_marketing",
  "external_csm_team_member",
];
