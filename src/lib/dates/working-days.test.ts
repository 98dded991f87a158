import { describe, expect, it } from "vitest";
import { addDays, addWorkingDays, isSunday, isWorkingDay, weekday } from "./working-days.ts";

describe("jours ouvrables", () => {
  it("are every day but Sundays and public holidays — R:GEN-WORKING-DAYS", () => {
    expect(isWorkingDay("2026-11-07")).toBe(true); // a Saturday
    expect(isWorkingDay("2026-11-08")).toBe(false); // a Sunday
    expect(isWorkingDay("2026-11-11")).toBe(false); // Armistice
    expect(isSunday("2026-11-08")).toBe(true);
    expect(weekday("2026-11-09")).toBe(1);
  });

  it.each([
    // Monday → Wednesday
    ["2026-11-02", 2, "2026-11-04"],
    // Friday → Saturday is one, Sunday skipped → Monday
    ["2026-11-06", 2, "2026-11-09"],
    // Monday 9 → Tuesday 10, Wednesday 11 (holiday) skipped → Thursday 12
    ["2026-11-09", 2, "2026-11-12"],
    // Thursday 24 December: the 25th and Sunday 27 skipped → Saturday 26, Monday 28
    ["2026-12-24", 2, "2026-12-28"],
    ["2026-11-02", 0, "2026-11-02"],
  ])("%s + %i → %s", (day, n, expected) => {
    expect(addWorkingDays(day, n)).toBe(expected);
  });

  it("adds calendar days across a change of month and of time", () => {
    expect(addDays("2026-10-24", 2)).toBe("2026-10-26");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});
