import { describe, expect, it } from "vitest";
import { easterSunday, isPublicHoliday } from "./public-holidays.ts";

describe("easterSunday", () => {
  it.each([
    [2024, "2024-03-31"],
    [2025, "2025-04-20"],
    [2026, "2026-04-05"],
    [2027, "2027-03-28"],
    [2038, "2038-04-25"],
    [2285, "2285-03-22"],
  ])("%i → %s", (year, expected) => expect(easterSunday(year)).toBe(expected));
});

describe("isPublicHoliday", () => {
  it("has the eleven holidays of 2026 (L3133-1), and no other day", () => {
    const holidays: string[] = [];
    for (let time = Date.parse("2026-01-01T00:00:00Z"); time < Date.parse("2027-01-01T00:00:00Z"); time += 86_400_000) {
      const day = new Date(time).toISOString().slice(0, 10);
      if (isPublicHoliday(day)) holidays.push(day);
    }
    expect(holidays).toEqual([
      "2026-01-01",
      "2026-04-06",
      "2026-05-01",
      "2026-05-08",
      "2026-05-14",
      "2026-05-25",
      "2026-07-14",
      "2026-08-15",
      "2026-11-01",
      "2026-11-11",
      "2026-12-25",
    ]);
  });

  it("is false for Easter Sunday itself, Good Friday and 26 December (Alsace-Moselle only)", () => {
    expect(isPublicHoliday("2026-04-05")).toBe(false);
    expect(isPublicHoliday("2026-04-03")).toBe(false);
    expect(isPublicHoliday("2026-12-26")).toBe(false);
  });
});
