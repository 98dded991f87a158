// The permission data the front end reads: the database's table matrix, the request tables'
// grants, and the screens. Role abbreviations are those of the SQL matrix.
import type { AppRole } from "../roles/roles.ts";
import { REQUEST_PERMISSIONS } from "./request-permissions.ts";
import { SCREEN_PERMISSIONS } from "./screen-permissions.ts";
import { TABLE_PERMISSIONS, type DbAction } from "./table-permissions.ts";

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

export type TableResource = (typeof TABLE_PERMISSIONS)[number][0] | (typeof REQUEST_PERMISSIONS)[number][0];
export type ScreenSubject = keyof typeof SCREEN_PERMISSIONS;
export type PermissionSubject = TableResource | ScreenSubject;

export type Grant = { all: readonly AppRole[]; own: readonly AppRole[] };

const TABLES = new Map<string, Grant>(
  [...TABLE_PERMISSIONS, ...REQUEST_PERMISSIONS].map(([resource, action, all, own]) => [
    `${resource}:${action}`,
    { all: expandRoles(all), own: expandRoles(own) },
  ]),
);

const SCREENS = new Map<string, readonly AppRole[]>(Object.entries(SCREEN_PERMISSIONS).map(([subject, roles]) => [subject, expandRoles(roles)]));

export const tableGrant = (resource: string, action: DbAction): Grant | undefined => TABLES.get(`${resource}:${action}`);

export const screenRoles = (subject: string): readonly AppRole[] | undefined => SCREENS.get(subject);

export const isPermissionSubject = (value: unknown): value is PermissionSubject =>
  typeof value === "string" && (SCREENS.has(value) || TABLES.has(`${value}:select`));
