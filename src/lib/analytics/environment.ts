// Which environment the app runs in, judged from the host name (docs/rules/application.md#analytics): analytics and
// feature flags are only live in production.
export type AppEnvironment = "production" | "staging" | "local";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "0.0.0.0", "::1", "[::1]"]);

export const environmentFromHost = (host: string): AppEnvironment => {
  const name = host.toLowerCase().replace(/:\d+$/, "");
  if (LOCAL_HOSTS.has(name) || name.endsWith(".localhost") || name.endsWith(".local") || name.endsWith(".test"))
    return "local";
  if (name.includes("staging")) return "staging";
  return "production";
};

export const analyticsEnabled = (environment: AppEnvironment): boolean => environment === "production";

/** Page views are tracked after every navigation except the sign-in pages. */
export const shouldTrackPageView = (pathname: string): boolean => !pathname.startsWith("/login");
