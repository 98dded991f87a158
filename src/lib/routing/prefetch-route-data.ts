// The current URL's first list read, started at boot once a session is known: the deepest
// matching registry route's `firstQuery` goes to the data provider's prefetchList, which hands
// the result to the page's own getList of the same params (providers/prefetched-lists.ts). The
// read thus runs beside the session checks and the page chunk instead of after the first
// render; the rows are read under the same RLS as the page's read, only earlier.
import type { GetListParams } from "@refinedev/core";
import { matchRoutes } from "react-router";
import type { AppRoute, RegistryEntry } from "../../../resources/types.ts";
import { routeTableOf } from "./preload-route.ts";

type FirstQuery = NonNullable<AppRoute["firstQuery"]>;

/** The first-query declaration of the deepest route matching `pathname` that has one. */
export const firstQueryFor = (registry: readonly RegistryEntry[], pathname: string): FirstQuery | undefined => {
  try {
    const matches = matchRoutes(routeTableOf(registry, (route) => route.firstQuery), pathname) ?? [];
    return matches.map((match) => match.route.handle as FirstQuery | undefined).filter(Boolean).pop();
  } catch {
    return undefined; // a table react-router refuses is the routes' business, not the prefetch's
  }
};

/** Starts the route's first list read, if it declares one for this URL; true when started. */
export const prefetchRouteData = (
  registry: readonly RegistryEntry[],
  location: { pathname: string; search: string },
  prefetchList: (params: GetListParams) => void,
): boolean => {
  const params = firstQueryFor(registry, location.pathname)?.(new URLSearchParams(location.search));
  if (!params) return false;
  prefetchList(params);
  return true;
};
