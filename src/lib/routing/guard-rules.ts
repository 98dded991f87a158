// The global guard's decision (docs/rules/roles.md#guards): which paths need a signed-in user. It skips the
// login route, the callback route and excluded paths and, when an include list is set,
// every path not on it. Patterns accept `*` wildcards.
export type GuardOptions = {
  loginRoute: string;
  callbackRoute: string;
  excluded: readonly string[];
  included?: readonly string[];
  rememberRedirect: boolean;
};

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");

/** `*` matches any run of characters; `/auth/*` also matches `/auth`. */
export const matchesPattern = (path: string, pattern: string): boolean => {
  const anySubPath = pattern.endsWith("/*");
  const body = escape(anySubPath ? pattern.slice(0, -2) : pattern).replace(/\*/g, ".*");
  return new RegExp(`^${body}${anySubPath ? "(?:/.*)?" : ""}/?$`).test(path);
};

export const requiresSignIn = (path: string, options: GuardOptions): boolean => {
  if (matchesPattern(path, options.loginRoute) || matchesPattern(path, options.callbackRoute)) return false;
  if (options.excluded.some((pattern) => matchesPattern(path, pattern))) return false;
  if (options.included && !options.included.some((pattern) => matchesPattern(path, pattern))) return false;
  return true;
};

/** Only same-origin paths are remembered and followed, never the login page itself. */
export const safeRedirectPath = (value: string | null | undefined, loginRoute = "/login"): string | null => {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  const pathname = value.split(/[?#]/)[0];
  return matchesPattern(pathname, loginRoute) || matchesPattern(pathname, "/logout") ? null : value;
};
