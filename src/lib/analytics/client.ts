// Analytics and feature flags through the application API (docs/rules/application.md#api), off outside production.
import type { ApiClient } from "../http/api-client.ts";
import { analyticsEnabled, type AppEnvironment } from "./environment.ts";

export const ANALYTICS_MESSAGES = {
  identify: "Failed to identify user",
  trackEvent: "Failed to track event",
  trackPageView: "Failed to track page view",
  featureFlag: "Failed to check feature flag",
} as const;

export type AnalyticsClient = {
  readonly enabled: boolean;
  identify: (id: string) => Promise<void>;
  trackEvent: (id: string, event: string, properties?: Record<string, unknown>) => Promise<void>;
  trackPageView: (id: string, pageUrl: string) => Promise<void>;
  isFeatureEnabled: (name: string) => Promise<boolean>;
};

type Options = {
  api: Pick<ApiClient, "get" | "post">;
  environment: AppEnvironment;
  currentUrl: () => string;
};

const failWith =
  (message: string) =>
  (cause: unknown): never => {
    throw new Error(message, { cause });
  };

export const createAnalyticsClient = ({ api, environment, currentUrl }: Options): AnalyticsClient => {
  const enabled = analyticsEnabled(environment);
  return {
    enabled,
    identify: async (id) => {
      if (!enabled) return;
      await api
        .post("analytics/team-member/identify", { body: { id }, expectData: false })
        .catch(failWith(ANALYTICS_MESSAGES.identify));
    },
    trackEvent: async (id, event, properties = {}) => {
      if (!enabled) return;
      const body = { id, event, properties: { ...properties, $current_url: currentUrl() } };
      await api
        .post("analytics/team-member/track-event", { body, expectData: false })
        .catch(failWith(ANALYTICS_MESSAGES.trackEvent));
    },
    trackPageView: async (id, pageUrl) => {
      if (!enabled) return;
      await api
        .post("analytics/team-member/track-page-view", { body: { id, page_url: pageUrl }, expectData: false })
        .catch(failWith(ANALYTICS_MESSAGES.trackPageView));
    },
    isFeatureEnabled: async (name) => {
      if (!enabled) return false;
      const response = await api
        .get<{ enabled?: boolean }>("feature-flag/posthog", { query: { name } })
        .catch(failWith(ANALYTICS_MESSAGES.featureFlag));
      return response.enabled === true;
    },
  };
};
