// The permission data the front end reads: the database's matrix (grants.generated.ts, written
// from public.role_permission by `npm run db:types`), and the screens that are not a table.
// Role abbreviations are those of the SQL matrix.
import type { AppRole } from "../roles/roles.ts";
import { TABLE_GRANTS, type DbAction, type Grant } from "./grants.generated.ts";
import { SCREEN_PERMISSIONS } from "./screen-permissions.ts";

export type { DbAction, Grant } from "./grants.generated.ts";

export const ROLE_ABBREVIATIONS: Record<string, AppRole> = {
  ACC: "accounting_team_member",
  CONS: "consultant_team_member",
  CSM: "csm_team_member",
  XCSM: "external_csm_team_member",
  MKT: "team_member_marketing",
  DEV: "team_member_developer",
  IND: "team_member_independent_administrator",
};

/** "CONS CSM" → the roles; "ALL" → the seven. */
export const expandRoles = (abbreviations: string): AppRole[] =>
  abbreviations
    .replace("ALL", Object.keys(ROLE_ABBREVIATIONS).join(" "))
    .split(/\s+/)
    .filter(Boolean)
    .map((abbr) => ROLE_ABBREVIATIONS[abbr]);

export type TableResource = keyof typeof TABLE_GRANTS;
export type ScreenSubject = keyof typeof SCREEN_PERMISSIONS;
export type PermissionSubject = TableResource | ScreenSubject;

const TABLES = new Map<string, Grant>(
  Object.entries(TABLE_GRANTS).flatMap(([resource, actions]) =>
    Object.entries(actions).map(([action, grant]): [string, Grant] => [`${resource}:${action}`, grant]),
  ),
);

const SCREENS = new Map<string, readonly AppRole[]>(
  Object.entries(SCREEN_PERMISSIONS).map(([subject, roles]) => [subject, expandRoles(roles)]),
);

export const tableGrant = (resource: string, action: DbAction): Grant | undefined =>
  TABLES.get(`${resource}:${action}`);

export const screenRoles = (subject: string): readonly AppRole[] | undefined => SCREENS.get(subject);

export const isPermissionSubject = (value: unknown): value is PermissionSubject =>
  typeof value === "string" && (SCREENS.has(value) || TABLES.has(`${value}:select`));
