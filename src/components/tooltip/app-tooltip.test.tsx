// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../test/dom-polyfills.ts";
import { TOOLTIP_OPEN_DELAY_MS } from "../../lib/tooltip/delays.ts";
import { AppTooltip } from "./app-tooltip.tsx";

afterEach(cleanup);

describe("AppTooltip", () => {
  it("mounts antd's Tooltip only once its element is reached", () => {
    render(
      <AppTooltip title="Les autres">
        <button type="button">+2</button>
      </AppTooltip>,
    );
    expect(document.querySelector(".app-tooltip-anchor")).toBeNull();
    expect(screen.queryByRole("tooltip")).toBeNull();
    fireEvent.mouseEnter(screen.getByRole("button", { name: "+2" }));
    expect(document.querySelector(".app-tooltip-anchor")).not.toBeNull();
  });

  it("opens after the app's delay on hover, not before", async () => {
    // the clock is the test's: the delay is counted from the last tooltip closed (delays.ts),
    // which another test may have closed a moment ago, and a loaded machine's sleep oversleeps
    vi.useFakeTimers({ now: Date.now() + 3_600_000, toFake: ["setTimeout", "clearTimeout", "Date"] });
    try {
      render(
        <AppTooltip title="Les autres">
          <button type="button">+2</button>
        </AppTooltip>,
      );
      fireEvent.mouseEnter(screen.getByRole("button", { name: "+2" }));
      act(() => void vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS - 50));
      expect(screen.queryByRole("tooltip")).toBeNull();
      act(() => void vi.advanceTimersByTime(100));
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByRole("tooltip", {}, { timeout: 2_000 })).toHaveTextContent("Les autres");
  });

  it("opens at the keyboard's focus, which stays on the element it came to", async () => {
    render(
      <AppTooltip title="Les autres">
        <button type="button">+2</button>
      </AppTooltip>,
    );
    const button = screen.getByRole("button", { name: "+2" });
    await userEvent.tab();
    expect(button).toHaveFocus();
    expect(await screen.findByRole("tooltip", {}, { timeout: 2_000 })).toHaveTextContent("Les autres");
    expect(button).toHaveFocus();
    expect(button.isConnected).toBe(true);
  });
});
