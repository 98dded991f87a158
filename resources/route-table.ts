// Flat views of the registry: every full path with its title, the page a pathname matches
// (document title), and the pages the command palette can open.
import { matchPath } from "react-router";
import type { AppRoute, Area, GuardName, RecordParam, RegistryEntry, RouteTitle } from "./types.ts";

export type FlatRoute = {
  /** absolute pattern, e.g. "/talents/:id/notes" */
  pattern: string;
  title: RouteTitle;
  area: Area;
  entry: RegistryEntry;
  redirect?: string;
  guard?: GuardName;
  hasPage: boolean;
  /** the access RouteAccess checks before the page renders */
  action: NonNullable<AppRoute["action"]>;
  recordParams: readonly RecordParam[];
};

const join = (parent: string, path: string) => (path ? `${parent.replace(/\/$/, "")}/${path}` : parent);

const flattenRoute = (entry: RegistryEntry, route: AppRoute, parent: string): FlatRoute[] => {
  const pattern = join(parent, route.path);
  const self: FlatRoute = {
    pattern,
    title: route.title,
    area: entry.area,
    entry,
    redirect: route.redirect,
    guard: route.guard,
    hasPage: !!route.page,
    action: route.action ?? "list",
    recordParams: route.recordParams ?? [],
  };
  const children = (route.children ?? []).flatMap((child) => flattenRoute(entry, child, pattern));
  return route.path === "" ? children : [self, ...children];
};

export const flattenRegistry = (registry: readonly RegistryEntry[]): FlatRoute[] =>
  registry.flatMap((entry) => entry.routes.flatMap((route) => flattenRoute(entry, route, "")));

/** The most specific route matching a pathname (static segments beat parameters). */
export const matchRoute = (flat: readonly FlatRoute[], pathname: string): FlatRoute | undefined => {
  const matches = flat.filter((route) => matchPath({ path: route.pattern, end: true }, pathname));
  const staticSegments = (route: FlatRoute) => route.pattern.split("/").filter((s) => s && !s.startsWith(":")).length;
  return matches.sort((a, b) => staticSegments(b) - staticSegments(a))[0];
};

export type PaletteEntry = { id: string; path: string; title: RouteTitle; entry: RegistryEntry };

/** Pages openable without a record: sider entries and settings sections. */
export const paletteEntries = (registry: readonly RegistryEntry[]): PaletteEntry[] =>
  flattenRegistry(registry)
    .filter(
      (route) =>
        route.area === "main" &&
        !route.redirect &&
        !route.pattern.includes(":") &&
        (route.entry.group || route.pattern.startsWith("/settings/")),
    )
    .map((route) => ({ id: route.pattern, path: route.pattern, title: route.title, entry: route.entry }));
