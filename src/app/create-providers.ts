// Builds every provider once, from the runtime configuration, before the first render.
import type { RuntimeConfig } from "../config/runtime-config.ts";
import { createAccessControlProvider } from "../../providers/access-control-provider.ts";
import { initApiServices } from "../../providers/api-client.ts";
import { createAuthProvider, rolesOf, watchSession } from "../../providers/auth-provider.ts";
import { createCurrentUserContext } from "../../providers/current-user-context.ts";
import { createDataProvider } from "../../providers/data-provider.ts";
import { initErrorReporting } from "../../providers/error-reporting.ts";
import { createLiveProvider } from "../../providers/live-provider.ts";
import { initSupabaseClient } from "../../providers/supabase-client.ts";
import { createQueryClient } from "./query-client.ts";

export const createAppProviders = (config: RuntimeConfig) => {
  initErrorReporting(config.sentryDsn, config.environment);
  const supabase = initSupabaseClient(config);
  initApiServices(config, supabase);
  const currentUser = createCurrentUserContext(supabase);
  const queryClient = createQueryClient();
  // what was read with the previous session is not shown to the next user
  watchSession(supabase, () => {
    currentUser.invalidate();
    queryClient.clear();
  });
  return {
    dataProvider: createDataProvider(supabase),
    liveProvider: createLiveProvider(supabase),
    authProvider: createAuthProvider(supabase, config.supabaseUrl, currentUser),
    accessControlProvider: createAccessControlProvider(() => rolesOf(currentUser)),
    queryClient,
    currentUser,
    /** the session restored from its cookies (refreshed first if its access token is stale), or null */
    session: async () => (await supabase.auth.getSession()).data.session,
  };
};

export type AppProviders = ReturnType<typeof createAppProviders>;
