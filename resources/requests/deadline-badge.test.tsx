// @vitest-environment happy-dom
// A legal deadline's badge (an accident's 48 h): counted down while the declaration is to make,
// stopped once made — « Fait le … », or « Fait en retard, le … » past the deadline.
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DeadlineBadge } from "./deadline-badge.tsx";

afterEach(cleanup);

const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

describe("a legal deadline's badge", () => {
  it("counts down while nothing is done", () => {
    render(<DeadlineBadge due={inHours(20)} countdown />);
    expect(screen.getByRole("timer").textContent).toMatch(/^Reste /);
  });

  it("stops once done in time, and says when", () => {
    const declared = inHours(-2);
    render(<DeadlineBadge due={inHours(20)} countdown met={declared} />);
    expect(screen.queryByRole("timer")).toBeNull();
    expect(screen.getByText(/^Fait le \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeTruthy();
  });

  it("says a declaration made after the deadline", () => {
    render(<DeadlineBadge due={inHours(-30)} countdown met={inHours(-1)} />);
    expect(screen.getByText(/^Fait en retard, le /)).toBeTruthy();
  });
});
