// Managees for the settings page (spec §6): the server function's ids, rows 50 at a time,
// offboarded left out, sorted by name; and the autonomy switch.
import type { SupabaseClient } from "@supabase/supabase-js";
import { displayName } from "../../../lib/names/display-name.ts";
import { fetchManagees } from "../../../session/managees.ts";
import type { TeamMemberRow } from "../../../lib/session/types.ts";

export const MANAGEES_KEY = "managees";

export const loadManagees = async (supabase: SupabaseClient): Promise<TeamMemberRow[]> =>
  (await fetchManagees(supabase)).sort((a, b) => displayName(a).localeCompare(displayName(b), "fr"));

export const setAutonomous = async (supabase: SupabaseClient, memberId: string, autonomous: boolean): Promise<void> => {
  const { error } = await supabase.from("team_member").update({ is_autonomous: autonomous }).eq("id", memberId);
  if (error) throw error;
};
