import { describe, expect, it } from "vitest";
import { formatMajoration } from "./format.ts";

describe("formatMajoration", () => {
  it("signs the majoration and writes its decimals in French", () => {
    expect(formatMajoration(100)).toBe("+100 %");
    expect(formatMajoration(12.5)).toBe("+12,5 %");
    expect(formatMajoration(0)).toBe("+0 %");
  });
});
