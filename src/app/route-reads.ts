// The reads of the pages a URL shows (AppRoute.reads), started with TanStack Query's
// prefetchQuery under the keys Refine's useOne and useList give the same reads: at each
// navigation the router starts them with the pages' code, and the pages' hooks find the rows
// in the cache or join the reads under way, instead of asking once their first render has
// committed (a layout and a page of a few hundred components: a long wait on a busy CPU).
import { keys, type DataProvider, type GetListParams, type GetOneParams, type ResourceProps } from "@refinedev/core";
import type { QueryClient } from "@tanstack/react-query";
import { matchRoutes, type RouteObject } from "react-router";
import type { AppRoute, RegistryEntry } from "../../resources/types.ts";
import { preloadRoutePages, routeTableOf } from "../routing/preload-route.ts";
import { prefetchFirstRead } from "./first-read.ts";

/** The resource's identifier as Refine's hooks pick it (by identifier, then by name). */
const identifierOf = (resources: readonly ResourceProps[], resource: string) => {
  const item = resources.find((r) => r.identifier === resource) ?? resources.find((r) => r.name === resource);
  return item?.identifier ?? item?.name ?? resource;
};

/** useOne's key, default data provider: its params are the hook's own meta. */
export const oneQueryKey = (resources: readonly ResourceProps[], { resource, id, meta }: GetOneParams) =>
  keys()
    .data("default")
    .resource(identifierOf(resources, resource))
    .action("one")
    .id(id)
    .params({ ...meta })
    .get();

/** useList's key, default data provider, for a read that names its pagination mode. */
export const listHookQueryKey = (
  resources: readonly ResourceProps[],
  { resource, filters, pagination, sorters, meta }: GetListParams,
) =>
  keys()
    .data("default")
    .resource(identifierOf(resources, resource))
    .action("list")
    .params({
      ...meta,
      filters,
      ...(pagination?.mode === "server" && { pagination }),
      ...(sorters && { sorters }),
    })
    .get();

const tables = new WeakMap<readonly RegistryEntry[], RouteObject[]>();

/** Starts the reads every route matching `pathname` declares (idempotent: fresh data is not read again). */
export const prefetchRouteReads = (
  queryClient: QueryClient,
  dataProvider: Pick<DataProvider, "getOne" | "getList">,
  registry: readonly RegistryEntry[],
  resources: readonly ResourceProps[],
  pathname: string,
): void => {
  let matches;
  try {
    let table = tables.get(registry);
    if (!table) tables.set(registry, (table = routeTableOf(registry, (route) => route.reads)));
    matches = matchRoutes(table, pathname) ?? [];
  } catch {
    return; // a table react-router refuses is the routes' business
  }
  for (const match of matches) {
    const reads = match.route.handle as AppRoute["reads"];
    for (const read of reads?.(match.params) ?? []) {
      if ("one" in read)
        void queryClient.prefetchQuery({
          queryKey: oneQueryKey(resources, read.one),
          queryFn: () => dataProvider.getOne(read.one),
        });
      else
        void queryClient.prefetchQuery({
          queryKey: listHookQueryKey(resources, read.list),
          queryFn: () => dataProvider.getList(read.list),
        });
    }
  }
};

/**
 * What a navigation to `location` starts at once, beside each other: the page chunks its path
 * needs, the reads its routes declare, and a list's first read (as the boot does for the first
 * URL). Idempotent (the module cache, the query cache).
 */
export const prefetchNavigation = (
  queryClient: QueryClient,
  dataProvider: Pick<DataProvider, "getOne" | "getList">,
  registry: readonly RegistryEntry[],
  resources: readonly ResourceProps[],
  location: { pathname: string; search: string },
): void => {
  preloadRoutePages(registry, location.pathname);
  prefetchRouteReads(queryClient, dataProvider, registry, resources, location.pathname);
  prefetchFirstRead(queryClient, dataProvider, registry, resources, location);
};
