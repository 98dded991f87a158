// The current workspace's settings: its name (the rest is read-only history).
import type { SupabaseClient } from "@supabase/supabase-js";

export const renameWorkspace = async (supabase: SupabaseClient, workspaceId: string, name: string): Promise<void> => {
  const { error } = await supabase.from("workspace").update({ name: name.trim() }).eq("id", workspaceId);
  if (error) throw error;
};
