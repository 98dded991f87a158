// Builds the SPA into dist/ when it is missing or older than any of its sources, so that
// `npm start` always serves the current front end without a separate build step.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./config.ts";

const SOURCES = [
  "src",
  "resources",
  "providers",
  "public",
  "index.html",
  "signature.html",
  "client.html",
  "talent.html",
  "vite.config.ts",
  "package-lock.json",
];

function newestMtime(p: string): number {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const e of readdirSync(p)) {
    if (e === "node_modules" || e.startsWith(".")) continue;
    max = Math.max(max, newestMtime(path.join(p, e)));
  }
  return max;
}

export function appIsStale(distDir: string): boolean {
  const index = path.join(distDir, "index.html");
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return SOURCES.some((s) => newestMtime(path.join(ROOT, s)) > built);
}

export function hasAppSources(): boolean {
  return existsSync(path.join(ROOT, "index.html")) && existsSync(path.join(ROOT, "src"));
}

export async function buildAppIfStale(distDir: string): Promise<"built" | "fresh" | "no-app"> {
  if (!hasAppSources()) return "no-app";
  if (!appIsStale(distDir)) return "fresh";
  const { build } = await import("vite");
  // Vite's build sets NODE_ENV=production in this process; the server's own mode (local outbox
  // or not) stays the one it was started with.
  const nodeEnv = process.env.NODE_ENV;
  try {
    await build({ root: ROOT, logLevel: "warn", build: { outDir: distDir, emptyOutDir: true } });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  return "built";
}
