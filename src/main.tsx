// Entry point: React 19 patch for antd 5 first, antd's build-time styles, French dates, then the
// runtime configuration (inlined in index.html by the server, else /config.json) before the
// first render. What the first screen waits for starts at once, side by side: the current
// route's page chunks and, with a session, the user's context (one call) and the page's first
// list read, prefetched into the query cache where the page finds it — unless the server, which
// knew the session from its cookie, embedded both in the page (src/app/embedded-reads.ts).
import "@ant-design/v5-patch-for-react-19";
// zod without its eval-compiled parsers, before any schema is built (the CSP has no unsafe-eval)
import "./lib/forms/zod-config.ts";
// antd's component styles, extracted at build time (empty on the dev server)
import "virtual:antd-static-style.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { REGISTRY } from "./app/registry.ts";
import { App } from "./App.tsx";
import { createAppProviders } from "./app/create-providers.ts";
import { seedEmbeddedReads, takeEmbeddedReads } from "./app/embedded-reads.ts";
import { prefetchFirstRead } from "./app/first-read.ts";
import { RESOURCES } from "./app/resources.ts";
import { pageReadsOf } from "./app/route-reads.ts";
import { loadRuntimeConfig } from "./config/runtime-config.ts";
import { preloadErrorScreens } from "./layout/errors/lazy-errors.tsx";
import "./lib/dates/dayjs.ts";
import { preloadRoutePages } from "./routing/preload-route.ts";

preloadRoutePages(REGISTRY, window.location.pathname);

const root = createRoot(document.getElementById("root") as HTMLElement);

// the first reads the server embedded for a signed-in navigation (server/http/first-read.ts)
const embedded = takeEmbeddedReads(document);

loadRuntimeConfig()
  .then(async (config) => {
    const providers = createAppProviders(config);
    const session = await providers.session();
    if (session) {
      // what the server read for this user is in the cache: the prefetch and the load below find it
      seedEmbeddedReads(embedded, {
        session,
        expected: pageReadsOf(REGISTRY, RESOURCES, window.location).map((read) => read.queryKey),
        queryClient: providers.queryClient,
        currentUser: providers.currentUser,
      });
      prefetchFirstRead(providers.queryClient, providers.dataProvider, REGISTRY, RESOURCES, window.location);
      providers.currentUser.load().catch(() => undefined); // a failure is read again, and reported, by the shell
    }
    root.render(
      <StrictMode>
        <App config={config} providers={providers} />
      </StrictMode>,
    );
    preloadErrorScreens();
  })
  .catch((error: unknown) => {
    console.error(error);
    // antd's Result, with its illustrations, only for this rare case
    void import("./app/startup-error.tsx").then(({ StartupError }) => root.render(<StartupError />));
  });
