// The app's own first reads of a page, made in the server for a signed-in navigation
// (first-read.ts): the same code the browser's boot runs — the registry's declarations
// (src/app/route-reads.ts, pageReadsOf: a list's firstQuery under useTable's key, a route's
// reads under useOne's and useList's), Refine's data provider of providers/data-provider.ts and
// the user's context (providers/current-user-context.ts) — over a supabase-js client that
// carries the user's access token to this server's own REST API. Rows, total and key are thus
// those the browser would have read, by construction, and row-level security decides as for
// the browser.
//
// Why the registry itself and not a narrower module or a build-time manifest: the declarations
// are functions of the URL (page, size and order of the query string; a list's source chosen by
// its filters), and a copy would be a second truth to keep in step. Its price is paid once, off
// the start: this module is loaded in the background once the server listens (first-read.ts):
// ≈ 0.5 s of one core on a quiet 2-core machine, ≈ 1.5 s under load (@ant-design/icons' CommonJS
// index and @refinedev/core are most of it; no antd, no page: the pages are lazy imports), and
// ≈ 24 MB of heap (≈ 75 MB of RSS with the code). A navigation that comes before it is loaded is
// answered as before, without the reads.
import { createClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import { readCurrentUserContext } from "../../providers/current-user-context.ts";
import { createDataProvider } from "../../providers/data-provider.ts";
import type { EmbeddedReads } from "../../src/app/embedded-reads.ts";
// the page's element id, from here: the light part of the server does not load TanStack Query
export { EMBEDDED_READS_ID } from "../../src/app/embedded-reads.ts";
import { REGISTRY } from "../../src/app/registry.ts";
import { RESOURCES } from "../../src/app/resources.ts";
import { pageReadsOf } from "../../src/app/route-reads.ts";
import { pageLoadersFor, routeTableOf } from "../../src/routing/preload-route.ts";
import type { Database } from "../../src/database.types.ts";

export type FirstReadRequest = {
  /** this server's own address (its loopback when it listens on every interface) */
  apiUrl: string;
  anonKey: string;
  /** the verified access token of the session, and its subject */
  token: string;
  sub: string;
  location: { pathname: string; search: string };
  /** aborted past the time budget: the reads' requests are dropped */
  signal: AbortSignal;
};

/** The page's first reads and the user's context, side by side, as the user; rejects on any error. */
export async function readFirstReads({
  apiUrl,
  anonKey,
  token,
  sub,
  location,
  signal,
}: FirstReadRequest): Promise<EmbeddedReads> {
  const supabase = createClient<Database>(apiUrl, anonKey, {
    // the session's token as is: no auth client, no refresh, nothing stored
    accessToken: async () => token,
    // created, never connected (Node 20 has no WebSocket of its own)
    realtime: { transport: WebSocket as never },
    global: { fetch: (input, init) => fetch(input, { ...init, signal }) },
  });
  const dataProvider = createDataProvider(supabase);
  const reads = pageReadsOf(REGISTRY, RESOURCES, location);
  const [context, ...data] = await Promise.all([
    readCurrentUserContext(supabase),
    ...reads.map(({ read }) => read(dataProvider)),
  ]);
  return { sub, context, reads: reads.map(({ queryKey }, i) => ({ key: queryKey, data: data[i] })) };
}

const routeTable = routeTableOf(REGISTRY);

/** The export names of the registry pages `pathname` matches, outermost first (page-preloads.ts). */
export const pageExportsOf = (pathname: string): string[] =>
  pageLoadersFor(routeTable, pathname).flatMap((loader) => loader.exportNames ?? []);
