// Pages are split into their own chunks (React's `lazy`) and loaded on first visit; one lazy
// component per loader, kept for the app's lifetime — or the page itself when the boot preload
// already has it (no suspension, hence no loading state before the page shows). The page's
// first commit marks « a page is shown » (page-shown.ts): its sibling in the same Suspense
// boundary commits with the page, never with the loading state.
import { Suspense, lazy, useEffect, type ComponentType, type LazyExoticComponent } from "react";
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

export const LazyPage = ({ loader }: { loader: PageLoader }) => {
  const Page = lazyFor(loader);
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
      <PageShownMark />
    </Suspense>
  );
};
