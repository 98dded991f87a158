// The first read travels with the page (issue #52): on a navigation to an app page served from
// index.html, the server knows the session from its cookies (the app keeps supabase-js's session
// there: src/lib/session/cookie-storage.ts). When the access token verifies, it makes the page's
// first reads and the user's context as that user, side by side (first-read-app.ts), while the
// page's head already goes out (static.ts): the browser fetches the code as the server reads,
// and the reads end the page as a JSON script, before the module scripts run (they wait for the
// whole document), which the boot takes into its caches (src/app/embedded-reads.ts). The first
// rows render as soon as the code has run, without a request in between. No cookie, a token
// that is expired or not ours: the page goes as before; a read that fails or passes the budget:
// the page ends without them; either way the boot then reads by itself.
import type { FastifyRequest } from "fastify";
import type { AddressInfo } from "node:net";
import { parseCookies, readChunked } from "../../src/lib/session/cookie-storage.ts";
import type { ServerContext } from "../context.ts";
import { verifyJwt } from "../jwt.ts";
import { jsonScript } from "./browser-config.ts";

/**
 * How long a navigation may wait for its reads: about what the browser would spend on the same
 * reads after its code has run (one round trip each, side by side), so that a slow read never
 * makes the page later than it was.
 */
export const FIRST_READ_BUDGET_MS = 250;

/** The access token of supabase-js's session stored under `key` in these cookies (JSON, chunked), if any. */
export const sessionTokenOf = (cookieHeader: string | undefined, key: string): string | null => {
  if (!cookieHeader) return null;
  try {
    const session = JSON.parse(readChunked(key, parseCookies(cookieHeader)) ?? "null") as {
      access_token?: unknown;
    } | null;
    return typeof session?.access_token === "string" ? session.access_token : null;
  } catch {
    return null; // a cookie cut or mangled: no session
  }
};

/** `http://host:port` of the listening socket, a wildcard address read as this machine's loopback. */
export const ownUrl = (address: AddressInfo | string | null): string | null => {
  if (!address || typeof address === "string") return null;
  const host = address.address === "0.0.0.0" ? "127.0.0.1" : address.address === "::" ? "::1" : address.address;
  return `http://${host.includes(":") ? `[${host}]` : host}:${address.port}`;
};

export type FirstReader = {
  /** starts loading the app's code in the background (once) */
  warm: () => void;
  /**
   * The export names of the registry pages a path matches (page-preloads.ts); null while the
   * app's code is not loaded.
   */
  pageExports: (pathname: string) => string[] | null;
  /**
   * Whether the request carries a session cookie of the app (not verified: a hint that the page
   * will show, not the sign-in page the boot sends a visitor without a session to).
   */
  hasSession: (req: FastifyRequest) => boolean;
  /**
   * For a request with a session of ours, its reads, started: `script`, the element that will
   * hold them, or null if they fail or pass the budget. Null without a session of ours.
   */
  start: (req: FastifyRequest) => Promise<{ script: Promise<string | null> } | null>;
};

type Options = {
  /** the session cookie's name (the browser app's storage key for its API URL) */
  cookieName: () => string;
  /** this server's address as the server reaches itself, null before it listens */
  apiUrl: () => string | null;
  budgetMs?: number;
  /** the app's code for the reads (tests give their own) */
  app?: () => Promise<FirstReadApp>;
};

type FirstReadApp = Pick<
  typeof import("./first-read-app.ts"),
  "readFirstReads" | "EMBEDDED_READS_ID" | "pageExportsOf"
>;

export function createFirstReader(
  ctx: Pick<ServerContext, "config" | "keys">,
  {
    cookieName,
    apiUrl,
    budgetMs = FIRST_READ_BUDGET_MS,
    app: importApp = () => import("./first-read-app.ts"),
  }: Options,
): FirstReader {
  let app: Promise<FirstReadApp> | undefined;
  let loaded: FirstReadApp | undefined;
  const load = () => {
    app ??= importApp().then(
      (code) => (loaded = code),
      (error: unknown) => {
        // pages go without their reads; the next navigation tries again
        console.error("Premières lectures des pages indisponibles :", error);
        app = undefined;
        throw error;
      },
    );
    return app;
  };
  const warm = () => void load().catch(() => undefined);

  const start = async (req: FastifyRequest): Promise<{ script: Promise<string | null> } | null> => {
    // a navigation only: a page fetched by a script or an iframe has nothing to show its rows
    const dest = req.headers["sec-fetch-dest"];
    if (dest !== undefined && dest !== "document") return null;
    const token = sessionTokenOf(req.headers.cookie, cookieName());
    const url = apiUrl();
    if (!token || !url) return null;
    const verified = await verifyJwt(ctx.config.jwtSecret, token);
    const sub = verified.ok ? verified.claims.sub : undefined;
    if (!sub) return null;
    const abort = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), budgetMs);
    });
    const made = load().then(async ({ readFirstReads, EMBEDDED_READS_ID }) =>
      jsonScript(
        EMBEDDED_READS_ID,
        await readFirstReads({
          apiUrl: url,
          anonKey: ctx.keys.anonKey,
          token,
          sub,
          location: new URL(req.url, "http://localhost"),
          signal: abort.signal,
        }),
      ),
    );
    const script = Promise.race([made.catch(() => null), late]).finally(() => {
      clearTimeout(timer);
      abort.abort(); // what is still on its way past the budget is not waited for
    });
    return { script };
  };

  const pageExports = (pathname: string): string[] | null => {
    try {
      return loaded ? loaded.pageExportsOf(pathname) : null;
    } catch {
      return null; // a path react-router refuses: no hint
    }
  };

  const hasSession = (req: FastifyRequest): boolean => sessionTokenOf(req.headers.cookie, cookieName()) !== null;

  return { warm, start, pageExports, hasSession };
}
