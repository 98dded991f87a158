// The current workspace's settings: its name (the rest is read-only history).
import type { AppSupabaseClient } from "../../../../providers/supabase-client.ts";

export const renameWorkspace = async (supabase: AppSupabaseClient, workspaceId: string, name: string): Promise<void> => {
  const { error } = await supabase.from("workspace").update({ name: name.trim() }).eq("id", workspaceId);
  if (error) throw error;
};
