import { describe, expect, it } from "vitest";
import { contractAllows, flexibilityDays, lastTimesheetDay } from "./week-span.ts";

const contract = (start_date: string, end_date: string | null, definitive_end_date: string | null = null) => ({
  id: "c",
  contract_key: "K",
  job_name: null,
  start_date,
  end_date,
  definitive_end_date,
  working_days: [1, 2, 3, 4, 5],
  working_hours: 35,
});

describe("souplesse", () => {
  it.each([
    ["2026-12-07", "2026-12-18", 2],
    ["2026-12-09", "2026-12-18", 2],
    ["2026-12-07", "2027-01-15", 6],
    ["2026-01-05", "2026-12-18", 10],
  ])("%s → %s: %i days", (start, end, flex) => expect(flexibilityDays(start, end, [1, 2, 3, 4, 5])).toBe(flex));

  it("counts the souplesse in working days (over a weekend)", () => {
    expect(lastTimesheetDay("2026-12-18", 2, [1, 2, 3, 4, 5])).toBe("2026-12-22");
    expect(lastTimesheetDay("2026-12-18", 0, [1, 2, 3, 4, 5])).toBe("2026-12-18");
  });

  it.each([
    ["2026-12-06", false],
    ["2026-12-07", true],
    ["2026-12-22", true],
    ["2026-12-23", false],
  ])("a day of a 7–18 December contract, %s: %s (as the database)", (date, allowed) =>
    expect(contractAllows(contract("2026-12-07", "2026-12-18"))(date)).toBe(allowed),
  );

  it("stops at an early definitive end, and has no end for an imprecise term", () => {
    expect(contractAllows(contract("2026-12-07", "2026-12-18", "2026-12-10"))("2026-12-11")).toBe(false);
    expect(contractAllows(contract("2026-12-07", null))("2027-06-01")).toBe(true);
  });
});
