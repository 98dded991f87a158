// The page's own code named in its HTML (issue #52): for a navigation to an app page by a
// browser with a session cookie (first-read.ts, hasSession), the files of the registry pages
// its path matches (src/app/page-chunks.node.ts wrote them at build time under each page's
// export name) as `<link rel="modulepreload">`, and their stylesheets as preloads, before
// `</head>`. The browser then fetches them beside the shell's code; the shell's own dynamic
// import finds them in its module map. Without the build's list, or before the app's route
// table is loaded (first-read-app.ts, once the server listens), the page goes as built: the
// boot asks for the same files once it runs (src/routing/preload-route.ts).
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { PageFiles } from "../../src/app/page-chunks.node.ts";
import { PAGE_CHUNKS_FILE } from "../../src/app/page-chunks.node.ts";

const attribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/** The `<link>` elements for these pages' files, each file once, in the pages' order. */
export function preloadLinks(pages: readonly PageFiles[]): string {
  const js = [...new Set(pages.flatMap((page) => page.js))];
  const css = [...new Set(pages.flatMap((page) => page.css))];
  return [
    ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${attribute(file)}">`),
    ...css.map((file) => `<link rel="preload" as="style" crossorigin href="/${attribute(file)}">`),
  ].join("");
}

/** `html` with the links before its `</head>` (as is when there are none, or no head). */
export const withPreloads = (html: string, links: string): string =>
  links && html.includes("</head>") ? html.replace("</head>", `${links}</head>`) : html;

/** The build's page files by export name, read again when the build changes; {} without them. */
export function pageFilesReader(distDir: string): () => Record<string, PageFiles> {
  const file = path.join(distDir, PAGE_CHUNKS_FILE);
  let cached: { mtimeMs: number; pages: Record<string, PageFiles> } | undefined;
  return () => {
    if (!existsSync(file)) return {};
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) {
      try {
        cached = { mtimeMs, pages: JSON.parse(readFileSync(file, "utf8")) as Record<string, PageFiles> };
      } catch {
        cached = { mtimeMs, pages: {} }; // a build being written: no hint this time
      }
    }
    return cached.pages;
  };
}
