// Vite: React, the dev proxy to the local Supabase-compatible server, a build id written to
// dist/version.json so a running app can notice a new deployment, the communes data module and
// antd's styles extracted into a static stylesheet (src/app/antd-static-style.node.tsx), and
// Brotli and gzip copies of the built assets (src/app/precompress.node.ts).
import react from "@vitejs/plugin-react";
import { randomUUID } from "node:crypto";
import { defineConfig, type Plugin } from "vite";
import { antdStaticStylePlugin } from "./src/app/antd-static-style.node.tsx";
import { precompressPlugin } from "./src/app/precompress.node.ts";
import { communesDataPlugin } from "./src/lib/geo/communes-data.node.ts";

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

export default defineConfig(({ command }) => {
  const buildId = command === "build" ? (process.env.BUILD_ID ?? randomUUID()) : "dev";
  const target = process.env.API_PROXY_TARGET ?? "http://localhost:8080";
  return {
    plugins: [react(), buildVersion(buildId), communesDataPlugin(), antdStaticStylePlugin(), precompressPlugin()],
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
    },
  };
});
