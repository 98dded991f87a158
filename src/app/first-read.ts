// The current URL's first list read, prefetched at boot with TanStack Query's prefetchQuery
// under the key Refine's useList gives the same read: the deepest matching registry route's
// `firstQuery` (the page's useTable options for the URL's query string). The page's useTable
// then finds the rows in the cache, or joins the read still on the network: one read, started
// beside the user's context read and the page chunk instead of after the first render.
import { keys, type DataProvider, type GetListParams, type ResourceProps } from "@refinedev/core";
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { matchRoutes } from "react-router";
import type { AppRoute, RegistryEntry } from "../../resources/types.ts";
import { routeTableOf } from "../routing/preload-route.ts";

type FirstQuery = NonNullable<AppRoute["firstQuery"]>;

/** The query-string keys Refine's table reads (other keys would join the query's meta). */
const TABLE_PARAMS = /^(currentPage|current|pageSize|sorters\[\d+\]\[(field|order)\])$/;

/**
 * The key of useTable's list query for these params, with Refine's default data provider: its
 * meta is the resource's (without its icon, as Refine sanitizes it) under the read's own.
 */
export const listQueryKey = (
  resources: readonly ResourceProps[],
  { resource, filters, pagination, sorters, meta }: GetListParams,
) => {
  const item = resources.find((r) => (r.identifier ?? r.name) === resource);
  const { icon: _icon, ...resourceMeta } = item?.meta ?? {};
  return keys()
    .data("default")
    .resource(item?.identifier ?? item?.name ?? resource)
    .action("list")
    .params({
      ...resourceMeta,
      ...meta,
      filters: filters ?? [],
      ...(pagination?.mode === "server" && { pagination }),
      ...(sorters && { sorters }),
    })
    .get();
};

/** The first-read declaration of the deepest route matching `pathname` that has one. */
export const firstQueryFor = (registry: readonly RegistryEntry[], pathname: string): FirstQuery | undefined => {
  try {
    const matches =
      matchRoutes(
        routeTableOf(registry, (route) => route.firstQuery),
        pathname,
      ) ?? [];
    return matches
      .map((match) => match.route.handle as FirstQuery | undefined)
      .filter(Boolean)
      .pop();
  } catch {
    return undefined; // a table react-router refuses is the routes' business
  }
};

/**
 * The route's first list read for this URL, if it declares one, with the key the page's useTable
 * gives it: what the boot prefetches, and what the server may read and embed in the page
 * (server/http/first-read.ts).
 */
export const firstReadOf = (
  registry: readonly RegistryEntry[],
  resources: readonly ResourceProps[],
  location: { pathname: string; search: string },
): { params: GetListParams; queryKey: QueryKey } | null => {
  const search = new URLSearchParams(location.search);
  if ([...search.keys()].some((key) => !TABLE_PARAMS.test(key))) return null;
  const params = firstQueryFor(registry, location.pathname)?.(search) ?? null;
  return params && { params, queryKey: listQueryKey(resources, params) };
};

/** Prefetches the route's first list read for this URL, if it declares one; the params read, or null. */
export const prefetchFirstRead = (
  queryClient: QueryClient,
  dataProvider: Pick<DataProvider, "getList">,
  registry: readonly RegistryEntry[],
  resources: readonly ResourceProps[],
  location: { pathname: string; search: string },
): GetListParams | null => {
  const read = firstReadOf(registry, resources, location);
  if (read)
    void queryClient.prefetchQuery({
      queryKey: read.queryKey,
      queryFn: () => dataProvider.getList(read.params),
    });
  return read?.params ?? null;
};
