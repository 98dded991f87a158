// A dynamic pool is a saved super-search (docs/rules/talents-documents.md#hiring-pools): its
// criteria column holds public.super_search_talents' named arguments ("args", read back by
// public.hiring_pool_members), the super-search's query string ("search", to reopen it) and, for
// « disponible au plus tard le », a number of days from the day of each reading
// ("available_within_days"): a pool read next month still means « disponible sous 15 jours ».
import type { Json } from "../../database.types.ts";
import { criteriaToParams, toRpcArgs, type Point, type SuperSearchCriteria } from "./criteria.ts";

export type PoolCriteria = {
  args: Record<string, Json>;
  search: string;
  available_within_days?: number;
};

const DAY_MS = 86_400_000;

/** Whole days from `today` to the ISO day `until` (0 when it is past). */
export const daysUntil = (until: string, today = new Date()): number => {
  const start = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  const end = Date.parse(`${until.slice(0, 10)}T00:00:00Z`);
  return Number.isFinite(end) ? Math.max(0, Math.round((end - start) / DAY_MS)) : 0;
};

/** The criteria column of a pool saving this search (the commune's point: its radius needs it). */
export const poolCriteriaOf = (c: SuperSearchCriteria, point?: Point, today = new Date()): PoolCriteria => {
  const { p_limit: _limit, p_offset: _offset, p_available_by: _by, ...args } = toRpcArgs({ ...c, page: 1 }, point);
  return {
    args: args as Record<string, Json>,
    search: criteriaToParams({ ...c, page: 1 }).toString(),
    ...(c.availableBy ? { available_within_days: daysUntil(c.availableBy, today) } : {}),
  };
};

/** The saved search's query string, to open it in the super-search (undefined for a static pool). */
export const poolSearchOf = (criteria: Json | null | undefined): string | undefined => {
  if (!criteria || typeof criteria !== "object" || Array.isArray(criteria)) return undefined;
  const search = criteria.search;
  return typeof search === "string" ? search : undefined;
};

/** The relative availability of a saved search, if any. */
export const poolWithinDaysOf = (criteria: Json | null | undefined): number | undefined => {
  if (!criteria || typeof criteria !== "object" || Array.isArray(criteria)) return undefined;
  const days = criteria.available_within_days;
  return typeof days === "number" ? days : undefined;
};

/** The super-search with a pool's saved query string; with its id, to update the pool's criteria there. */
export const superSearchLink = (search: string | undefined, poolId?: string): string => {
  const params = new URLSearchParams(search ?? "");
  if (poolId) params.set("pool", poolId);
  const query = params.toString();
  return `/talents/super-search${query ? `?${query}` : ""}`;
};
