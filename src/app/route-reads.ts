// The reads of the pages a URL shows (AppRoute.reads), started with TanStack Query's
// prefetchQuery under the keys Refine's useOne and useList give the same reads: at each
// navigation the router starts them with the pages' code, and the pages' hooks find the rows
// in the cache or join the reads under way, instead of asking once their first render has
// committed (a layout and a page of a few hundred components: a long wait on a busy CPU).
import { keys, type DataProvider, type GetListParams, type GetOneParams, type ResourceProps } from "@refinedev/core";
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { matchRoutes, type RouteObject } from "react-router";
import type { AppRoute, RegistryEntry } from "../../resources/types.ts";
import { preloadRoutePages, routeTableOf } from "../routing/preload-route.ts";
import { firstReadOf, prefetchFirstRead } from "./first-read.ts";

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

type PageDataProvider = Pick<DataProvider, "getOne" | "getList">;

/** A read a page makes first, under the key its hook gives it, and how to make it. */
export type PageRead = { queryKey: QueryKey; read: (dataProvider: PageDataProvider) => Promise<unknown> };

/** The reads every route matching `pathname` declares, under their hooks' keys. */
export const routeReadsOf = (
  registry: readonly RegistryEntry[],
  resources: readonly ResourceProps[],
  pathname: string,
): PageRead[] => {
  let matches;
  try {
    let table = tables.get(registry);
    if (!table) tables.set(registry, (table = routeTableOf(registry, (route) => route.reads)));
    matches = matchRoutes(table, pathname) ?? [];
  } catch {
    return []; // a table react-router refuses is the routes' business
  }
  return matches.flatMap((match) =>
    ((match.route.handle as AppRoute["reads"])?.(match.params) ?? []).map((read): PageRead =>
      "one" in read
        ? { queryKey: oneQueryKey(resources, read.one), read: (dataProvider) => dataProvider.getOne(read.one) }
        : {
            queryKey: listHookQueryKey(resources, read.list),
            read: (dataProvider) => dataProvider.getList(read.list),
          },
    ),
  );
};

/**
 * Everything a page at `location` reads first: its routes' declared reads and its list's first
 * read. The server makes them for a signed-in navigation and embeds them in the page
 * (server/http/first-read.ts); the boot seeds the query cache with them (embedded-reads.ts).
 */
export const pageReadsOf = (
  registry: readonly RegistryEntry[],
  resources: readonly ResourceProps[],
  location: { pathname: string; search: string },
): PageRead[] => {
  const first = firstReadOf(registry, resources, location);
  return [
    ...routeReadsOf(registry, resources, location.pathname),
    ...(first
      ? [{ queryKey: first.queryKey, read: (dataProvider: PageDataProvider) => dataProvider.getList(first.params) }]
      : []),
  ];
};

/** Starts the reads every route matching `pathname` declares (idempotent: fresh data is not read again). */
export const prefetchRouteReads = (
  queryClient: QueryClient,
  dataProvider: PageDataProvider,
  registry: readonly RegistryEntry[],
  resources: readonly ResourceProps[],
  pathname: string,
): void => {
  for (const { queryKey, read } of routeReadsOf(registry, resources, pathname))
    void queryClient.prefetchQuery({ queryKey, queryFn: () => read(dataProvider) });
};

/**
 * What a navigation to `location` starts at once, beside each other: the page chunks its path
 * needs, the reads its routes declare, and a list's first read (as the boot does for the first
 * URL). Idempotent (the module cache, the query cache).
 */
export const prefetchNavigation = (
  queryClient: QueryClient,
  dataProvider: PageDataProvider,
  registry: readonly RegistryEntry[],
  resources: readonly ResourceProps[],
  location: { pathname: string; search: string },
): void => {
  preloadRoutePages(registry, location.pathname);
  prefetchRouteReads(queryClient, dataProvider, registry, resources, location.pathname);
  prefetchFirstRead(queryClient, dataProvider, registry, resources, location);
};
