import { describe, expect, it } from "vitest";
import { formatMajoration, formatMoney } from "./format.ts";

describe("formatMajoration", () => {
  it("signs the majoration and writes its decimals in French", () => {
    expect(formatMajoration(100)).toBe("+100 %");
    expect(formatMajoration(12.5)).toBe("+12,5 %");
    expect(formatMajoration(0)).toBe("+0 %");
  });
});

describe("formatMoney", () => {
  it("writes euros in French: narrow no-break space between thousands, decimal comma, « € » after — R:GEN-MONEY-FORMAT", () => {
    expect(formatMoney(1392)).toBe("1\u202f392,00\u00a0€");
    expect(formatMoney(0.5)).toBe("0,50\u00a0€");
    expect(formatMoney(-1234567.89)).toBe("-1\u202f234\u202f567,89\u00a0€");
  });
});
