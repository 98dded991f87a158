// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import CSSMotion from "rc-motion";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ReducedMotion } from "./reduced-motion.tsx";

// rc-motion animates only where the browser has animation events; jsdom lacks them, so the
// test gives it one and reads the class rc-motion puts on an appearing element.
const withAnimationEvents = () => vi.stubGlobal("AnimationEvent", class extends Event {});
const preferReduced = (reduce: boolean) =>
  vi.stubGlobal(
    "matchMedia",
    (query: string) =>
      ({
        matches: reduce && query === "(prefers-reduced-motion: reduce)",
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );

const Appearing = () => (
  <CSSMotion visible motionName="zoom" motionAppear>
    {({ className }) => <div data-testid="box" className={className} />}
  </CSSMotion>
);

describe("ReducedMotion", () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("lets antd's motions run by default", () => {
    withAnimationEvents();
    preferReduced(false);
    render(
      <ReducedMotion>
        <Appearing />
      </ReducedMotion>,
    );
    expect(screen.getByTestId("box").className).toMatch(/zoom-appear/);
  });

  it("switches them off when the person asks for reduced motion", () => {
    withAnimationEvents();
    preferReduced(true);
    render(
      <ReducedMotion>
        <Appearing />
      </ReducedMotion>,
    );
    expect(screen.getByTestId("box").className).not.toMatch(/zoom/);
  });
});
