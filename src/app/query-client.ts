// Refine's query client, with Refine's own defaults (no refetch on window focus, previous data
// kept while the next page loads), and one addition: a list query created while a prefetched
// read of the same params has already arrived (providers/prefetched-lists.ts) starts from its
// rows. The page's first render thus shows them, instead of an empty table and a second render
// a moment later; the query's first fetch then takes the prefetched read (no second request).
import type { GetListParams } from "@refinedev/core";
import { keepPreviousData, QueryCache, QueryClient, type QueryClientConfig } from "@tanstack/react-query";
import { arrivedPrefetchedList, hasPrefetchedLists } from "../../providers/prefetched-lists.ts";

type Key = readonly unknown[];

/** A Refine list query key (`keys().data(dp).resource(r).action("list").params(p)`) as the getList params it reads. */
export const listParamsOfKey = (key: Key): GetListParams | null => {
  const [scope, , resource, action, params] = key;
  if (scope !== "data" || action !== "list" || typeof resource !== "string" || !params || typeof params !== "object") return null;
  const { filters, pagination, sorters, ...meta } = params as Record<string, unknown>;
  return { resource, filters, pagination, sorters, meta } as GetListParams;
};

/** A query cache whose new list queries start from an arrived prefetched read of their params. */
const seededQueryCache = (): QueryCache => {
  const cache = new QueryCache();
  const build = cache.build.bind(cache);
  type Options = Parameters<QueryCache["build"]>[1];
  const seeded = (options: Options): Options => {
    // build runs on every render of every query: the cheap tests first
    const params = hasPrefetchedLists() && options.initialData === undefined ? listParamsOfKey(options.queryKey) : null;
    if (!params || cache.find({ queryKey: options.queryKey, exact: true })) return options;
    const arrived = arrivedPrefetchedList(params);
    return arrived ? { ...options, initialData: arrived } : options;
  };
  const seededBuild = (client: QueryClient, options: Options, state?: Parameters<QueryCache["build"]>[2]) => build(client, state === undefined ? seeded(options) : options, state);
  cache.build = seededBuild as QueryCache["build"];
  return cache;
};

export const createQueryClient = (config: QueryClientConfig = {}): QueryClient =>
  new QueryClient({
    ...config,
    queryCache: seededQueryCache(),
    defaultOptions: { ...config.defaultOptions, queries: { refetchOnWindowFocus: false, placeholderData: keepPreviousData, ...config.defaultOptions?.queries } },
  });
