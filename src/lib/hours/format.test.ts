import { describe, expect, it } from "vitest";
import { formatHours, hoursNumber } from "./format.ts";

describe("hours in French", () => {
  it.each([
    [4.5, "4,5\u00a0h"],
    [32.5, "32,5\u00a0h"],
    ["35.0", "35\u00a0h"],
    [35, "35\u00a0h"],
    [7.25, "7,25\u00a0h"],
    [7.333333, "7,33\u00a0h"],
    [0, "0\u00a0h"],
    [1200, "1200\u00a0h"],
    [null, "—"],
    [undefined, "—"],
    ["", "—"],
    ["abc", "—"],
  ])("writes %j as %s", (value, text) => {
    expect(formatHours(value)).toBe(text);
  });

  it("gives the number alone for a text that says « h » itself", () => {
    expect(hoursNumber("32.50")).toBe("32,5");
    expect(hoursNumber(null)).toBe("—");
  });
});
