// What the role × table × operation matrix expects: public.role_permission (the permission
// matrix) plus the few membership- and level-based rules of the policies. One definition,
// used by the matrix through the local server (rls-matrix-http.test.ts).
import type { DemoAccount } from "../../seed/accounts.ts";
import type { CaseContext, Op, TableStrategy } from "./matrix.ts";

export type Outcome = "allow" | "deny" | "skip";

export type PermissionRow = { role: string; resource: string; action: string; scope: "all" | "own" };

/** The permission matrix, keyed `role|resource|action`. */
export type Permissions = Map<string, "all" | "own">;

export const permissionsOf = (rows: PermissionRow[]): Permissions =>
  new Map(rows.map((p) => [`${p.role}|${p.resource}|${p.action}`, p.scope]));

/** What the permission matrix grants the account (on a row it does not own, unless `owned`). */
export const can = (perms: Permissions, a: DemoAccount, resource: string, action: Op, owned = false) =>
  a.roles.some((role) => {
    const scope = perms.get(`${role}|${resource}|${action}`);
    return scope === "all" || (scope === "own" && owned);
  });

const DEV = "team_member_developer";

/** The expected outcome: the matrix, plus the membership- and level-based policies. */
export function expected(perms: Permissions, ctx: CaseContext, s: TableStrategy, op: Op, owned: boolean): Outcome {
  const a = ctx.account;
  if (!a.teamMemberId) return "deny";
  const isDev = a.roles.includes(DEV);
  const self = ctx.colleague.key === a.key;
  switch (s.table) {
    case "team_member":
      // members update themselves, managers their managees, country managers (level 3+) anyone
      if (op === "update") return self || isDev || a.managementLevel >= 3 ? "allow" : "deny";
      break;
    case "workspace":
      // country managers (level 3+) rename their current workspace (trigger workspace_check)
      if (op === "update" && a.managementLevel >= 3) return "allow";
      break;
    case "auth_user":
      if (op === "update" && self) return "allow";
      break;
    case "team_member_workspace":
    case "user_role":
      if (op === "insert" || op === "delete") {
        if (s.table === "user_role" && self && !isDev) return "deny"; // nobody edits their own roles
        const ok = isDev || a.managementLevel >= 3;
        // a new membership needs a member visible through another workspace of the caller
        if (s.table === "team_member_workspace" && op === "insert" && ok && a.memberships.length < 2) return "skip";
        return ok ? "allow" : "deny";
      }
      break;
    case "status_history":
      if (op === "select") return can(perms, a, "contract", "select") ? "allow" : "deny";
      break;
    case "file_link":
      if (op === "select") return can(perms, a, "contract", "select") ? "allow" : "deny";
      return can(perms, a, "contract", "update") ? "allow" : "deny";
    case "notification":
      // the sample is addressed to the account
      if (op !== "insert") return "allow";
      break;
  }
  return can(perms, a, s.resource ?? s.table, op, owned) ? "allow" : "deny";
}
