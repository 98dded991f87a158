import { describe, expect, it, vi } from "vitest";
import { paletteLauncher } from "./palette-launcher.ts";

describe("paletteLauncher", () => {
  it("asks for the palette once, opens it when it arrives, then hands every toggle to it", () => {
    const listener = vi.fn();
    paletteLauncher.subscribe(listener);
    expect(paletteLauncher.isRequested()).toBe(false);

    // the button clicked twice while the palette's code is on its way: one request
    paletteLauncher.toggle();
    paletteLauncher.toggle();
    expect(paletteLauncher.isRequested()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);

    // the loaded palette opens once, even when its effect runs twice (StrictMode)
    const toggle = vi.fn();
    const open = vi.fn();
    paletteLauncher.attach(toggle, open)();
    const detach = paletteLauncher.attach(toggle, open);
    expect(open).toHaveBeenCalledTimes(1);

    paletteLauncher.toggle();
    expect(toggle).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);

    // unmounted with the layout: mounted again, it does not open by itself; asked for while
    // away, it opens when it is back
    detach();
    paletteLauncher.attach(toggle, open)();
    expect(open).toHaveBeenCalledTimes(1);
    paletteLauncher.toggle();
    expect(toggle).toHaveBeenCalledTimes(1);
    paletteLauncher.attach(toggle, open);
    expect(open).toHaveBeenCalledTimes(2);
  });
});
