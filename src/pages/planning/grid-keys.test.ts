import { describe, expect, it } from "vitest";
import { moveFocus } from "./grid-keys.ts";

const b = { rows: 100, cols: 32, page: 10 };

describe("moveFocus", () => {
  it.each([
    ["ArrowRight", false, { row: 5, col: 31 }, { row: 5, col: 31 }],
    ["ArrowRight", false, { row: 5, col: 3 }, { row: 5, col: 4 }],
    ["ArrowLeft", false, { row: 5, col: 0 }, { row: 5, col: 0 }],
    ["ArrowDown", false, { row: 99, col: 3 }, { row: 99, col: 3 }],
    ["ArrowUp", false, { row: 5, col: 3 }, { row: 4, col: 3 }],
    ["PageDown", false, { row: 95, col: 3 }, { row: 99, col: 3 }],
    ["PageUp", false, { row: 5, col: 3 }, { row: 0, col: 3 }],
    ["Home", false, { row: 5, col: 3 }, { row: 5, col: 0 }],
    ["End", false, { row: 5, col: 3 }, { row: 5, col: 31 }],
    ["Home", true, { row: 5, col: 3 }, { row: 0, col: 0 }],
    ["End", true, { row: 5, col: 3 }, { row: 99, col: 31 }],
  ] as const)("%s (ctrl %s) from %o → %o", (key, ctrl, at, expected) => {
    expect(moveFocus(key, ctrl, at, b)).toEqual(expected);
  });

  it("ignores other keys and empty grids", () => {
    expect(moveFocus("a", false, { row: 0, col: 0 }, b)).toBeNull();
    expect(moveFocus("ArrowDown", false, { row: 0, col: 0 }, { ...b, rows: 0 })).toBeNull();
  });
});
