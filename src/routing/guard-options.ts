// The global guard's settings: sign-in and callback routes, and the pages anyone may open.
import type { GuardOptions } from "../lib/routing/guard-rules.ts";

export const GLOBAL_GUARD: GuardOptions = {
  loginRoute: "/login",
  callbackRoute: "/auth/callback",
  excluded: ["/logout", "/auth/*", "/403", "/customer/*", "/sign/*"],
  rememberRedirect: true,
};
