// Builders for the common registry shapes, so a resource's index.ts states only its facts.
import type { GetOneParams } from "@refinedev/core";
import { firstListRead, type ListRead } from "../src/components/table/list-read.ts";
import type { PermissionSubject } from "../src/lib/permissions/permissions.ts";
import type {
  AppRoute,
  IconComponent,
  PageLoader,
  RecordParam,
  RegistryEntry,
  RouteTitle,
  SiderGroup,
} from "./types.ts";

type Base = {
  name: string;
  identifier?: string;
  label: RouteTitle;
  icon: IconComponent;
  group?: SiderGroup;
  subject: PermissionSubject;
};

/** `/<route>` (list, its read prefetched at boot when given) and, with a detail title, `/<route>/:id` (show). */
export const listAndDetail = (
  o: Base & {
    route: string;
    detailTitle?: RouteTitle;
    listPage?: PageLoader;
    listRead?: ListRead;
    /** the query parameters the list reads to open one record (AppRoute.recordParams) */
    recordParams?: readonly RecordParam[];
    showPage?: PageLoader;
    /** the detail page's reads, started at navigation (AppRoute.reads) */
    showReads?: AppRoute["reads"];
  },
): RegistryEntry => ({
  name: o.name,
  identifier: o.identifier,
  label: o.label,
  icon: o.icon,
  group: o.group,
  subject: o.subject,
  area: "main",
  list: `/${o.route}`,
  show: o.detailTitle ? `/${o.route}/:id` : undefined,
  routes: [
    {
      path: o.route,
      title: o.label,
      page: o.listPage,
      ...(o.recordParams ? { recordParams: o.recordParams } : {}),
      ...(o.listRead ? { firstQuery: firstListRead(o.listRead) } : {}),
    },
    ...(o.detailTitle
      ? [
          {
            path: `${o.route}/:id`,
            title: o.detailTitle,
            page: o.showPage,
            action: "show" as const,
            ...(o.showReads ? { reads: o.showReads } : {}),
          },
        ]
      : []),
  ],
});

/** A record page's `reads` (AppRoute.reads): the one read its page makes, `read(id)`, for the path's `:id`. */
export const recordReads =
  (read: (id: string) => GetOneParams): NonNullable<AppRoute["reads"]> =>
  ({ id }) =>
    id ? [{ one: read(id) }] : [];

/** One custom screen at one path. */
export const screen = (o: Base & { path: string; page?: PageLoader; extra?: AppRoute[] }): RegistryEntry => ({
  name: o.name,
  label: o.label,
  icon: o.icon,
  group: o.group,
  subject: o.subject,
  area: "main",
  list: `/${o.path}`,
  routes: [{ path: o.path, title: o.label, page: o.page }, ...(o.extra ?? [])],
});

/** Tabs of a record page (`talents/:id/details`…): children routes with their titles. */
export const tabs = (entries: Array<[string, RouteTitle]>): AppRoute[] =>
  entries.map(([path, title]) => ({ path, title, action: "show" as const }));
