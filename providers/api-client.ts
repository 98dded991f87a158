// The application API client (`/api`, with the session's access token) and the analytics and
// feature-flag client built on it, created once at start-up.
import type { SupabaseClient } from "@supabase/supabase-js";
import type { RuntimeConfig } from "../src/config/runtime-config.ts";
import { createAnalyticsClient, type AnalyticsClient } from "../src/lib/analytics/client.ts";
import { createApiClient, type ApiClient } from "../src/lib/http/api-client.ts";

let services: { api: ApiClient; analytics: AnalyticsClient } | null = null;

export const initApiServices = (config: RuntimeConfig, supabase: SupabaseClient) => {
  const api = createApiClient({
    baseUrl: config.apiUrl,
    getAccessToken: async () => (await supabase.auth.getSession()).data.session?.access_token,
  });
  const analytics = createAnalyticsClient({
    api,
    environment: config.environment,
    currentUrl: () => window.location.href,
  });
  services = { api, analytics };
  return services;
};

const get = () => {
  if (!services) throw new Error("API services used before initApiServices()");
  return services;
};

export const getAnalytics = (): AnalyticsClient => get().analytics;
