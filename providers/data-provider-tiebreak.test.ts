// A list's page order is stable: rows equal on the sorted column are ordered by the tiebreak
// column, added once, after the user's sorters.
import { describe, expect, it } from "vitest";
import { withTiebreak } from "./data-provider.ts";

describe("withTiebreak", () => {
  it("orders by the tiebreak column last", () => {
    expect(withTiebreak([{ field: "period_start", order: "desc" }], "id")).toEqual([
      { field: "period_start", order: "desc" },
      { field: "id", order: "asc" },
    ]);
    expect(withTiebreak(undefined, "id")).toEqual([{ field: "id", order: "asc" }]);
  });

  it("keeps the sorters when they already sort on it, or without a tiebreak", () => {
    const sorters = [{ field: "id", order: "desc" as const }];
    expect(withTiebreak(sorters, "id")).toBe(sorters);
    expect(withTiebreak(sorters, undefined)).toBe(sorters);
  });
});
