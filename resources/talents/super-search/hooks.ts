// The super-search's reads: the commune the radius is drawn around (local data, by INSEE
// code), and one page of public.super_search_talents with its total count (Refine's useCustom).
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useCustom } from "@refinedev/core";
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
  const { query, result } = useCustom<SuperSearchHit[]>({
    url: "rpc/super_search_talents",
    method: "get",
    config: { query: toRpcArgs(criteria, point) },
    queryOptions: { enabled: !waiting, placeholderData: keepPreviousData },
    errorNotification: false,
  });
  // Refine gives a frozen empty object until the first answer
  const rows = Array.isArray(result.data) ? result.data : [];
  return {
    rows,
    total: Number(rows[0]?.total_count ?? 0),
    isError: query.isError,
    error: query.error,
    isFetching: query.isFetching,
  };
};
