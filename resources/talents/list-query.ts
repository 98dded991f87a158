// The talents list's read, shared by the page (useTable) and the boot prefetch of its route
// (AppRoute.firstQuery): one definition, so that the prefetched read is exactly the page's.
import type { CrudFilters, CrudSort, GetListParams } from "@refinedev/core";
import { talentListSource } from "./filters.ts";
import { talentListSelect } from "./select.ts";

export const TALENT_LIST_RESOURCE = "talent";
export const TALENT_LIST_PAGE_SIZE = 25;
export const TALENT_LIST_SORTERS: CrudSort[] = [{ field: "created_at", order: "desc" }];

const isJobFilter = (filter: CrudFilters[number]) => "field" in filter && filter.field === "talent_job.job_id";

/** The select depends on the filters (an inner embed when filtering on a job); the source on the request's own filters. */
export const talentListMeta = (filters: CrudFilters = []) => ({ select: talentListSelect(filters.some(isJobFilter)), rpc: talentListSource });

/**
 * The list's first read for the URL's query string, as useTable will ask for it: its page, page
 * size and sorters (Refine's syncWithLocation keys), or the defaults. Null with filters in the
 * URL: their typed values are Refine's to parse, and the page then reads by itself.
 */
export const talentListFirstQuery = (search: URLSearchParams): GetListParams | null => {
  if ([...search.keys()].some((key) => key.startsWith("filters"))) return null;
  const sorters: CrudSort[] = [];
  for (let i = 0; search.has(`sorters[${i}][field]`); i += 1) {
    const order = search.get(`sorters[${i}][order]`);
    if (order !== "asc" && order !== "desc") return null;
    sorters.push({ field: search.get(`sorters[${i}][field]`) as string, order });
  }
  const page = Number(search.get("currentPage") ?? search.get("current") ?? 1);
  const pageSize = Number(search.get("pageSize") ?? TALENT_LIST_PAGE_SIZE);
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(pageSize) || pageSize < 1) return null;
  return {
    resource: TALENT_LIST_RESOURCE,
    pagination: { currentPage: page, pageSize, mode: "server" },
    sorters: sorters.length ? sorters : TALENT_LIST_SORTERS,
    filters: [],
    meta: talentListMeta([]),
  };
};
