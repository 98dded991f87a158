// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadScriptOnce, loadScriptWithRetry, SCRIPT_RETRY_DELAYS_MS, type ScriptLoaderDeps } from "./script-loader.ts";

const SRC = "https://maps.googleapis.com/maps/api/js?key=k";

/** A fake document whose scripts fail `failures` times, then load; it records each attempt's time. */
const fakeDocument = (failures: number) => {
  const attempts: number[] = [];
  const appended: HTMLScriptElement[] = [];
  const head = {
    appendChild: (script: HTMLScriptElement) => {
      attempts.push(Date.now());
      appended.push(script);
      const fail = attempts.length <= failures;
      queueMicrotask(() => (fail ? script.onerror?.(new Event("error")) : script.onload?.(new Event("load"))));
      return script;
    },
  } as unknown as HTMLHeadElement;
  const deps: ScriptLoaderDeps = {
    document: { head, createElement: (tag: string) => document.createElement(tag) } as ScriptLoaderDeps["document"],
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
  return { deps, attempts, appended };
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => vi.useRealTimers());

describe("loadScriptWithRetry", () => {
  it("loads at once when the script answers", async () => {
    const { deps, attempts, appended } = fakeDocument(0);
    await loadScriptWithRetry(SRC, deps);
    expect(attempts).toEqual([0]);
    expect(appended[0].src).toBe(SRC);
    expect(appended[0].async).toBe(true);
  });

  it("retries 3 times at growing delays, then succeeds — R:UI-MAPS-RETRY", async () => {
    const { deps, attempts } = fakeDocument(3);
    const done = loadScriptWithRetry(SRC, deps);
    await vi.advanceTimersByTimeAsync(7000);
    await expect(done).resolves.toBeUndefined();
    expect(SCRIPT_RETRY_DELAYS_MS).toEqual([1000, 2000, 4000]);
    expect(attempts).toEqual([0, 1000, 3000, 7000]);
  });

  it("gives up after the third retry — R:UI-MAPS-RETRY", async () => {
    const { deps, attempts } = fakeDocument(10);
    const done = loadScriptWithRetry(SRC, deps);
    const outcome = expect(done).rejects.toThrow("Script indisponible : maps.googleapis.com");
    await vi.advanceTimersByTimeAsync(60_000);
    await outcome;
    expect(attempts).toHaveLength(4);
  });

  it("does not retry before the delay has passed", async () => {
    const { deps, attempts } = fakeDocument(1);
    void loadScriptWithRetry(SRC, deps);
    await vi.advanceTimersByTimeAsync(999);
    expect(attempts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts).toHaveLength(2);
  });
});

describe("loadScriptOnce", () => {
  it("shares one load per URL and starts over after a final failure", async () => {
    const failing = fakeDocument(10);
    const first = loadScriptOnce(`${SRC}&once`, failing.deps);
    expect(loadScriptOnce(`${SRC}&once`, failing.deps)).toBe(first);
    const outcome = expect(first).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(60_000);
    await outcome;
    const working = fakeDocument(0);
    await loadScriptOnce(`${SRC}&once`, working.deps);
    expect(working.attempts).toHaveLength(1);
  });
});
