// Pages built as their own entry (vite.config.ts's inputs), served at their path in place of
// index.html, by the server (static.ts) and by the dev server (vite.config.ts): none of them
// loads antd or Refine. The customer signature page answers at its one path; the client and
// talent spaces at their path and every path under it (their own screens).
export const PAGE_ENTRIES: Record<string, string> = { "/customer/timesheets/signature": "signature.html" };

export const SPACE_ENTRIES: Record<string, string> = { "/client": "client.html", "/talent": "talent.html" };

/** The HTML file a page path (no query) is served from, when it is one of these pages. */
export const pageEntry = (url: string): string | undefined =>
  PAGE_ENTRIES[url.replace(/(.)\/$/, "$1")] ?? SPACE_ENTRIES[url.match(/^\/[^/]+/)?.[0] ?? ""];
