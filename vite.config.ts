// Vite: React, the dev proxy to the local Supabase-compatible server, a build id written to
// dist/version.json so a running app can notice a new deployment, the communes data module and
// antd's styles extracted into a static stylesheet (src/app/antd-static-style.node.tsx),
// Brotli and gzip copies of the built assets (src/app/precompress.node.ts), and the talent space's
// service worker and app icons (src/app/talent-pwa.node.ts: that space only).
import react from "@vitejs/plugin-react";
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin, type Rolldown } from "vite";

type LogLevel = Rolldown.LogLevel;
type RolldownLog = Rolldown.RollupLog;
import { accessibleIconsPlugin } from "./src/app/accessible-icons.node.ts";
import { ANTD_MODULE, isFirstScreenAntd } from "./src/app/chunk-groups.node.ts";
import { antdStaticStylePlugin } from "./src/app/antd-static-style.node.tsx";
import { precompressPlugin } from "./src/app/precompress.node.ts";
import { pageChunksPlugin } from "./src/app/page-chunks.node.ts";
import { talentPwaPlugins } from "./src/app/talent-pwa.node.ts";
import { communesDataPlugin } from "./src/lib/geo/communes-data.node.ts";
import { pageEntry } from "./server/http/page-entries.ts";

// /auth/v1 rather than /auth: /auth/callback, /auth/recovery… are the app's own pages.
const PROXIED = ["/rest", "/auth/v1", "/storage", "/functions", "/api", "/_dev", "/config.json"];

const buildVersion = (buildId: string): Plugin => ({
  name: "renfort-build-version",
  apply: "build",
  generateBundle() {
    this.emitFile({
      type: "asset",
      fileName: "version.json",
      source: JSON.stringify({ buildId, builtAt: new Date().toISOString() }),
    });
  },
});

/**
 * The customer signature page and the client and talent spaces are entries of their own
 * (signature.html, client.html, talent.html): the server serves each at its path
 * (server/http/page-entries.ts), and the dev server does the same here.
 */
const pageEntriesInDev = (): Plugin => ({
  name: "renfort-page-entries",
  apply: "serve",
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      const [path, query] = (req.url ?? "").split("?");
      const entry = pageEntry(path);
      if (entry) req.url = `/${entry}${query ? `?${query}` : ""}`;
      next();
    });
  },
});

/**
 * google-libphonenumber's Closure-compiled bundle calls `eval` to probe the engine (a strict-mode
 * test, a Safari 10 workaround): the bundler's EVAL warning, printed at every build and
 * `npm start`, is about that vendored code only. Other modules' warnings stay.
 */
const quietLibphonenumberEval = (
  level: LogLevel,
  log: RolldownLog,
  handler: (level: LogLevel, log: RolldownLog) => void,
) => {
  if (log.code === "EVAL" && /google-libphonenumber/.test(`${log.id ?? ""} ${log.message}`)) return;
  handler(level, log);
};

/**
 * Packages without a `sideEffects` field that `@refinedev/antd` and `@refinedev/core` import from
 * their single-file bundles for components and hooks the app does not use on most screens
 * (`MarkdownField`'s react-markdown and remark, `useImport`'s papaparse): declared free of side
 * effects, the bundler drops them wherever their exports are unused, the first screen included.
 */
const SIDE_EFFECT_FREE = [
  /node_modules\/(react-markdown|remark-[^/]+|micromark[^/]*|mdast-[^/]+|unist-[^/]+|hast-[^/]+|unified|vfile[^/]*|bail|trough|is-plain-obj|property-information|space-separated-tokens|comma-separated-tokens|style-to-object|inline-style-parser|markdown-table|ccount|escape-string-regexp|parse-entities|character-entities[^/]*|is-[a-z-]+|zwitch|longest-streak|repeat-string|decode-named-character-reference|papaparse)\//,
];

export default defineConfig(({ command }) => {
  const buildId = command === "build" ? (process.env.BUILD_ID ?? randomUUID()) : "dev";
  const target = process.env.API_PROXY_TARGET ?? "http://localhost:8080";
  return {
    plugins: [
      accessibleIconsPlugin(),
      react(),
      buildVersion(buildId),
      communesDataPlugin(),
      antdStaticStylePlugin(),
      pageChunksPlugin(),
      precompressPlugin(),
      pageEntriesInDev(),
      ...talentPwaPlugins(),
    ],
    define: { __BUILD_ID__: JSON.stringify(buildId) },
    server: {
      proxy: {
        ...Object.fromEntries(PROXIED.map((path) => [path, { target }])),
        "/realtime": { target, ws: true },
      },
    },
    build: {
      outDir: "dist",
      target: "es2022",
      chunkSizeWarningLimit: 1500,
      rolldownOptions: {
        input: {
          main: fileURLToPath(new URL("./index.html", import.meta.url)),
          signature: fileURLToPath(new URL("./signature.html", import.meta.url)),
          client: fileURLToPath(new URL("./client.html", import.meta.url)),
          talent: fileURLToPath(new URL("./talent.html", import.meta.url)),
        },
        onLog: quietLibphonenumberEval,
        // React in one chunk, antd in two: the shell's and lists', and the other screens'
        // (src/app/chunk-groups.node.ts). A browser opens six HTTP/1.1 connections to a host:
        // split into dozens of small shared chunks, a page's code held them while its first reads
        // waited for one (docs/performance/first-screen.md). React apart, so that the customer
        // signature page and the client and talent spaces, which have no antd, do not load
        // antd's chunks.
        output: {
          codeSplitting: {
            groups: [
              { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
              { name: "antd", test: isFirstScreenAntd, priority: 2 },
              { name: "antd-screens", test: ANTD_MODULE, priority: 1 },
            ],
          },
        },
        treeshake: { moduleSideEffects: SIDE_EFFECT_FREE.map((test) => ({ test, sideEffects: false })) },
      },
    },
  };
});
