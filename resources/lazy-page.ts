// A registry page loaded on first visit, named by its module's export: the name is how the
// server finds the page's chunks in the build (src/app/page-chunks.node.ts) to name them in the
// HTML of a navigation to that page (`modulepreload`), so the browser fetches the page's code
// beside the shell's instead of after it has run.
import type { ComponentType } from "react";
import type { PageLoader } from "./types.ts";

export const lazyPage = <M, K extends keyof M & string>(
  load: () => Promise<M>,
  exportName: K & (M[K] extends ComponentType<never> ? unknown : never),
): PageLoader => lazyExport(load, exportName) as PageLoader;

/** A module loaded on first use, named by the export the caller takes from it (as lazyPage). */
export function lazyExport<M, K extends keyof M & string>(
  load: () => Promise<M>,
  exportName: K,
): (() => Promise<M[K]>) & { readonly exportNames: readonly string[] } {
  return Object.assign(() => load().then((m) => m[exportName]), { exportNames: [exportName] });
}
