// The registry entry of a request type from its definition: `/<route>` (the list; or the
// spec's redirect to `/<route>/list`) and, where the spec has one, `/<route>/:id`. The
// definition and the shared screens load with the page, not with the registry.
import type { IconComponent, PageLoader, RecordParam, RegistryEntry, RouteTitle, SiderGroup } from "../types.ts";
import type { PermissionSubject } from "../../src/lib/permissions/permissions.ts";
import type { RequestDefinition } from "./definition.ts";

/** A request type's definition, loaded with its screens (lazyExport names it for the page's preloads). */
export type DefinitionLoader = (() => Promise<RequestDefinition>) & { readonly exportNames?: readonly string[] };

/** Where each registered request type lives, by table: filled as the registry imports the entries. */
export type RequestPlace = {
  listPath: string;
  hasDetailRoute: boolean;
  fromTalent: boolean;
  fromCompany: boolean;
  fromContract: boolean;
};
export const REQUEST_PLACES = new Map<string, RequestPlace>();

/** The page of one request: its own route, else its list with the drawer open (`?open=`). */
export const requestLink = (entity: string, route: string, id: string): string => {
  const place = REQUEST_PLACES.get(entity);
  if (!place) return `/${route}?open=${id}`;
  return place.hasDetailRoute ? `${place.listPath.replace(/\/list$/, "")}/${id}` : `${place.listPath}?open=${id}`;
};

export const requestEntry = (o: {
  name: string;
  route: string;
  label: RouteTitle;
  detailTitle?: RouteTitle;
  icon: IconComponent;
  group?: SiderGroup;
  subject: PermissionSubject;
  definition: DefinitionLoader;
  /** the spec's "redirects to its list" (advance payments) */
  listUnder?: "list";
  /** a list page of the type's own (independents: payments and monthly invoices) */
  listPage?: PageLoader;
  /** what that page reads to open one record (the shared list: `?open=` when there is no detail route) */
  listRecordParams?: readonly RecordParam[];
  /** created from a talent's page (its create form takes `talent_id` from the URL) */
  fromTalent?: boolean;
  /** created from a company's page (`company_id` from the URL) */
  fromCompany?: boolean;
  /** created from a contract's page (`contract_id`, `talent_id`, `company_id` from the URL) */
  fromContract?: boolean;
}): RegistryEntry => {
  const listPath = o.listUnder ? `/${o.route}/list` : `/${o.route}`;
  // the shared list opens `?open=<id>` in its drawer for the types without a page of their own
  const recordParams: readonly RecordParam[] = o.listRecordParams ?? (o.listPage || o.detailTitle ? [] : ["open"]);
  REQUEST_PLACES.set(o.name, {
    listPath,
    hasDetailRoute: !!o.detailTitle,
    fromTalent: !!o.fromTalent,
    fromCompany: !!o.fromCompany,
    fromContract: !!o.fromContract,
  });
  // the shared screens' module and the type's definition, named for the page's preloads
  const exportNames = ["listPageFor", ...(o.definition.exportNames ?? [])];
  const listPage: PageLoader =
    o.listPage ??
    Object.assign(
      () =>
        Promise.all([import("./pages.tsx"), o.definition()]).then(([m, d]) =>
          m.listPageFor(d, o.label, !!o.detailTitle),
        ),
      { exportNames },
    );
  const showPage: PageLoader = Object.assign(
    () => Promise.all([import("./pages.tsx"), o.definition()]).then(([m, d]) => m.detailPageFor(d, listPath)),
    { exportNames },
  );
  return {
    name: o.name,
    label: o.label,
    icon: o.icon,
    group: o.group,
    subject: o.subject,
    area: "main",
    list: listPath,
    show: o.detailTitle ? `/${o.route}/:id` : undefined,
    routes: [
      ...(o.listUnder
        ? [
            { path: o.route, title: o.label, redirect: o.listUnder },
            { path: `${o.route}/${o.listUnder}`, title: o.label, page: listPage, recordParams },
          ]
        : [{ path: o.route, title: o.label, page: listPage, recordParams }]),
      ...(o.detailTitle
        ? [{ path: `${o.route}/:id`, title: o.detailTitle, page: showPage, action: "show" as const }]
        : []),
    ],
  };
};
