import { describe, expect, it } from "vitest";
import { dayHours, minutesOf, nightHours, weekSplit } from "./split.ts";

describe("dayHours", () => {
  it.each([
    ["08:00", "16:00", 60, 7],
    ["07:30", "12:00", 0, 4.5],
    ["22:00", "06:00", 30, 7.5],
    ["08:00", "08:00", 0, 24],
    ["08:00:00", "17:20:00", 20, 9],
    ["08:00", "09:10", 0, 1.17],
  ])("%s–%s with %i min of break: %s h", (start, end, pause, hours) => {
    expect(dayHours(start, end, pause)).toBe(hours);
  });

  it.each([
    [null, "16:00"],
    ["8h", "16:00"],
    ["25:00", "16:00"],
  ])("has no hours without two times (%s, %s)", (start, end) => {
    expect(dayHours(start, end)).toBeNull();
  });

  it("reads minutes of a time", () => {
    expect(minutesOf("7:05")).toBe(425);
    expect(minutesOf("07:60")).toBeNull();
  });
});

describe("weekSplit", () => {
  it.each([
    [[7, 7, 7, 7, 7], { total: 35, normal: 35, ot25: 0, ot50: 0 }],
    [[7, 7, 7, 7, 7, 0.5], { total: 35.5, normal: 35, ot25: 0.5, ot50: 0 }],
    [[8.6, 8.6, 8.6, 8.6, 8.6], { total: 43, normal: 35, ot25: 8, ot50: 0 }],
    [[9, 9, 9, 9, 9], { total: 45, normal: 35, ot25: 8, ot50: 2 }],
    [[10, 10, 10, 10, 8], { total: 48, normal: 35, ot25: 8, ot50: 5 }],
    [[4, 0, 0, 0, 0], { total: 4, normal: 4, ot25: 0, ot50: 0 }],
    [[], { total: 0, normal: 0, ot25: 0, ot50: 0 }],
  ])("%j → %j", (hours, split) => {
    expect(weekSplit(hours)).toEqual(split);
  });
});

describe("nightHours", () => {
  // the cases of supabase/tests/timesheets/night-hours.test.ts, which the database computes
  const DEFAULT = { start_hour: 21, end_hour: 6 };
  const BATIMENT = { start_hour: 20, end_hour: 6 };
  it.each([
    ["21:00", "05:00", 30, DEFAULT, 7.5],
    ["18:00", "02:00", 30, DEFAULT, 5],
    ["04:00", "12:00", 60, DEFAULT, 2],
    ["08:00", "17:00", 60, DEFAULT, 0],
    ["22:00", "06:00", 30, DEFAULT, 7.5],
    ["18:00", "02:00", 30, BATIMENT, 6],
    ["13:00", "20:30", 30, BATIMENT, 0.5],
  ])("%s–%s with %i min of break, period %o: %s h at night", (start, end, pause, window, night) => {
    expect(nightHours(start, end, pause, window)).toBe(night);
  });

  it("has none without two times", () => {
    expect(nightHours("", "05:00", 0, DEFAULT)).toBeNull();
  });
});
