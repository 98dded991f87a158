// The wanted path remembered across sign-in, in a session cookie (path /, SameSite lax).
import { parseCookies, serializeCookie, type CookieDocument } from "../session/cookie-storage.ts";
import { safeRedirectPath } from "./guard-rules.ts";

export const REDIRECT_COOKIE = "renfort-redirect-to";

export const rememberRedirect = (doc: CookieDocument, fullPath: string): void => {
  const safe = safeRedirectPath(fullPath);
  if (safe) doc.cookie = serializeCookie(REDIRECT_COOKIE, encodeURIComponent(safe), { path: "/", sameSite: "lax" });
};

/** Reads and clears the remembered path. */
export const consumeRedirect = (doc: CookieDocument): string | null => {
  const raw = parseCookies(doc.cookie)[REDIRECT_COOKIE];
  if (raw === undefined) return null;
  doc.cookie = serializeCookie(REDIRECT_COOKIE, "", { path: "/", sameSite: "lax", maxAge: 0 });
  try {
    return safeRedirectPath(decodeURIComponent(raw));
  } catch {
    return null;
  }
};
