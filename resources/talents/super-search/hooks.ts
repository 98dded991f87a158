// The super-search's reads: the commune the radius is drawn around (local data, by INSEE
// code), and one page of public.super_search_talents with its total count.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getSupabaseClient } from "../../../providers/supabase-client.ts";
import { communeByCode, type Commune } from "../../../src/lib/geo/communes.ts";
import { toRpcArgs, type Point, type SuperSearchCriteria } from "./criteria.ts";
import type { SuperSearchHit } from "./types.ts";

/** The commune of the URL (undefined while loading; null when unknown). */
export const useCommune = (code: string | undefined) =>
  useQuery({
    queryKey: ["commune", code],
    enabled: Boolean(code),
    staleTime: Infinity,
    queryFn: async (): Promise<Commune | null> => (await communeByCode(code as string)) ?? null,
  });

export const pointOf = (commune: Commune | null | undefined): Point | undefined =>
  commune?.latitude !== undefined && commune.longitude !== undefined
    ? { latitude: commune.latitude, longitude: commune.longitude }
    : undefined;

/** `waiting`: the commune of the radius is still loading (its coordinates are needed). */
export const useSuperSearch = (criteria: SuperSearchCriteria, point: Point | undefined, waiting: boolean) => {
  const args = toRpcArgs(criteria, point);
  return useQuery({
    queryKey: ["super_search_talents", args],
    enabled: !waiting,
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const { data, error } = await getSupabaseClient().rpc("super_search_talents", args);
      if (error) throw error;
      // the generated row says no column is null; the hit type says which may be
      const rows: SuperSearchHit[] = data ?? [];
      return { rows, total: Number(rows[0]?.total_count ?? 0) };
    },
  });
};
