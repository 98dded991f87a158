// A list page's read, declared once (resource, page size, default order, meta for the filters)
// and used twice: by the page's useTable (listTableOptions) and by its route's boot prefetch
// (AppRoute.firstQuery = firstListRead(read), src/app/first-read.ts), so that
// the prefetched read is exactly the page's first one and the page takes it over.
import type { CrudFilters, CrudSort, GetListParams, MetaQuery } from "@refinedev/core";

export type ListRead = {
  resource: string;
  pageSize: number;
  /** the order before the user sorts */
  sorters: CrudSort[];
  /** the request's meta (select, rpc…) for the URL's filters */
  meta: (filters: CrudFilters) => MetaQuery;
};

/**
 * The request's meta: the read's own, and `tiebreak: "id"` so that rows equal on the sorted
 * column keep one order from page to page (the data provider orders by it last).
 */
const metaOf = (read: ListRead, filters: CrudFilters): MetaQuery => ({ tiebreak: "id", ...read.meta(filters) });

/** useTable's options for the read, with the URL's filters (useParsed's params.filters). */
export const listTableOptions = (read: ListRead, filters: CrudFilters = []) => ({
  resource: read.resource,
  syncWithLocation: true,
  sorters: { initial: read.sorters },
  pagination: { pageSize: read.pageSize },
  meta: metaOf(read, filters),
});

/**
 * The first read of the list for a URL's query string, as useTable will ask for it: the page,
 * page size and sorters Refine's syncWithLocation writes there, or the read's defaults. Null
 * with filters in the URL (their typed values are Refine's to parse; the page then reads by
 * itself) or values Refine would not read as such.
 */
export const firstListRead =
  (read: ListRead) =>
  (search: URLSearchParams): GetListParams | null => {
    if ([...search.keys()].some((key) => key.startsWith("filters"))) return null;
    const sorters: CrudSort[] = [];
    for (let i = 0; search.has(`sorters[${i}][field]`); i += 1) {
      const order = search.get(`sorters[${i}][order]`);
      if (order !== "asc" && order !== "desc") return null;
      sorters.push({ field: search.get(`sorters[${i}][field]`) as string, order });
    }
    const page = Number(search.get("currentPage") ?? search.get("current") ?? 1);
    const pageSize = Number(search.get("pageSize") ?? read.pageSize);
    if (!Number.isInteger(page) || page < 1 || !Number.isInteger(pageSize) || pageSize < 1) return null;
    return {
      resource: read.resource,
      pagination: { currentPage: page, pageSize, mode: "server" },
      sorters: sorters.length ? sorters : read.sorters,
      filters: [],
      meta: metaOf(read, []),
    };
  };
