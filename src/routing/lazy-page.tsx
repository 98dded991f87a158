// Pages are split into their own chunks (React's `lazy`) and loaded on first visit; one lazy
// component per loader, kept for the app's lifetime — or the page itself when the boot preload
// already has it (no suspension, hence no loading state before the page shows). The page's
// first commit marks « a page is shown » (page-shown.ts): its sibling commits with the page,
// never with a loading state.
//
// A page waiting for its code suspends up to a boundary that stays mounted (PageBoundary, around
// the routes and around the layout's pages), never one of its own. React shows a new boundary's
// fallback at once and then holds the content back until 300 ms after that fallback (its
// throttled reveal): a lazy page with its own boundary appeared ≈ 300 ms after the click whatever
// its code took. Under a boundary already on screen, a navigation (a transition) keeps the
// current screen — RouteAccess's loading state for a new route — and commits the page as soon
// as its code has run.
import { Suspense, lazy, useEffect, type ComponentType, type LazyExoticComponent, type ReactNode } from "react";
import type { PageLoader } from "../../resources/types.ts";
import { PageLoading } from "../components/page-loading.tsx";
import { markPageShown } from "./page-shown.ts";
import { preloadedPage } from "./preload-route.ts";

const cache = new Map<PageLoader, LazyExoticComponent<ComponentType> | ComponentType>();

const lazyFor = (loader: PageLoader) => {
  let component = cache.get(loader);
  if (!component) {
    component = preloadedPage(loader) ?? lazy(async () => ({ default: await loader() }));
    cache.set(loader, component);
  }
  return component;
};

const PageShownMark = () => {
  useEffect(markPageShown, []);
  return null;
};

/** The Suspense boundary of the pages under it; mounted once, it outlives the pages it shows. */
export const PageBoundary = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<PageLoading />}>{children}</Suspense>
);

export const LazyPage = ({ loader }: { loader: PageLoader }) => {
  const Page = lazyFor(loader);
  return (
    <>
      <Page />
      <PageShownMark />
    </>
  );
};
