import { describe, expect, it } from "vitest";
import { isSelectableValue, toSelectItems } from "./select-items.ts";

describe("isSelectableValue — R:UI-SELECT-NO-EMPTY", () => {
  it.each([
    ["abc", true],
    ["0", true],
    [0, true],
    [42, true],
    ["", false],
    ["   ", false],
    [null, false],
    [undefined, false],
    [Number.NaN, false],
    [{}, false],
  ])("%s → %s", (value, expected) => {
    expect(isSelectableValue(value)).toBe(expected);
  });
});

describe("toSelectItems", () => {
  it("drops rows whose value is empty — R:UI-SELECT-NO-EMPTY", () => {
    const rows = [
      { id: "w1", name: "Renfort" },
      { id: "", name: "Sans identifiant" },
      { id: null, name: "Nul" },
      { id: "w2", name: "Cabinet Martin" },
    ];
    expect(
      toSelectItems(
        rows,
        (r) => r.id,
        (r) => r.name,
      ),
    ).toEqual([
      { value: "w1", label: "Renfort" },
      { value: "w2", label: "Cabinet Martin" },
    ]);
  });
});
