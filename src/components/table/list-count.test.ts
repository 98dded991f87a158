import { describe, expect, it } from "vitest";
import { DB_MAX_ROWS, isEstimatedTotal } from "./list-count.ts";

describe("isEstimatedTotal", () => {
  it("is an estimate only with count=estimated above db-max-rows", () => {
    expect(isEstimatedTotal("estimated", DB_MAX_ROWS + 1)).toBe(true);
    expect(isEstimatedTotal("estimated", DB_MAX_ROWS)).toBe(false);
    expect(isEstimatedTotal("exact", 50_000)).toBe(false);
    expect(isEstimatedTotal(undefined, undefined)).toBe(false);
  });
});
