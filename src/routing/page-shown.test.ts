// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { markPageShown, onPageShown, resetPageShown } from "./page-shown.ts";

afterEach(() => {
  resetPageShown();
  vi.useRealTimers();
});

describe("onPageShown", () => {
  it("calls a listener once, when the page is marked shown", () => {
    const listener = vi.fn();
    onPageShown(listener);
    expect(listener).not.toHaveBeenCalled();
    markPageShown();
    markPageShown();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("calls it at once when the page is already shown", () => {
    markPageShown();
    const listener = vi.fn();
    onPageShown(listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("calls it after 3 s on a screen that never marks it, and not again when one does", () => {
    vi.useFakeTimers();
    const listener = vi.fn();
    onPageShown(listener);
    vi.advanceTimersByTime(2_999);
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenCalledTimes(1);
    markPageShown();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("does not call a cancelled listener", () => {
    vi.useFakeTimers();
    const listener = vi.fn();
    onPageShown(listener)();
    markPageShown();
    vi.advanceTimersByTime(5_000);
    expect(listener).not.toHaveBeenCalled();
  });
});
