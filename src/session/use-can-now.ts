// A permission answered in the render itself, from the signed-in user's roles (the identity the
// shell read before any page: src/session/use-status-choices.ts useRoles) and the one rule
// (src/lib/permissions/can.ts) that Refine's access control asks too. For a control that changes
// what a list renders (a selection column): Refine's useCan answers one render later, and the
// list renders every row again when it does. The database decides anyway.
import { can } from "../lib/permissions/can.ts";
import type { AppRole } from "../lib/roles/roles.ts";
import { useRoles } from "./use-status-choices.ts";

export const useCanNow = (resource: string, action: string): boolean =>
  can(useRoles() as readonly AppRole[], { resource, action });
