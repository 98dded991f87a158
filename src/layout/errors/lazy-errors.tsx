// The error screens draw antd's Result, whose illustrations no working screen needs: they come
// with antd's chunk of the other screens (src/app/chunk-groups.node.ts), loaded when an error is
// first shown. They are also fetched once the first screen has settled and the browser is idle
// (`preloadErrorScreens`), so that an error met offline, or a failed chunk, still has its page;
// so is the database constraints' French catalog, so that a refusal's toast never waits for it.
import { lazy, Suspense, type ComponentProps } from "react";
import { PageLoading } from "../../components/page-loading.tsx";
import { whenIdle } from "../../lib/browser/when-idle.ts";
import { loadConstraintCatalog } from "../../lib/errors/constraint-catalog.ts";

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
/**
 * Long enough for a first screen's code, reads and rendering on a slow machine: fetched sooner,
 * the ≈ 85 KB of antd's other chunk would compete with them.
 */
const SETTLE_MS = 4_000;

/** Fetches the error screens' code and the constraints' catalog after the first screen, when the browser is idle. */
export const preloadErrorScreens = (): void => {
  const start = () => {
    void load().catch(() => undefined);
    void loadConstraintCatalog().catch(() => undefined);
  };
  setTimeout(() => whenIdle(start, 5_000), SETTLE_MS);
};
