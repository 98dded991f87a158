import { describe, expect, it } from "vitest";
import { TIMESHEET_TABS } from "./constants.ts";
import { contractSearch, countParams, tabOf, timesheetFilterCodec, withTab } from "./filters.ts";

const company = { field: "company_id", operator: "eq", value: "c1" } as const;

describe("timesheet filters", () => {
  it("round-trips the form through Refine filters", () => {
    const values = { week_start: "2026-12-07", company_id: "c1", talent_id: "t1", owner_id: "o1", status: ["draft"] };
    expect(timesheetFilterCodec.fromFilters(timesheetFilterCodec.toFilters(values))).toEqual(values);
  });

  it.each(TIMESHEET_TABS)("puts tab %s in place of the status filters and reads it back", (tab) => {
    const filters = withTab([company, { field: "status", operator: "in", value: ["canceled"] }], tab);
    expect(filters[0]).toEqual(company);
    expect(tabOf(filters)).toBe(tab);
  });

  it("knows no tab for a status chosen by hand", () => {
    expect(tabOf([{ field: "status", operator: "in", value: ["canceled"] }])).toBeNull();
  });

  it("gives the counts the other filters", () => {
    expect(countParams(withTab([company], "awaiting"))).toEqual({
      p_week_start: null,
      p_company_id: "c1",
      p_talent_id: null,
      p_owner_id: null,
    });
  });
});

describe("the contract picker's search", () => {
  it.each([
    ["CTR-LYO-2026", [{ field: "contract_key", operator: "contains", value: "CTR-LYO-2026" }]],
    [" 000123 ", [{ field: "contract_key", operator: "contains", value: "000123" }]],
    ["Éloïse  Dupré", [{ field: "talent.search_text", operator: "contains", value: "eloise dupre" }]],
    ["  ", []],
  ])("%j searches %j", (q, filters) => expect(contractSearch(q)).toEqual(filters));
});
