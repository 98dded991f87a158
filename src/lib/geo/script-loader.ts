// Loads an external script once, retrying after a failure: 3 retries at growing delays
// (1 s, 2 s, 4 s; docs/rules/application.md#addresses). The failed
// element is removed before the next attempt; after the last one the promise rejects and the
// next call starts over.
export const SCRIPT_RETRY_DELAYS_MS = [1000, 2000, 4000] as const;

export type ScriptLoaderDeps = {
  document: Pick<Document, "createElement" | "head">;
  wait: (ms: number) => Promise<void>;
};

const browserDeps = (): ScriptLoaderDeps => ({
  document,
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
});

const appendScript = (deps: ScriptLoaderDeps, src: string) =>
  new Promise<void>((resolve, reject) => {
    const script = deps.document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`Script indisponible : ${new URL(src).host}`));
    };
    deps.document.head.appendChild(script);
  });

export async function loadScriptWithRetry(
  src: string,
  deps: ScriptLoaderDeps = browserDeps(),
  delays: readonly number[] = SCRIPT_RETRY_DELAYS_MS,
): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await appendScript(deps, src);
    } catch (error) {
      if (attempt >= delays.length) throw error;
      await deps.wait(delays[attempt]);
    }
  }
}

const loaded = new Map<string, Promise<void>>();

/** Once per URL; a final failure is forgotten so that a later call tries again. */
export const loadScriptOnce = (src: string, deps?: ScriptLoaderDeps): Promise<void> => {
  let promise = loaded.get(src);
  if (!promise) {
    promise = loadScriptWithRetry(src, deps);
    loaded.set(src, promise);
    promise.catch(() => loaded.delete(src));
  }
  return promise;
};
