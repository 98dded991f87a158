import { describe, expect, it } from "vitest";
import { dayAndMonth, dayMarks } from "./day-marks.ts";

describe("a day's marks", () => {
  it.each([
    ["2026-11-11", { holiday: "11 novembre", sunday: false }],
    ["2026-11-15", { holiday: null, sunday: true }],
    // All Saints' Day on a Sunday: both
    ["2026-11-01", { holiday: "1er novembre", sunday: true }],
    ["2026-05-25", { holiday: "25 mai", sunday: false }],
    ["2026-11-10", { holiday: null, sunday: false }],
  ])("%s: %j", (day, marks) => {
    expect(dayMarks(day)).toEqual(marks);
  });

  it("writes the day and the month in French", () => {
    expect(dayAndMonth("2026-08-15")).toBe("15 août");
    expect(dayAndMonth("2027-01-01")).toBe("1er janvier");
  });
});
