// Workspace switching: the workspaces the user belongs to (RLS returns exactly those) and the
// switch itself; the database refuses a workspace the member does not belong to.
import type { AppSupabaseClient } from "../../../providers/supabase-client.ts";
import type { WorkspaceRow } from "../../session/types.ts";

export const fetchWorkspaces = async (supabase: AppSupabaseClient): Promise<WorkspaceRow[]> => {
  const { data, error } = await supabase.from("workspace").select("*").order("name");
  if (error) throw error;
  return (data ?? []) as WorkspaceRow[];
};

export const switchWorkspace = async (supabase: AppSupabaseClient, teamMemberId: string, workspaceId: string): Promise<void> => {
  const { error } = await supabase.from("team_member").update({ workspace_id: workspaceId }).eq("id", teamMemberId);
  if (error) throw error;
};
