// A space's screens are paths under its own URL (/client/invoices/<id>, /talent/hours/<week>):
// the mails the agency sends link to them, and the browser's back button moves between them.
// No router library: a space has a handful of screens and a JS budget (issue #50: ≤ 150 KB on
// the talent's first screen), so the path is read from the location and pushed with the
// History API, and each space matches it itself (match below).
import { useCallback, useEffect, useState } from "react";

/** The path below the space's base ("/client/invoices/1" → "/invoices/1"; the home is "/"). */
export const subPath = (base: string, pathname: string): string => {
  const rest = pathname.startsWith(base) ? pathname.slice(base.length) : "/";
  const clean = rest.replace(/\/+$/, "");
  return clean.startsWith("/") ? clean : "/";
};

/** The current screen's path, and a way to go to another one (pushed on the history). */
export function useSpacePath(base: string): { path: string; navigate: (to: string) => void } {
  const read = useCallback(() => subPath(base, window.location.pathname), [base]);
  const [path, setPath] = useState(read);
  useEffect(() => {
    const onPop = () => setPath(read());
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, [read]);
  const navigate = useCallback(
    (to: string) => {
      const target = to === "/" ? base : `${base}${to}`;
      if (target !== window.location.pathname) window.history.pushState(null, "", target);
      setPath(subPath(base, target));
      window.scrollTo?.(0, 0);
    },
    [base],
  );
  return { path, navigate };
}

/**
 * The parameters of `pattern` ("/invoices/:id") in `path`, or null when it does not match.
 * Parameters are decoded; a pattern matches the whole path.
 */
export function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split("/");
  const got = path.split("/");
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(":")) {
      if (!got[i]) return null;
      params[want[i].slice(1)] = decodeURIComponent(got[i]);
    } else if (want[i] !== got[i]) return null;
  }
  return params;
}
