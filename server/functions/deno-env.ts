// `Deno.env.get(name)` for functions run in-process, as Supabase's edge runtime offers it: the
// project's SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY (the secrets Supabase
// sets for every function), else the process environment. The values are those of the server
// running the request (several servers may share a process in tests), kept per async context.
import { AsyncLocalStorage } from "node:async_hooks";

type Secrets = Record<string, string>;

type DenoLike = { env: { get(name: string): string | undefined; toObject(): Record<string, string | undefined> } };

const SECRETS = Symbol.for("renfort.functionSecrets");
const g = globalThis as unknown as { Deno?: DenoLike; [SECRETS]?: AsyncLocalStorage<Secrets> };
// One store per process, like the one Deno global: this module may be loaded more than once in a
// process (each test project's setup loads its own copy), and every copy must feed the same Deno.env.
const current = (g[SECRETS] ??= new AsyncLocalStorage<Secrets>());
// Real Deno (never the case under Node) keeps its own.
g.Deno ??= {
  env: {
    get: (name) => current.getStore()?.[name] ?? process.env[name],
    toObject: () => ({ ...process.env, ...current.getStore() }),
  },
};

/** Runs `fn` (a function's handler) with the project's secrets behind Deno.env. */
export const withFunctionSecrets = <T>(secrets: Secrets, fn: () => T): T => current.run(secrets, fn);
