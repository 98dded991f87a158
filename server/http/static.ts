// The built SPA: files from dist/ with long caching for hashed assets, and the history
// fallback to index.html for any other GET that is not an API path. A file precompressed at
// build time (src/app/precompress.node.ts) goes as its Brotli or gzip copy to a browser that
// accepts it over the network; a browser on the same machine gets the file itself: there the
// bytes cost nothing, while Chrome decodes a compressed script again at each read from its
// cache (≈ 40 ms more before the talents list's first rows, measured). An app page (index.html)
// carries, for a signed-in navigation, the page's first reads (first-read.ts).
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { PassThrough } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { embedConfig, type BrowserConfig } from "./browser-config.ts";
import type { FirstReader } from "./first-read.ts";
import { pageEntry } from "./page-entries.ts";
import type { PageFiles } from "../../src/app/page-chunks.node.ts";
import { pageFilesReader, preloadLinks, withPreloads } from "./page-preloads.ts";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".ico": "image/x-icon",
  ".webp": "image/webp",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".map": "application/json",
  ".webmanifest": "application/manifest+json",
  ".wasm": "application/wasm",
};

const ENCODINGS = [
  { name: "br", extension: ".br" },
  { name: "gzip", extension: ".gz" },
] as const;

/** A client on this machine (IPv4, IPv6 or IPv4-mapped loopback). */
export const isLoopback = (address: string | undefined): boolean =>
  !!address && (address === "::1" || address.startsWith("127.") || address.startsWith("::ffff:127."));

/** The first precompressed copy of `file` the browser accepts (Brotli, then gzip), if any. */
export const precompressed = (file: string, acceptEncoding: string): { name: string; file: string } | null => {
  const accepted = acceptEncoding
    .split(",")
    .map((part) => part.trim().split(";"))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, "")) > 0)
    .map(([name]) => name.trim().toLowerCase());
  for (const { name, extension } of ENCODINGS)
    if (accepted.includes(name) && existsSync(file + extension)) return { name, file: file + extension };
  return null;
};

// Only the services' own paths: the app has pages of its own under /auth/ (callback, recovery…).
const API_PREFIXES = ["/rest/v1/", "/auth/v1/", "/storage/v1/", "/functions/v1/", "/realtime/v1/", "/api/", "/_dev/"];

export function registerStatic(
  app: FastifyInstance,
  distDir: string | undefined,
  config?: () => BrowserConfig,
  /** the Content-Security-Policy of the app's files */
  csp?: () => string,
  /** the page's first reads, embedded in index.html for a signed-in navigation (first-read.ts) */
  firstReader?: FirstReader,
): void {
  // the app's code for the reads loads once the server listens, not on the first navigation
  if (distDir && firstReader) app.addHook("onListen", async () => firstReader.warm());
  // The HTML pages as built, re-read when the build changes (npm start rebuilds a stale dist/).
  const pages = new Map<string, { mtimeMs: number; html: string }>();
  const indexHtml = (file: string) => {
    const { mtimeMs } = statSync(file);
    let page = pages.get(file);
    if (page?.mtimeMs !== mtimeMs) pages.set(file, (page = { mtimeMs, html: readFileSync(file, "utf8") }));
    return page.html;
  };
  const pageFiles: () => Record<string, PageFiles> = distDir ? pageFilesReader(distDir) : () => ({});
  // the files of the pages the path matches, named in the app's HTML (page-preloads.ts), for a
  // browser with a session: without one, the boot shows the sign-in page instead
  const appPage = (html: string, req: FastifyRequest, pathname: string) => {
    if (!firstReader?.hasSession(req)) return html;
    const files = pageFiles();
    const pages = (firstReader.pageExports(pathname) ?? []).flatMap((name) => files[name] ?? []);
    return withPreloads(html, preloadLinks(pages));
  };
  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split("?")[0];
    const isApi = API_PREFIXES.some((p) => url.startsWith(p));
    if (!distDir || isApi || (req.method !== "GET" && req.method !== "HEAD")) {
      return reply
        .code(404)
        .send({ code: "PGRST000", details: null, hint: null, message: `Route ${req.method}:${url} not found` });
    }
    let rel: string;
    try {
      rel = decodeURIComponent(url);
    } catch {
      rel = "/";
    }
    const file = path.join(distDir, path.normalize(rel).replace(/^(\.\.[/\\])+/, ""));
    const inside = file.startsWith(path.resolve(distDir) + path.sep);
    const entry = pageEntry(url);
    const fallback = path.join(distDir, entry && existsSync(path.join(distDir, entry)) ? entry : "index.html");
    const target = inside && existsSync(file) && statSync(file).isFile() ? file : fallback;
    if (!existsSync(target))
      return reply
        .code(404)
        .type("text/plain; charset=utf-8")
        .send("Application non construite : lancez `npm run build`.");
    const isIndex = target.endsWith(".html");
    if (csp) reply.header("Content-Security-Policy", csp());
    reply.header(
      "Cache-Control",
      isIndex ? "no-cache" : rel.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=300",
    );
    reply.type(TYPES[path.extname(target)] ?? "application/octet-stream");
    if (isIndex && config) {
      const isApp = target === path.join(distDir, "index.html");
      const built = embedConfig(indexHtml(target), config());
      const html = isApp ? appPage(built, req, url) : built;
      if (!firstReader || !isApp) return reply.send(html);
      // the same URL answers with or without the user's reads, depending on the session's cookie
      reply.header("Vary", "Cookie");
      const reads = req.method === "GET" ? await firstReader.start(req) : null;
      if (!reads) return reply.send(html);
      // a page holding a user's rows is for that user's browser alone, and not kept
      reply.header("Cache-Control", "private, no-store");
      // the head (the code's scripts and preloads) goes at once, the reads end the body when
      // they are there: the module scripts run once the whole document is in
      const end = html.includes("</body>") ? html.lastIndexOf("</body>") : html.length;
      const page = new PassThrough();
      page.write(html.slice(0, end));
      void reads.script.then((script) => page.end((script ?? "") + html.slice(end)));
      return reply.send(page);
    }
    const encoding =
      isIndex || isLoopback(req.socket.remoteAddress)
        ? null
        : precompressed(target, String(req.headers["accept-encoding"] ?? ""));
    if (encoding) reply.header("Content-Encoding", encoding.name).header("Vary", "Accept-Encoding");
    return reply.send(createReadStream(encoding?.file ?? target));
  });
}
