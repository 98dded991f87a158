// The error screens draw antd's Result, whose illustrations (≈ 10 KB gzip) no working screen
// needs: each is loaded when first shown. The module is also fetched once the app is idle
// (`preloadErrorScreens`), so that an error met offline, or a failed chunk, still has its page.
import { lazy, Suspense, type ComponentProps } from "react";
import { PageLoading } from "../../components/page-loading.tsx";

const load = () => import("./error-screens.ts");

const LazyErrorPage = lazy(() => load().then((m) => ({ default: m.ErrorPage })));
const LazyNotFoundPage = lazy(() => load().then((m) => ({ default: m.NotFoundPage })));
const LazyNoAccess = lazy(() => load().then((m) => ({ default: m.NoAccess })));

export const ErrorPage = (props: ComponentProps<typeof LazyErrorPage>) => (
  <Suspense fallback={<PageLoading />}>
    <LazyErrorPage {...props} />
  </Suspense>
);
export const NotFoundPage = () => (
  <Suspense fallback={<PageLoading />}>
    <LazyNotFoundPage />
  </Suspense>
);
export const NoAccess = (props: ComponentProps<typeof LazyNoAccess>) => (
  <Suspense fallback={<PageLoading />}>
    <LazyNoAccess {...props} />
  </Suspense>
);
/** Fetches the error screens' code when the browser has nothing else to do. */
export const preloadErrorScreens = (): void => {
  const start = () => void load().catch(() => undefined);
  if ("requestIdleCallback" in window) window.requestIdleCallback(start, { timeout: 5_000 });
  else setTimeout(start, 2_000);
};
