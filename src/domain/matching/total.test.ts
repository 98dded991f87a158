import { describe, expect, it } from "vitest";
import { matchTotal, roughly } from "./total.ts";

const NBSP = /[\u202f\u00a0]/g;

describe("matching total", () => {
  it.each([
    [0, 0],
    [57, 57],
    [123, 120],
    [3571, 3600],
    [25434, 25000],
    [25453, 25000],
    [99950, 100000],
  ])("roughly(%i) = %i", (n, r) => {
    expect(roughly(n)).toBe(r);
  });

  it("says an exact total as it is", () => {
    const { total, label } = matchTotal([{ total_count: 1234, total_is_estimate: false }], "talents");
    expect(total).toBe(1234);
    expect(label.replace(NBSP, " ")).toBe("1 234 talent(s)");
  });

  it("says an estimated total « environ », rounded, and keeps the estimate for the pagination", () => {
    const { total, label } = matchTotal([{ total_count: "25434", total_is_estimate: true }], "talents");
    expect(total).toBe(25434);
    expect(label.replace(NBSP, " ")).toBe("environ 25 000 talents");
    expect(matchTotal([{ total_count: 3571, total_is_estimate: true }], "missions").label.replace(NBSP, " ")).toBe(
      "environ 3 600 missions",
    );
  });

  it("has nothing to say without rows", () => {
    expect(matchTotal([], "missions")).toEqual({ total: 0, label: "" });
  });
});
