// Where e-mail links may send the browser back (GoTrue's GetReferrer / IsRedirectURLValid).
// Rule: an http(s) URL on the server's own public origin, or on a loopback host (localhost,
// *.localhost, 127.0.0.1, [::1], any port) is accepted; anything else falls back to the
// Referer header when that passes the same rule, else to the site URL (the public origin,
// where the SPA is served). The request's Host header is never trusted: it would let anyone
// mail a victim a link that delivers tokens to a foreign origin. Set PUBLIC_URL when the app is
// reached by another name.
import type { FastifyRequest } from "fastify";
import type { ServerContext } from "../context.ts";

export const siteUrl = (ctx: ServerContext) => `${ctx.publicUrl()}/`;

const isLoopback = (hostname: string) =>
  hostname === "localhost" || hostname.endsWith(".localhost") || hostname === "127.0.0.1" || hostname === "[::1]";

export function isRedirectAllowed(ctx: ServerContext, url: string): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  if (u.protocol !== "http:" && u.protocol !== "https:") return false;
  if (u.username || u.password) return false;
  return u.origin === new URL(ctx.publicUrl()).origin || isLoopback(u.hostname);
}

/** The URL the flow returns to: `redirect_to` if allowed, else the Referer if allowed, else the site URL. */
export function referrer(ctx: ServerContext, req: FastifyRequest, redirectTo: string): string {
  if (redirectTo && isRedirectAllowed(ctx, redirectTo)) return redirectTo;
  const ref = req.headers.referer;
  if (typeof ref === "string" && ref && isRedirectAllowed(ctx, ref)) return ref;
  return siteUrl(ctx);
}
