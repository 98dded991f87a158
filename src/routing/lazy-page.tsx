// Pages are split into their own chunks and loaded on first visit; one lazy component per
// loader, kept for the app's lifetime.
import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { PageLoader } from "../../resources/types.ts";
import { PageLoading } from "../components/page-loading.tsx";

const cache = new Map<PageLoader, LazyExoticComponent<ComponentType>>();

const lazyFor = (loader: PageLoader) => {
  let component = cache.get(loader);
  if (!component) {
    component = lazy(async () => ({ default: await loader() }));
    cache.set(loader, component);
  }
  return component;
};

export const LazyPage = ({ loader }: { loader: PageLoader }) => {
  const Page = lazyFor(loader);
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
};
