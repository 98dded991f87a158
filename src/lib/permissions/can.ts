// One pure `can()` over the permission data: deny by default. Refine's actions map onto the
// database's (list/show → select, create → insert, edit → update, delete → delete); a role
// allowed on its own rows only ("own" scope) may act, the database narrows the rows.
import type { AppRole } from "../roles/roles.ts";
import { screenRoles, tableGrant } from "./permissions.ts";
import type { DbAction } from "./grants.generated.ts";

const DB_ACTIONS: Record<string, DbAction> = {
  list: "select",
  show: "select",
  field: "select",
  export: "select",
  create: "insert",
  clone: "insert",
  import: "insert",
  edit: "update",
  delete: "delete",
};

export type CanQuery = { resource: string; action: string };

export const toDbAction = (action: string): DbAction | undefined => DB_ACTIONS[action];

/** "all", "own" or null: how far the roles reach for this action. */
export const scopeOf = (roles: readonly AppRole[], { resource, action }: CanQuery): "all" | "own" | null => {
  const screen = screenRoles(resource);
  if (screen) return toDbAction(action) === "select" && roles.some((role) => screen.includes(role)) ? "all" : null;
  const dbAction = toDbAction(action);
  const grant = dbAction ? tableGrant(resource, dbAction) : undefined;
  if (!grant) return null;
  if (roles.some((role) => grant.all.includes(role))) return "all";
  return roles.some((role) => grant.own.includes(role)) ? "own" : null;
};

export const can = (roles: readonly AppRole[], query: CanQuery): boolean => scopeOf(roles, query) !== null;
