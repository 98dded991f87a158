// Pages are split into their own chunks and loaded on first visit; one lazy component per
// loader, kept for the app's lifetime — or the page itself when the boot preload already has
// it (no suspension, hence no fallback to throttle before the page shows). A page whose first
// list read was prefetched at boot and is still on the network waits for it (at most
// FIRST_READ_WAIT_MS): one render with the rows rather than an empty table, then another.
import { Suspense, lazy, use, type ComponentType, type LazyExoticComponent, type ReactNode } from "react";
import { prefetchedListsInFlight } from "../../providers/prefetched-lists.ts";
import type { PageLoader } from "../../resources/types.ts";
import { PageLoading } from "../components/page-loading.tsx";
import { preloadedPage } from "../lib/routing/preload-route.ts";

const cache = new Map<PageLoader, LazyExoticComponent<ComponentType> | ComponentType>();

const lazyFor = (loader: PageLoader) => {
  let component = cache.get(loader);
  if (!component) {
    component = preloadedPage(loader) ?? lazy(async () => ({ default: await loader() }));
    cache.set(loader, component);
  }
  return component;
};

export const FIRST_READ_WAIT_MS = 600;

const AfterPrefetchedLists = ({ children }: { children: ReactNode }) => {
  const inFlight = prefetchedListsInFlight(FIRST_READ_WAIT_MS);
  if (inFlight) use(inFlight);
  return children;
};

export const LazyPage = ({ loader }: { loader: PageLoader }) => {
  const Page = lazyFor(loader);
  return (
    <Suspense fallback={<PageLoading />}>
      <AfterPrefetchedLists>
        <Page />
      </AfterPrefetchedLists>
    </Suspense>
  );
};
