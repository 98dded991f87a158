// Finds and imports `supabase/functions/<name>/index.ts`, re-importing it when the file changes;
// names are checked so nothing escapes the folder. A function is served by the contract of
// Supabase's Edge Runtime, the only one: its default export is an object with its own `fetch`
// method (`export default { fetch: handler }`), which edge-runtime's bootstrap
// (`registerDeclarativeServer`) serves; a bare default function registers nothing there, so it
// is refused here too (supabase/functions/README.md, « Contract »).
import { readdir, stat } from "node:fs/promises";
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

/** The handler of a module that keeps the contract, or null: `default` an object whose `fetch` is a function. */
export function toLoaded(mod: Record<string, unknown>): LoadedFunction | null {
  const entry = mod.default;
  if (entry === null || typeof entry !== "object") return null;
  const { fetch } = entry as { fetch?: unknown };
  if (typeof fetch !== "function") return null;
  return {
    handler: (req) => (fetch as FunctionHandler).call(entry, req),
    verifyJwt: mod.verifyJwt !== false,
  };
}

/** The French refusal of a function that registers no handler, naming its folder. */
export class FunctionContractError extends Error {
  constructor(readonly names: string[]) {
    super(
      names
        .map(
          (name) =>
            `La fonction « ${name} » (supabase/functions/${name}/) n'exporte pas de gestionnaire : son export par ` +
            `défaut doit être un objet avec une méthode fetch, export default { fetch: gestionnaire }, seule forme ` +
            `que l'Edge Runtime de Supabase sert (voir supabase/functions/README.md).`,
        )
        .join("\n"),
    );
    this.name = "FunctionContractError";
  }
}

/** The folders of `functionsDir` that hold a function (a valid name and an entry file), sorted. */
export async function listFunctions(functionsDir: string): Promise<string[]> {
  const root = path.resolve(functionsDir);
  const names: string[] = [];
  for (const entry of await readdir(root, { withFileTypes: true })) {
    if (entry.isDirectory() && FUNCTION_NAME.test(entry.name) && (await entryFile(path.join(root, entry.name))))
      names.push(entry.name);
  }
  return names.sort();
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

/**
 * Imports every function of the folder through `load` (which keeps them for the first calls) and
 * refuses, naming their folders, those that register no handler or fail to load.
 */
export async function checkFunctions(
  functionsDir: string,
  load: ReturnType<typeof functionLoader> = functionLoader(functionsDir),
): Promise<string[]> {
  const names = await listFunctions(functionsDir);
  const refused: string[] = [];
  for (const name of names) {
    let loaded: LoadResult;
    try {
      loaded = await load(name);
    } catch (e) {
      throw new Error(`La fonction « ${name} » (supabase/functions/${name}/) ne se charge pas : ${String(e)}`, {
        cause: e,
      });
    }
    if (!loaded.ok) refused.push(name);
  }
  if (refused.length > 0) throw new FunctionContractError(refused);
  return names;
}
