import { describe, expect, it } from "vitest";
import { numericValueProps } from "./numeric-value.ts";

describe("numericValueProps", () => {
  it("gives a number field the number of a numeric's text, and leaves anything else", () => {
    expect(numericValueProps("30.0")).toEqual({ value: 30 });
    expect(numericValueProps("16.50")).toEqual({ value: 16.5 });
    expect(numericValueProps(35)).toEqual({ value: 35 });
    expect(numericValueProps(null)).toEqual({ value: null });
    expect(numericValueProps("")).toEqual({ value: "" });
    expect(numericValueProps("abc")).toEqual({ value: "abc" });
  });
});
