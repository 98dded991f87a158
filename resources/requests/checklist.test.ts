// A checklist field's column and form value (checklist.ts): the column is the whole list, ticked
// items true; complete only with every item ticked, whatever extra key the column holds.
import { describe, expect, it } from "vitest";
import { checkedKeys, checkedLabels, checklistColumn, checklistComplete } from "./checklist.ts";
import type { FieldDef } from "./definition.ts";

const FIELD: FieldDef = {
  name: "end_documents",
  label: "Documents",
  kind: "checklist",
  checklist: {
    items: [
      { value: "a", label: "A" },
      { value: "b", label: "B" },
    ],
    incomplete: "Cochez tout",
  },
};

describe("a checklist field", () => {
  it("reads the ticked items of a column or of a form value", () => {
    expect(checkedKeys({ a: true, b: false, c: "true" })).toEqual(["a"]);
    expect(checkedKeys(["b", 3])).toEqual(["b"]);
    expect(checkedKeys(null)).toEqual([]);
    expect(checkedLabels(FIELD, { b: true, a: true })).toEqual(["A", "B"]);
  });

  it("writes every item to the column, true when ticked", () => {
    expect(checklistColumn(FIELD, ["b"])).toEqual({ a: false, b: true });
    expect(checklistColumn(FIELD, [])).toEqual({ a: false, b: false });
  });

  it("is complete only with every item ticked", () => {
    expect(checklistComplete(FIELD, ["a"])).toBe(false);
    expect(checklistComplete(FIELD, { a: true, b: false })).toBe(false);
    expect(checklistComplete(FIELD, ["b", "a"])).toBe(true);
  });
});
