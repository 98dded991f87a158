// The people the signed-in user manages or refers (spec §6, §7): ids from the
// get_current_user_managees() function, rows read 50 at a time, the offboarded left out.
import type { SupabaseClient } from "@supabase/supabase-js";
import { MEMBER_BATCH_SIZE, inBatches } from "../lib/collections/chunk.ts";
import { TEAM_MEMBER_SELECT, type TeamMemberRow } from "../lib/session/types.ts";

type ManageeRow = { managee_id: string | null } | string | null;

/** Rows are `{ managee_id }`; a bare id (a single-column result some servers flatten) is accepted too. */
export const manageeIdsOf = (rows: readonly ManageeRow[]): string[] =>
  rows.map((row) => (typeof row === "string" ? row : row?.managee_id)).filter((id): id is string => !!id);

export const fetchManageeIds = async (supabase: SupabaseClient): Promise<string[]> => {
  const { data, error } = await supabase.rpc("get_current_user_managees");
  if (error) throw error;
  return manageeIdsOf((data ?? []) as ManageeRow[]);
};

export const fetchTeamMembersByIds = (supabase: SupabaseClient, ids: readonly string[], select = TEAM_MEMBER_SELECT): Promise<TeamMemberRow[]> =>
  inBatches([...new Set(ids)], MEMBER_BATCH_SIZE, async (batch) => {
    const { data, error } = await supabase.from("team_member").select(select).in("id", batch);
    if (error) throw error;
    return (data ?? []) as unknown as TeamMemberRow[];
  });

export const keepActive = (members: readonly TeamMemberRow[]): TeamMemberRow[] => members.filter((member) => !member.offboarded_at);

export const fetchManagees = async (supabase: SupabaseClient): Promise<TeamMemberRow[]> =>
  keepActive(await fetchTeamMembersByIds(supabase, await fetchManageeIds(supabase)));
