// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import "../../test/dom-polyfills.ts";
import { AppTooltip } from "./app-tooltip.tsx";

afterEach(cleanup);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
    render(
      <AppTooltip title="Les autres">
        <button type="button">+2</button>
      </AppTooltip>,
    );
    fireEvent.mouseEnter(screen.getByRole("button", { name: "+2" }));
    await sleep(300);
    expect(screen.queryByRole("tooltip")).toBeNull();
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
