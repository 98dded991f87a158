// The super-search's read (the commune the radius is drawn around: src/domain/talent-search/commune.ts):
// one page of public.super_search_talents with its total count (useRpc).
import { keepPreviousData } from "@tanstack/react-query";
import { useRpc } from "../../../providers/rpc.ts";
import { toRpcArgs, type Point, type SuperSearchCriteria } from "../../../src/domain/talent-search/criteria.ts";
import type { SuperSearchHit } from "../../../src/domain/talent-search/hit.ts";

/** `waiting`: the commune of the radius is still loading (its coordinates are needed). */
export const useSuperSearch = (criteria: SuperSearchCriteria, point: Point | undefined, waiting: boolean) => {
  const { data, query } = useRpc("super_search_talents", toRpcArgs(criteria, point), {
    queryOptions: { enabled: !waiting, placeholderData: keepPreviousData },
    errorNotification: false,
  });
  const rows: SuperSearchHit[] = data ?? [];
  return {
    rows,
    total: Number(rows[0]?.total_count ?? 0),
    isError: query.isError,
    error: query.error,
    isFetching: query.isFetching,
  };
};
