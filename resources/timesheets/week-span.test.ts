import { describe, expect, it } from "vitest";
import { defaultWeek, periodAllows, weekInPeriod } from "./week-span.ts";

// A 3-day contract, 9 to 11 December 2026, souplesse to Tuesday 15 (as the database gives it).
const SHORT = { first_day: "2026-12-09", last_day: "2026-12-15" };

describe("the contract's period", () => {
  it.each([
    ["2026-12-08", false],
    ["2026-12-09", true],
    ["2026-12-15", true],
    ["2026-12-16", false],
  ])("a day of the 3-day contract, %s: %s", (date, allowed) => expect(periodAllows(SHORT)(date)).toBe(allowed));

  it("has no end for an imprecise term, and lets every day through while unknown", () => {
    expect(periodAllows({ first_day: "2026-12-07", last_day: null })("2027-06-01")).toBe(true);
    expect(periodAllows(undefined)("2020-01-01")).toBe(true);
  });

  it.each([
    ["2026-11-30", false],
    ["2026-12-07", true],
    ["2026-12-14", true],
    ["2026-12-21", false],
  ])("the week of %s shares a day with it: %s", (monday, inside) => expect(weekInPeriod(monday, SHORT)).toBe(inside));

  it.each([
    ["2026-12-10", "2026-12-07"],
    ["2026-11-23", "2026-12-07"],
    ["2027-01-20", "2026-12-14"],
  ])("offers first, on %s, the week of %s", (today, monday) => expect(defaultWeek(today, SHORT)).toBe(monday));
});
