import { describe, expect, it, vi } from "vitest";
import { withNetworkRetry } from "./network-retry.ts";

const failing = (failures: number, error: unknown = new TypeError("Failed to fetch")) => {
  let calls = 0;
  const fn = vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw error;
    return new Response("{}", { status: 200 });
  });
  return fn as unknown as typeof fetch & { mock: { calls: unknown[] } };
};

const isAuth = (url: string) => url.includes("/auth/v1/");
const noWait = async () => undefined;

describe("withNetworkRetry — R:UI-RETRY-AUTH", () => {
  it.each([
    [0, 1, true],
    [1, 2, true],
    [3, 4, true],
    [4, 4, false],
  ])("%i network failures → %i attempts, success %s", async (failures, attempts, ok) => {
    const inner = failing(failures);
    const wrapped = withNetworkRetry(inner, { shouldRetry: isAuth, wait: noWait });
    const result = wrapped("http://x/auth/v1/token?grant_type=password").then(
      () => true,
      () => false,
    );
    await expect(result).resolves.toBe(ok);
    expect(inner.mock.calls).toHaveLength(attempts);
  });

  it("does not retry other services", async () => {
    const inner = failing(1);
    await expect(
      withNetworkRetry(inner, { shouldRetry: isAuth, wait: noWait })("http://x/rest/v1/talent"),
    ).rejects.toThrow();
    expect(inner.mock.calls).toHaveLength(1);
  });

  it.each([
    ["a cancelled request", new DOMException("signal is aborted without reason", "AbortError")],
    ["an aborted TypeError", new TypeError("The user aborted a request.")],
    ["another error", new Error("boom")],
  ])("does not retry %s", async (_label, error) => {
    const inner = failing(1, error);
    await expect(withNetworkRetry(inner, { shouldRetry: isAuth, wait: noWait })("http://x/auth/v1/user")).rejects.toBe(
      error,
    );
    expect(inner.mock.calls).toHaveLength(1);
  });

  it("waits longer before each new attempt", async () => {
    const wait = vi.fn(async () => undefined);
    await withNetworkRetry(failing(3), { shouldRetry: isAuth, wait })(new URL("http://x/auth/v1/user"));
    expect(wait.mock.calls).toEqual([[1], [2], [3]]);
  });
});
