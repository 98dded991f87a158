// The current workspace's settings: its name (the rest is read-only history).
import type { AppSupabaseClient } from "../../../../providers/supabase-client.ts";
import { can } from "../../../lib/permissions/can.ts";
import type { AppRole } from "../../../lib/roles/roles.ts";

/**
 * Developers (the matrix) and country managers (level 3+) rename the current workspace; the
 * database's policy "workspace: country managers can update their current workspace" decides.
 */
export const canRenameWorkspace = (roles: readonly AppRole[], isCountryManager: boolean): boolean =>
  isCountryManager || can(roles, { resource: "workspace", action: "edit" });

export const renameWorkspace = async (
  supabase: AppSupabaseClient,
  workspaceId: string,
  name: string,
): Promise<void> => {
  const { error } = await supabase.from("workspace").update({ name: name.trim() }).eq("id", workspaceId);
  if (error) throw error;
};
