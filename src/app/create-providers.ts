// Builds every provider once, from the runtime configuration, before the first render.
import type { RuntimeConfig } from "../config/runtime-config.ts";
import { createAccessControlProvider } from "../../providers/access-control-provider.ts";
import { initApiServices } from "../../providers/api-client.ts";
import { createAuthProvider, createRolesLoader, watchSession } from "../../providers/auth-provider.ts";
import { createDataProvider } from "../../providers/data-provider.ts";
import { initErrorReporting } from "../../providers/error-reporting.ts";
import { createLiveProvider } from "../../providers/live-provider.ts";
import { initSupabaseClient } from "../../providers/supabase-client.ts";
import { createQueryClient } from "./query-client.ts";

export const createAppProviders = (config: RuntimeConfig) => {
  initErrorReporting(config.sentryDsn, config.environment);
  const supabase = initSupabaseClient(config);
  initApiServices(config, supabase);
  watchSession(supabase);
  const roles = createRolesLoader(supabase);
  return {
    dataProvider: createDataProvider(supabase),
    liveProvider: createLiveProvider(supabase),
    authProvider: createAuthProvider(supabase, config.supabaseUrl, roles),
    accessControlProvider: createAccessControlProvider(roles.load),
    queryClient: createQueryClient(),
    invalidateRoles: roles.invalidate,
    seedRoles: roles.seed,
  };
};

export type AppProviders = ReturnType<typeof createAppProviders>;
