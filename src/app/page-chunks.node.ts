// The files of each lazily loaded page of the app's main entry, written at build time to
// `dist/.vite/page-chunks.json` under the name of the page's export (lazyPage,
// resources/lazy-page.ts): the server names them in the HTML of a navigation to that page
// (`<link rel="modulepreload">`, server/http/page-preloads.ts), so the browser fetches the page's
// code while it fetches the shell's, instead of once the shell has run and asked for it (the
// talents list waited ≈ 350 ms for its 30 files after the shell's evaluation:
// docs/performance/first-screen.md). Only what the main entry does not already load is listed.
import type { Plugin } from "vite";

export const PAGE_CHUNKS_FILE = ".vite/page-chunks.json";

/** A page's files: its scripts (the page's chunk first) and stylesheets, paths from the build's root. */
export type PageFiles = { js: string[]; css: string[] };

/** The part of a bundle's chunk this reads (Rollup's and Rolldown's OutputChunk). */
export type ChunkInfo = {
  type: "chunk";
  fileName: string;
  name: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  imports: string[];
  exports: string[];
  viteMetadata?: { importedCss: Set<string> };
};

/**
 * Export name → the files of the page chunk exporting it, beyond those of the entry `entryName`.
 * A name two page chunks export is left out: a preload is a hint, never a guess.
 */
export function pageChunks(
  bundle: Record<string, ChunkInfo | { type: "asset" }>,
  entryName = "main",
): Record<string, PageFiles> {
  const chunks = new Map(
    Object.values(bundle)
      .filter((c): c is ChunkInfo => c.type === "chunk")
      .map((c) => [c.fileName, c]),
  );
  const closure = (start: string[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file) || !chunks.has(file)) return;
      seen.add(file);
      chunks.get(file)!.imports.forEach(visit);
    };
    start.forEach(visit);
    return [...seen];
  };
  const entry = [...chunks.values()].find((c) => c.isEntry && c.name === entryName);
  const shell = new Set(entry ? closure([entry.fileName]) : []);
  const byName = new Map<string, PageFiles | null>();
  for (const chunk of chunks.values()) {
    if (!chunk.isDynamicEntry || shell.has(chunk.fileName)) continue;
    const js = closure([chunk.fileName]).filter((file) => !shell.has(file));
    const css = [...new Set(js.flatMap((file) => [...(chunks.get(file)!.viteMetadata?.importedCss ?? [])]))];
    for (const name of chunk.exports) byName.set(name, byName.has(name) ? null : { js, css });
  }
  return Object.fromEntries([...byName].filter((pair): pair is [string, PageFiles] => pair[1] !== null));
}

export const pageChunksPlugin = (): Plugin => ({
  name: "renfort-page-chunks",
  apply: "build",
  generateBundle(_options, bundle) {
    const pages = pageChunks(bundle as unknown as Record<string, ChunkInfo>);
    this.emitFile({ type: "asset", fileName: PAGE_CHUNKS_FILE, source: JSON.stringify(pages) });
  },
});
