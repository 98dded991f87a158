// Finds and imports `supabase/functions/<name>/index.ts` (a `(req: Request) => Response`
// module), re-importing it when the file changes; names are checked so nothing escapes the folder.
import { stat } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";

export type FunctionHandler = (req: Request) => Response | Promise<Response>;

export type LoadedFunction = {
  handler: FunctionHandler;
  /** `export const verifyJwt = false` opts out of the JWT gate (Supabase's `verify_jwt`) */
  verifyJwt: boolean;
};

export type LoadResult =
  { ok: true; fn: LoadedFunction } | { ok: false; reason: "invalid-name" | "not-found" | "no-handler" };

export const FUNCTION_NAME = /^[a-z0-9_-]{1,64}$/;

const ENTRY_FILES = ["index.ts", "index.mts", "index.js", "index.mjs"];

type Cached = { file: string; mtimeMs: number; fn: LoadedFunction | null };

async function entryFile(dir: string): Promise<{ file: string; mtimeMs: number } | null> {
  for (const entry of ENTRY_FILES) {
    const file = path.join(dir, entry);
    try {
      const st = await stat(file);
      if (st.isFile()) return { file, mtimeMs: st.mtimeMs };
    } catch {
      // try the next name
    }
  }
  return null;
}

function toLoaded(mod: Record<string, unknown>): LoadedFunction | null {
  const candidate =
    typeof mod.default === "function" ? mod.default : typeof mod.handler === "function" ? mod.handler : null;
  if (!candidate) return null;
  return { handler: candidate as FunctionHandler, verifyJwt: mod.verifyJwt !== false };
}

export function functionLoader(functionsDir: string) {
  const root = path.resolve(functionsDir);
  const cache = new Map<string, Cached>();

  return async function load(name: string): Promise<LoadResult> {
    if (!FUNCTION_NAME.test(name)) return { ok: false, reason: "invalid-name" };
    const dir = path.join(root, name);
    if (path.dirname(dir) !== root) return { ok: false, reason: "invalid-name" };
    const entry = await entryFile(dir);
    if (!entry) {
      cache.delete(name);
      return { ok: false, reason: "not-found" };
    }
    let cached = cache.get(name);
    if (!cached || cached.file !== entry.file || cached.mtimeMs !== entry.mtimeMs) {
      const url = `${pathToFileURL(entry.file).href}?v=${Math.round(entry.mtimeMs)}`;
      const mod = (await import(/* @vite-ignore */ url)) as Record<string, unknown>;
      cached = { ...entry, fn: toLoaded(mod) };
      cache.set(name, cached);
    }
    return cached.fn ? { ok: true, fn: cached.fn } : { ok: false, reason: "no-handler" };
  };
}
