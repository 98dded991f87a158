import { describe, expect, it } from "vitest";
import { filterIf, reviveUrlFilters, valueOf } from "./filter-codec.ts";

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

  // what qs.parse gives back of `filters[0][value]=false…` on a reload
  it.each([
    [{ field: "is_public", operator: "eq", value: "false" }, false],
    [{ field: "is_public", operator: "eq", value: "true" }, true],
    [{ field: "positions_left", operator: "gte", value: "3" }, 3],
    [{ field: "start_date", operator: "gte", value: "2026-11-23" }, "2026-11-23"],
    [{ field: "search_text", operator: "contains", value: "false" }, "false"],
    [{ field: "reference", operator: "eq", value: "75015" }, "75015"],
    [{ field: "status", operator: "in", value: ["draft", "open"] }, ["draft", "open"]],
    [{ field: "status", operator: "in", value: { 0: "a", 21: "c", 1: "b" } }, ["a", "b", "c"]],
  ] as const)("revives %j from the URL", (filter, value) =>
    expect(reviveUrlFilters([filter as never])).toEqual([{ ...filter, value }]),
  );

  it("revives the filters inside an or/and", () => {
    expect(reviveUrlFilters([{ operator: "or", value: [{ field: "a", operator: "eq", value: "true" }] }])).toEqual([
      { operator: "or", value: [{ field: "a", operator: "eq", value: true }] },
    ]);
  });
});
