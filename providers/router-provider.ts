// Refine's react-router binding, with a `parse` that matches a URL against the resources once
// per URL rather than once per hook. Refine asks `parse` in every hook that reads the current
// resource (about 1 300 times before the talents list's first rows), and the binding matched
// the path against every resource route each time (62 routes, string splits and regexps).
// The result is the binding's own, field for field.
import {
  matchResourceFromRoute,
  QS_PARSE_DEPTH,
  ResourceContext,
  type ParseResponse,
  type ResourceProps,
  type RouterProvider,
} from "@refinedev/core";
import binding from "@refinedev/react-router";
import qs from "qs";
import { useCallback, useContext } from "react";
import { matchPath, useLocation, useParams } from "react-router";

type Match = ReturnType<typeof matchResourceFromRoute> & { params: Record<string, string | undefined> };

const MAX_PATHS = 50;
const matches = new WeakMap<readonly ResourceProps[], Map<string, Match>>();

/** The resource, action and route a path shows (the route's own parameters when it has some). */
const matchOf = (resources: ResourceProps[], pathname: string): Match => {
  let byPath = matches.get(resources);
  if (!byPath) matches.set(resources, (byPath = new Map()));
  let match = byPath.get(pathname);
  if (!match) {
    const found = matchResourceFromRoute(pathname, resources);
    const params = found.matchedRoute ? (matchPath(found.matchedRoute, pathname)?.params ?? {}) : {};
    match = { ...found, params };
    if (byPath.size >= MAX_PATHS) byPath.delete(byPath.keys().next().value as string);
    byPath.set(pathname, match);
  }
  return match;
};

const numberIfPossible = (value: unknown) => {
  if (value === undefined) return value;
  const n = Number(value);
  return `${n}` === value ? n : value;
};

const useParse = () => {
  const routeParams = useParams();
  const { pathname, search } = useLocation();
  const { resources } = useContext(ResourceContext);
  const { resource, action, params: pathParams } = matchOf(resources, pathname);
  // the binding reads the path's parameters from the resource route when no route declares any
  const params = Object.keys(routeParams).length === 0 ? pathParams : routeParams;
  return useCallback((): ParseResponse => {
    const combined: Record<string, unknown> = {
      ...params,
      ...qs.parse(search, { ignoreQueryPrefix: true, depth: QS_PARSE_DEPTH }),
    };
    return {
      ...(resource && { resource }),
      ...(action && { action }),
      ...(params.id && { id: decodeURIComponent(params.id) }),
      pathname,
      params: {
        ...combined,
        currentPage: numberIfPossible(combined.currentPage) as number | undefined,
        pageSize: numberIfPossible(combined.pageSize) as number | undefined,
        to: combined.to ? decodeURIComponent(String(combined.to)) : undefined,
      },
    };
  }, [pathname, search, params, resource, action]);
};

export const routerProvider: RouterProvider = { ...binding, parse: useParse };
