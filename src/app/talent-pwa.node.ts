// The talent space as an installable app that opens without network (issue #50: « an
// installable web app », the app shell by vite-plugin-pwa / Workbox): a service worker,
// dist/talent-sw.js, precaches talent.html and the scripts and styles its entry loads (nothing of
// the back office: the list is read from the bundle, from the talent entry's imports) and answers
// every navigation under /talent with talent.html. The talent space registers it itself
// (src/talent-space/offline/register.ts); the back office and the client space never do, and no
// page gets a registration script injected. The manifest stays public/talent.webmanifest; its PNG
// icons (192 and 512 px, which Chrome asks of an installable app) are drawn from public/favicon.svg
// with sharp at build time, so that no binary is kept in the repository.
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Plugin, Rolldown } from "vite";
import { VitePWA } from "vite-plugin-pwa";

export const TALENT_SW = "talent-sw.js";
export const TALENT_ICONS = [192, 512].map((size) => ({ size, file: `talent-icon-${size}.png` }));
const SHELL_FILES = ["talent.html", "talent.webmanifest", "favicon.svg", ...TALENT_ICONS.map((i) => i.file)];

/** The files the talent entry loads: its chunk, the chunks it imports (statically or not) and their CSS. */
export function talentShell(bundle: Rolldown.OutputBundle, entryName = "talent"): Set<string> {
  const files = new Set<string>();
  const chunks = Object.values(bundle).filter((o): o is Rolldown.OutputChunk => o.type === "chunk");
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const visit = (chunk: Rolldown.OutputChunk | undefined) => {
    if (!chunk || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    const meta = (chunk as { viteMetadata?: { importedCss?: Set<string>; importedAssets?: Set<string> } }).viteMetadata;
    for (const css of meta?.importedCss ?? []) files.add(css);
    for (const asset of meta?.importedAssets ?? []) files.add(asset);
    for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(byFile.get(next));
  };
  visit(chunks.find((c) => c.isEntry && c.name === entryName));
  return files;
}

export function talentPwaPlugins(): Plugin[] {
  const shell = new Set<string>();
  const collect: Plugin = {
    name: "renfort-talent-shell",
    apply: "build",
    async generateBundle(_options, bundle) {
      for (const file of talentShell(bundle)) shell.add(file);
      if (shell.size === 0) this.error("talent-pwa: the talent entry was not found in the bundle");
      const svg = await readFile(fileURLToPath(new URL("../../public/favicon.svg", import.meta.url)));
      const { default: sharp } = await import("sharp");
      for (const { size, file } of TALENT_ICONS)
        this.emitFile({
          type: "asset",
          fileName: file,
          source: await sharp(svg, { density: Math.ceil((72 * size) / 24) })
            .resize(size, size)
            .png()
            .toBuffer(),
        });
    },
  };
  return [
    collect,
    ...VitePWA({
      injectRegister: false,
      manifest: false,
      includeManifestIcons: false,
      filename: TALENT_SW,
      // "/talent" and not "/talent/": the space's home is /talent itself (its start_url)
      scope: "/talent",
      workbox: {
        cacheId: "renfort-talent",
        globPatterns: [...SHELL_FILES, "assets/**/*.{js,css}"],
        // the back office's chunks are matched above, then dropped here (only the talent
        // entry's files stay): no size warning about a chunk the space never loads
        maximumFileSizeToCacheInBytes: 50 * 1024 * 1024,
        manifestTransforms: [
          (entries) => ({
            manifest: entries.filter((e) => SHELL_FILES.includes(e.url) || shell.has(e.url)),
            warnings: [],
          }),
        ],
        dontCacheBustURLsMatching: /^assets\//,
        navigateFallback: "/talent.html",
        navigateFallbackAllowlist: [/^\/talent(\/|$)/],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ];
}
