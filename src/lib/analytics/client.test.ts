import { describe, expect, it, vi } from "vitest";
import { ANALYTICS_MESSAGES, createAnalyticsClient } from "./client.ts";
import { environmentFromHost, shouldTrackPageView, type AppEnvironment } from "./environment.ts";

const fakeApi = (fail = false, flag = true) => ({
  get: vi.fn(async () => (fail ? Promise.reject(new Error("boom")) : ({ enabled: flag } as never))),
  post: vi.fn(async () => (fail ? Promise.reject(new Error("boom")) : (undefined as never))),
});

const make = (environment: AppEnvironment, api = fakeApi()) => ({
  api,
  client: createAnalyticsClient({ api, environment, currentUrl: () => "https://app.renfort.fr/talents/list" }),
});

describe("environmentFromHost — R:UI-ENVIRONMENT", () => {
  it.each([
    ["localhost:8080", "local"],
    ["127.0.0.1", "local"],
    ["renfort.test", "local"],
    ["staging.renfort.fr", "staging"],
    ["renfort-staging.vercel.app", "staging"],
    ["app.renfort.fr", "production"],
  ] as const)("%s → %s", (host, expected) => {
    expect(environmentFromHost(host)).toBe(expected);
  });
});

describe("shouldTrackPageView — R:UI-PAGE-VIEWS", () => {
  it.each([
    ["/login", false],
    ["/login/forgot", false],
    ["/talents/list", true],
    ["/", true],
    ["/logout", true],
  ])("%s → %s", (path, expected) => {
    expect(shouldTrackPageView(path)).toBe(expected);
  });
});

describe("createAnalyticsClient", () => {
  it.each<AppEnvironment>(["local", "staging"])("is off in %s — R:UI-TRACKING-PROD", async (environment) => {
    const { api, client } = make(environment);
    await client.identify("tm1");
    await client.trackEvent("tm1", "clicked");
    await client.trackPageView("tm1", "/x");
    await expect(client.isFeatureEnabled("deep-research")).resolves.toBe(false);
    expect(client.enabled).toBe(false);
    expect(api.get).not.toHaveBeenCalled();
    expect(api.post).not.toHaveBeenCalled();
  });

  it("posts each call in production — R:UI-TRACKING-PROD", async () => {
    const { api, client } = make("production");
    await client.identify("tm1");
    await client.trackEvent("tm1", "clicked", { button: "save" });
    await client.trackPageView("tm1", "https://app.renfort.fr/planning");
    expect(api.post.mock.calls).toEqual([
      ["analytics/team-member/identify", { body: { id: "tm1" }, expectData: false }],
      [
        "analytics/team-member/track-event",
        {
          body: {
            id: "tm1",
            event: "clicked",
            properties: { button: "save", $current_url: "https://app.renfort.fr/talents/list" },
          },
          expectData: false,
        },
      ],
      [
        "analytics/team-member/track-page-view",
        { body: { id: "tm1", page_url: "https://app.renfort.fr/planning" }, expectData: false },
      ],
    ]);
  });

  it.each([
    [true, true],
    [false, false],
  ])("reads the feature flag (%s)", async (flag, expected) => {
    const { api, client } = make("production", fakeApi(false, flag));
    await expect(client.isFeatureEnabled("deep-research")).resolves.toBe(expected);
    expect(api.get).toHaveBeenCalledWith("feature-flag/posthog", { query: { name: "deep-research" } });
  });

  it.each([
    ["identify", (c: ReturnType<typeof make>["client"]) => c.identify("x"), ANALYTICS_MESSAGES.identify],
    ["trackEvent", (c: ReturnType<typeof make>["client"]) => c.trackEvent("x", "e"), ANALYTICS_MESSAGES.trackEvent],
    [
      "trackPageView",
      (c: ReturnType<typeof make>["client"]) => c.trackPageView("x", "/"),
      ANALYTICS_MESSAGES.trackPageView,
    ],
    [
      "isFeatureEnabled",
      (c: ReturnType<typeof make>["client"]) => c.isFeatureEnabled("f"),
      ANALYTICS_MESSAGES.featureFlag,
    ],
  ])("%s fails with its message", async (_label, call, message) => {
    const { client } = make("production", fakeApi(true));
    await expect(call(client)).rejects.toThrow(message);
  });
});
