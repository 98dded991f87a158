import { describe, expect, it } from "vitest";
import { filterIf, valueOf } from "./filter-codec.ts";

describe("filter codec helpers", () => {
  it.each([
    ["", []],
    [undefined, []],
    [[], []],
    ["x", [{ field: "f", operator: "eq", value: "x" }]],
    [false, [{ field: "f", operator: "eq", value: false }]],
  ])("filterIf(%j)", (value, expected) => expect(filterIf("f", "eq", value)).toEqual(expected));

  it("reads a value back", () => {
    expect(valueOf([{ field: "f", operator: "in", value: ["a"] }], "f", "in")).toEqual(["a"]);
    expect(valueOf([{ field: "f", operator: "in", value: ["a"] }], "f", "eq")).toBeUndefined();
  });
});
