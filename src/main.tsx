// Entry point: React 19 patch for antd 5 first, antd's build-time styles, French dates, then the
// runtime configuration (inlined in index.html by the server, else /config.json) before the
// first render. What the first screen will wait for starts at once, side by side: the current
// route's page chunks, and once the configuration is there, the signed-in user's reads (their
// roles handed to the access control, which thus does not read them again; the guards still
// wait for the answers) and the page's first list read (AppRoute.firstQuery), which the page
// takes over.
import "@ant-design/v5-patch-for-react-19";
// antd's component styles, extracted at build time (empty on the dev server)
import "virtual:antd-static-style.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { getSupabaseClient } from "../providers/supabase-client.ts";
import { REGISTRY } from "../resources/registry.ts";
import { App } from "./App.tsx";
import { createAppProviders } from "./app/create-providers.ts";
import { StartupError } from "./app/startup-error.tsx";
import { loadRuntimeConfig } from "./config/runtime-config.ts";
import "./lib/dates/dayjs.ts";
import { prefetchRouteData } from "./lib/routing/prefetch-route-data.ts";
import { preloadRoutePages } from "./lib/routing/preload-route.ts";
import { prefetchCurrentUser } from "./session/prefetch-current-user.ts";

preloadRoutePages(REGISTRY, window.location.pathname);

const root = createRoot(document.getElementById("root") as HTMLElement);

loadRuntimeConfig()
  .then((config) => {
    const providers = createAppProviders(config);
    const supabase = getSupabaseClient();
    // with a session, the page's first list read (the talents list's rows), asked first so that
    // it gets its token before the identity check below holds supabase-js' auth lock
    void supabase.auth
      .getSession()
      .then(({ data }) => data.session && prefetchRouteData(REGISTRY, window.location, providers.dataProvider.prefetchList))
      .catch(() => undefined);
    // the roles come with the same batch (one user_role read): handed to the access control
    void prefetchCurrentUser(supabase, config.boardManagerEmails, providers.seedRoles).catch(() => undefined);
    root.render(
      <StrictMode>
        <App config={config} providers={providers} />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    console.error(error);
    root.render(<StartupError />);
  });
