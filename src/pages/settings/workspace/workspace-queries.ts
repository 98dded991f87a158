// The current workspace's settings: its name (the rest is read-only history).
import { can } from "../../../lib/permissions/can.ts";
import type { AppRole } from "../../../lib/roles/roles.ts";

/**
 * Developers (the matrix) and country managers (level 3+) rename the current workspace; the
 * database's policy "workspace: country managers can update their current workspace" decides.
 */
export const canRenameWorkspace = (roles: readonly AppRole[], isCountryManager: boolean): boolean =>
  isCountryManager || can(roles, { resource: "workspace", action: "edit" });
