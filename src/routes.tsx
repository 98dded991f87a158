// Every route, generated from the registry: public pages, the standalone onboarding page,
// and the main area inside the layout behind the team-member and onboarding guards.
import { useDataProvider } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, type ReactNode } from "react";
import { createRoutesFromElements, Navigate, Route, useLocation, useRoutes } from "react-router";
import { REGISTRY } from "./app/registry.ts";
import { RESOURCES } from "./app/resources.ts";
import { watchLinkIntent } from "./app/link-intent.ts";
import { prefetchNavigation } from "./app/route-reads.ts";
import type { AppRoute, RegistryEntry } from "../resources/types.ts";
import { PlaceholderPage } from "./routing/placeholder/placeholder-page.tsx";
import { PlaceholderSection } from "./routing/placeholder/placeholder-section.tsx";
import { LazyCommandPalette } from "./app/lazy-command-palette.tsx";
import { AppLayout } from "./layout/app-layout.tsx";
import { NotFoundPage } from "./layout/errors/lazy-errors.tsx";
import { DeepResearchGuard } from "./routing/deep-research-guard.tsx";
import { GlobalGuard } from "./routing/global-guard.tsx";
import { LazyPage, PageBoundary } from "./routing/lazy-page.tsx";
import { OnboardingGuard } from "./routing/onboarding-guard.tsx";
import { Redirect } from "./routing/redirect.tsx";
import { RouteAccess } from "./routing/route-access.tsx";
import { TeamMemberGuard } from "./routing/team-member-guard.tsx";

export const HOME_PATH = "/dashboard/action-center";

const pageOf = (route: AppRoute, nested: boolean): ReactNode => {
  if (route.page) return <LazyPage loader={route.page} />;
  if (route.children?.length) return <PlaceholderSection title={route.title} sections={route.children} />;
  if (route.redirect) return <Redirect to={route.redirect} />;
  return <PlaceholderPage title={route.title} level={nested ? 3 : 2} />;
};

/** Guards a page; a bare redirect is left alone (its destination is guarded). */
const protect = (entry: RegistryEntry, route: AppRoute, node: ReactNode): ReactNode => {
  const bareRedirect = !!route.redirect && !route.page && !route.children?.length;
  let element = node;
  if (route.guard === "deep-research") element = <DeepResearchGuard>{element}</DeepResearchGuard>;
  if (entry.area === "main" && entry.subject && !bareRedirect)
    element = (
      <RouteAccess subject={entry.subject} action={route.action ?? "list"}>
        {element}
      </RouteAccess>
    );
  return element;
};

const renderRoute = (entry: RegistryEntry, route: AppRoute, key: string, nested = false): ReactNode => {
  const element = protect(entry, route, pageOf(route, nested));
  if (route.path === "") return <Route key={key} index element={element} />;
  const redirectsFromIndex = route.redirect && (route.children?.length || route.page);
  return (
    <Route key={key} path={route.path} element={element}>
      {redirectsFromIndex ? <Route index element={<Redirect to={route.redirect as string} />} /> : null}
      {route.children?.map((child, index) => renderRoute(entry, child, `${key}.${index}`, true))}
    </Route>
  );
};

const routesOf = (area: RegistryEntry["area"]) =>
  REGISTRY.filter((entry) => entry.area === area).flatMap((entry) =>
    entry.routes.map((route, index) => renderRoute(entry, route, `${entry.identifier ?? entry.name}.${index}`)),
  );

// Built once: the route table react-router matches on each navigation (as <Routes> children,
// the whole tree — hundreds of routes — would be recreated and converted at every render).
const ROUTES = createRoutesFromElements(
  <>
    {routesOf("public")}
    {REGISTRY.filter((entry) => entry.area === "standalone").flatMap((entry) =>
      entry.routes.map((route, index) => (
        <Route
          key={`${entry.name}.${index}`}
          path={route.path}
          element={
            <TeamMemberGuard>
              <OnboardingGuard on="onboarding-page">{pageOf(route, false)}</OnboardingGuard>
            </TeamMemberGuard>
          }
        />
      )),
    )}
    <Route
      element={
        <TeamMemberGuard>
          <OnboardingGuard on="main-area">
            <AppLayout OffLayoutArea={LazyCommandPalette} />
          </OnboardingGuard>
        </TeamMemberGuard>
      }
    >
      <Route index element={<Navigate to={HOME_PATH} replace />} />
      {routesOf("main")}
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  </>,
);

const RegistryRoutes = () => {
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider()();
  // Each navigation starts every page chunk its path needs at once, as the boot does: a tab's
  // code beside its parent's instead of after the parent has loaded, read and rendered; and
  // the pages' reads, beside their code. Idempotent, hence safe in render, the earliest point
  // of a navigation.
  useMemo(
    () => prefetchNavigation(queryClient, dataProvider, REGISTRY, RESOURCES, { pathname, search }),
    [pathname, search, queryClient, dataProvider],
  );
  // and a link's page code as soon as the pointer or the focus reaches it, before the click
  useEffect(() => watchLinkIntent(REGISTRY), []);
  return <PageBoundary>{useRoutes(ROUTES)}</PageBoundary>;
};

export const AppRoutes = () => (
  <GlobalGuard>
    <RegistryRoutes />
  </GlobalGuard>
);
