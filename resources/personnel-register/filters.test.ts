import { describe, expect, it } from "vitest";
import { registerFilterCodec } from "./filters.ts";

describe("the register's filters", () => {
  it("asks for the people present during the period: entered before its end, not gone before its start", () => {
    expect(registerFilterCodec.toFilters({ from: "2026-11-01", to: "2026-11-30" })).toEqual([
      { field: "entry_date", operator: "lte", value: "2026-11-30" },
      {
        operator: "or",
        value: [
          { field: "exit_date", operator: "gte", value: "2026-11-01" },
          { field: "exit_date", operator: "null", value: true },
        ],
      },
    ]);
  });

  it("reads back from the URL's filters what the form showed", () => {
    const values = { from: "2026-11-01", to: "2026-11-30", company_id: "c1", q: "Aba" };
    expect(registerFilterCodec.fromFilters(registerFilterCodec.toFilters(values))).toEqual(values);
    expect(registerFilterCodec.toFilters({ q: "  " })).toEqual([]);
  });
});
