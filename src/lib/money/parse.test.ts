import { describe, expect, it } from "vitest";
import { normalizeMoneyText, parseMoney } from "./parse.ts";

describe("parseMoney", () => {
  it.each([
    ["1182,90", 1182.9],
    ["1 182,90", 1182.9],
    ["1\u00a0182,90", 1182.9],
    ["1\u202f182,90 €", 1182.9],
    ["1.182,90", 1182.9],
    ["1182.90", 1182.9],
    ["1182", 1182],
    ["0,5", 0.5],
    [",5", 0.5],
    ["", null],
    ["€", null],
    [undefined, null],
  ])("« %s » → %s", (text, value) => {
    expect(parseMoney(text)).toBe(value);
  });

  it("gives antd's InputNumber a number literal, empty when nothing is typed", () => {
    expect(normalizeMoneyText("1 182,90")).toBe("1182.90");
    expect(normalizeMoneyText("")).toBe("");
  });
});
