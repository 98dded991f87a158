import { describe, expect, it } from "vitest";
import { positionsFilled, positionsFilledText } from "./positions.utils.ts";

describe("positionsFilled", () => {
  it("counts the placed positions of an order", () => {
    expect(positionsFilled({ number_of_open_positions: 2, positions_left: 1 })).toEqual({ filled: 1, total: 2 });
    expect(positionsFilledText({ number_of_open_positions: 2, positions_left: 1 })).toBe("1/2 pourvus");
  });

  it("stays within 0 and the total when the count runs past them", () => {
    expect(positionsFilled({ number_of_open_positions: 2, positions_left: 3 })).toEqual({ filled: 0, total: 2 });
    expect(positionsFilled({ number_of_open_positions: 2, positions_left: -1 })).toEqual({ filled: 2, total: 2 });
  });
});
