// Response headers that keep the app's origin safe: no framing by other sites, no MIME sniffing,
// referrers trimmed to the origin across sites, and a Content-Security-Policy for the app's
// pages that lets scripts come only from this origin (the config index.html carries is a JSON
// script, never executed), and connections only to this origin, the Supabase URL the app is
// given (and its WebSocket for realtime) and, when a key is set, Google Maps; images also
// from OpenStreetMap's tile server (the centres' map).
import type { FastifyInstance } from "fastify";
import type { ServerConfig } from "../config.ts";

// Google Maps JavaScript API (Places) as Google documents its CSP needs.
const MAPS = {
  script: ["https://maps.googleapis.com", "https://maps.gstatic.com"],
  connect: ["https://maps.googleapis.com", "https://places.googleapis.com"],
  img: ["https://maps.googleapis.com", "https://maps.gstatic.com", "https://*.googleusercontent.com"],
  font: ["https://fonts.gstatic.com"],
  style: ["https://fonts.googleapis.com"],
};

// OpenStreetMap's tiles for the centres' map (src/domain/centers/near-map.tsx): images only.
const OSM_TILES = "https://tile.openstreetmap.org";

/** The WebSocket origin of an http(s) URL (realtime), or nothing for another scheme. */
const wsOrigin = (url: URL): string | undefined =>
  url.protocol === "https:" ? `wss://${url.host}` : url.protocol === "http:" ? `ws://${url.host}` : undefined;

/** The app's CSP for a Supabase URL (PUBLIC_URL or the bound address) and the maps setting. */
export function appCsp(supabaseUrl: string, config: Pick<ServerConfig, "googleMapsApiKey">): string {
  const url = new URL(supabaseUrl);
  const maps = !!config.googleMapsApiKey;
  const list = (...parts: (string | undefined | false | string[])[]) => parts.flat().filter(Boolean).join(" ");
  const directives: [string, string][] = [
    ["default-src", "'self'"],
    ["script-src", list("'self'", maps && MAPS.script)],
    // antd's styles are a static stylesheet in production, but its components still set
    // style attributes and rc-util adds a <style> while a modal locks the page's scroll.
    ["style-src", list("'self'", "'unsafe-inline'", maps && MAPS.style)],
    ["img-src", list("'self'", "data:", "blob:", url.origin, OSM_TILES, maps && MAPS.img)],
    ["font-src", list("'self'", "data:", maps && MAPS.font)],
    ["connect-src", list("'self'", url.origin, wsOrigin(url), maps && MAPS.connect)],
    // voice notes: played from storage (signed URLs), a chosen file's duration read from a blob: URL
    ["media-src", list("'self'", "blob:", url.origin)],
    ["worker-src", "'self' blob:"],
    ["frame-src", list("'self'", "blob:", url.origin)],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join("; ");
}

/** Headers every response of this origin carries, unless a service set its own. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook("onSend", async (_req, reply, payload) => {
    if (!reply.hasHeader("X-Content-Type-Options")) reply.header("X-Content-Type-Options", "nosniff");
    if (!reply.hasHeader("Referrer-Policy")) reply.header("Referrer-Policy", "strict-origin-when-cross-origin");
    if (!reply.hasHeader("X-Frame-Options")) reply.header("X-Frame-Options", "DENY");
    return payload;
  });
}
