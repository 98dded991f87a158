// The shape of the one registry that generates Refine's resources, the router's routes,
// the sider, the command palette and the document titles.
import type { GetListParams, GetOneParams } from "@refinedev/core";
import type { ComponentType } from "react";
import type { routes } from "../src/i18n/fr/routes.ts";
import type { layout } from "../src/i18n/fr/layout.ts";
import type { PermissionSubject } from "../src/lib/permissions/permissions.ts";

export type RouteTitle = keyof typeof routes;
/** An icon component (bundled @ant-design/icons); rendered aria-hidden beside its French label. */
export type IconComponent = ComponentType<{ "aria-hidden"?: boolean }>;
export type SiderGroup = keyof typeof layout.groups;
export type GuardName = "deep-research";

/**
 * Loads a screen on first visit (code splitting); the module's named export is the page. Made
 * with lazyPage (resources/lazy-page.ts), it carries the names of the exports it loads, by which
 * the server names the page's chunks in the HTML.
 */
export type PageLoader = (() => Promise<ComponentType>) & { readonly exportNames?: readonly string[] };

/** A read a page makes with Refine's useOne or useList (the same params), for the router to start. */
export type RouteRead = { one: GetOneParams } | { list: GetListParams };

/** A query parameter naming the record a page opens (see AppRoute.recordParams). */
export type RecordParam = "open" | "tab";

export type AppRoute = {
  /** path relative to its parent, the spec's kebab-case ("talents/:id", "details") */
  path: string;
  title: RouteTitle;
  /** absent: a labelled "Écran à venir" page until the screen's issue lands */
  page?: PageLoader;
  /** where the bare path sends the visitor (relative to this route, or absolute) */
  redirect?: string;
  guard?: GuardName;
  /** the access checked before the page renders (default "list") */
  action?: "list" | "show" | "create" | "edit";
  /**
   * The query parameters the page reads to open one record (`?open=<id>` opens it in the list's
   * drawer, `?tab=` picks the tab holding it): a link to the page may carry only these
   * (resources/screen-link.ts).
   */
  recordParams?: readonly RecordParam[];
  children?: AppRoute[];
  /**
   * The page's first list read for the URL's query string (null: none to start), prefetched at
   * boot into the query cache under Refine's key for it (src/app/first-read.ts), where the
   * page's useTable finds it. Synchronous, in the main bundle: the read starts with the boot.
   */
  firstQuery?: (search: URLSearchParams) => GetListParams | null;
  /**
   * The reads the page makes with Refine's useOne / useList for the route's path params, started
   * by the router at each navigation beside the page's code (src/app/route-reads.ts) under the
   * keys those hooks give them: the page finds them in the query cache, or joins them on the
   * network, instead of asking once its first render has committed.
   */
  reads?: (params: Readonly<Record<string, string | undefined>>) => RouteRead[];
};

/**
 * main: inside the layout, behind the team-member and onboarding guards;
 * standalone: signed in, outside the layout (onboarding);
 * public: outside the layout and the global guard (sign-in pages, customer signature, 403).
 */
export type Area = "main" | "standalone" | "public";

export type RegistryEntry = {
  /** Refine resource name: the table, singular as the spec; a page key for custom screens */
  name: string;
  /** when two entries share a table (client orders / talent pooling) */
  identifier?: string;
  label: RouteTitle;
  icon?: IconComponent;
  /** sider group; absent = reachable by links only */
  group?: SiderGroup;
  /** the can-key: required in the main area (a registry test checks it) */
  subject?: PermissionSubject;
  area: Area;
  /** absolute paths Refine navigates to */
  list?: string;
  show?: string;
  create?: string;
  edit?: string;
  routes: AppRoute[];
};
