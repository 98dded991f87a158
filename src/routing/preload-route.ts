// The current URL's page chunks, started at boot: the lazy `page` loaders of every registry
// route the path matches (a tab and its parent screen), so that their download and
// evaluation run while the session and access checks are on the network. Only the code is
// fetched; nothing renders before the guards answer, and a failure is left to LazyPage, which
// renders an already loaded page directly (preloadedPage) instead of suspending once more.
import type { ComponentType } from "react";
import { matchRoutes, type RouteObject } from "react-router";
import type { AppRoute, PageLoader, RegistryEntry } from "../../resources/types.ts";

/**
 * The route table as react-router matches it: every area's routes at the root, each carrying
 * `handleOf(route)` (by default its page loader) as its handle.
 */
export const routeTableOf = (
  registry: readonly RegistryEntry[],
  handleOf: (route: AppRoute) => unknown = (route) => route.page,
): RouteObject[] => {
  const toRouteObject = (route: AppRoute): RouteObject =>
    route.path === ""
      ? { index: true, handle: handleOf(route) }
      : { path: route.path, handle: handleOf(route), children: route.children?.map(toRouteObject) };
  return registry.flatMap((entry) => entry.routes.map(toRouteObject));
};

/** The page loaders for `pathname`, outermost first (none when no route matches). */
export const pageLoadersFor = (routes: RouteObject[], pathname: string): PageLoader[] =>
  (matchRoutes(routes, pathname) ?? [])
    .map((match) => match.route.handle as PageLoader | undefined)
    .filter((loader): loader is PageLoader => !!loader);

const loaded = new Map<PageLoader, ComponentType>();

/** The page of a loader the boot preload has already loaded, to render without suspending. */
export const preloadedPage = (loader: PageLoader): ComponentType | undefined => loaded.get(loader);

const tables = new WeakMap<readonly RegistryEntry[], RouteObject[]>();

export const preloadRoutePages = (registry: readonly RegistryEntry[], pathname: string): void => {
  let loaders: PageLoader[] = [];
  try {
    let table = tables.get(registry);
    if (!table) tables.set(registry, (table = routeTableOf(registry)));
    loaders = pageLoadersFor(table, pathname);
  } catch {
    return; // a table react-router refuses is the routes' business, not the preload's
  }
  for (const loader of loaders)
    if (!loaded.has(loader))
      loader().then(
        (page) => loaded.set(loader, page),
        () => undefined,
      );
};
