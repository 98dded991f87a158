// Workspace switching: the workspaces the user belongs to (RLS returns exactly those) and the
// switch itself; the database refuses a workspace the member does not belong to.
import type { AppSupabaseClient } from "../../../providers/supabase-client.ts";
import type { WorkspaceRow } from "../../session/types.ts";

export const fetchWorkspaces = async (supabase: AppSupabaseClient): Promise<WorkspaceRow[]> => {
  const { data, error } = await supabase.from("workspace").select("*").order("name");
  if (error) throw error;
  return (data ?? []) as WorkspaceRow[];
};

/** Works in one workspace: lists, counts and search then show its rows only (RLS reads the choice). */
export const switchWorkspace = async (supabase: AppSupabaseClient, teamMemberId: string, workspaceId: string): Promise<void> => {
  const { error } = await supabase.from("team_member").update({ workspace_id: workspaceId, sees_all_workspaces: false }).eq("id", teamMemberId);
  if (error) throw error;
};

/** Reads all one's workspaces at once (new rows still go to the current one); the database checks the roles. */
export const seeAllWorkspaces = async (supabase: AppSupabaseClient, teamMemberId: string): Promise<void> => {
  const { error } = await supabase.from("team_member").update({ sees_all_workspaces: true }).eq("id", teamMemberId);
  if (error) throw error;
};
