// Where an action-centre item or a notification leads: an app path the registry routes to a
// real screen (not a placeholder « Écran à venir », not « Page Not Found »), carrying only the
// record parameters that screen reads (`?open=`, `?tab=`: AppRoute.recordParams). The queue
// cards and the notifications drawer link through it; supabase/tests/action-centre/links.test.ts
// checks every queue's and every notification type's links with it. The registry lives above the
// screens (src/app/registry.ts), which registers itself here as it is built.
import type { Enums } from "../src/database.types.ts";
import { flattenRegistry, matchRoute, type FlatRoute } from "./route-table.ts";
import type { RecordParam, RegistryEntry } from "./types.ts";

const RECORD_PARAMS: readonly RecordParam[] = ["open", "tab"];

let registry: readonly RegistryEntry[] = [];
let mainRoutes: FlatRoute[] | undefined;

/** Called once by src/app/registry.ts with the app's registry. */
export const registerScreens = (entries: readonly RegistryEntry[]): void => {
  registry = entries;
  mainRoutes = undefined;
};

const routes = () => (mainRoutes ??= flattenRegistry(registry).filter((route) => route.area === "main"));

/** The main-area route a link opens and whether that route shows a real screen for it. */
export const screenOf = (link: string): { route: FlatRoute | undefined; real: boolean } => {
  const url = new URL(link, "https://app.invalid");
  const route = matchRoute(routes(), url.pathname);
  const real =
    !!route &&
    (route.hasPage || !!route.redirect) &&
    RECORD_PARAMS.every((param) => !url.searchParams.has(param) || route.recordParams.includes(param));
  return { route, real };
};

/** The link itself when it opens a real screen of the app, else undefined. */
export const screenLink = (link: unknown): string | undefined => {
  if (typeof link !== "string" || !link.startsWith("/") || link.startsWith("//")) return undefined;
  return screenOf(link).real ? link : undefined;
};

/**
 * Where a notification without a link of its own (or with a link no screen serves any more)
 * leads: the screen listing what its type is about.
 */
export const NOTIFICATION_SCREENS: Record<Enums<"notification_type">, string> = {
  contract_review: "/contracts",
  contract_modification_requested: "/contracts",
  contract_signed: "/contracts",
  contract_manager_validation: "/contracts",
  contract_manager_validated: "/contracts",
  timesheet_signed: "/timesheets",
  timesheet_disputed: "/timesheets",
  // the action centre's queue lists them with their talent's documents tab
  document_expiring: "/dashboard/action-center",
  application_new: "/applications",
  mention: "/dashboard/action-center",
  service_note: "/dashboard/action-center",
  status_changed: "/dashboard/action-center",
  request_assigned: "/dashboard/action-center",
  other: "/dashboard/action-center",
};

/** A notification's link: its own when a real screen serves it, else its type's screen. */
export const notificationLink = (type: Enums<"notification_type">, data: unknown): string | undefined => {
  const own = data && typeof data === "object" ? (data as { link?: unknown }).link : undefined;
  return screenLink(own) ?? screenLink(NOTIFICATION_SCREENS[type]);
};
