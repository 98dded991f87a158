import { describe, expect, it } from "vitest";
import { formatParisDateTime, parisDay, parisInstant, parisWallClock } from "./paris-time.ts";

describe("Paris wall-clock instants", () => {
  it.each([
    ["2026-03-02", 7, 30, "2026-03-02T06:30:00.000Z"],
    ["2026-07-01", 8, 0, "2026-07-01T06:00:00.000Z"],
    ["2026-03-02", 0, 0, "2026-03-01T23:00:00.000Z"],
    // the days the clock changes (last Sundays of March and October)
    ["2026-03-29", 0, 0, "2026-03-28T23:00:00.000Z"],
    ["2026-03-29", 8, 0, "2026-03-29T06:00:00.000Z"],
    ["2026-10-25", 0, 0, "2026-10-24T22:00:00.000Z"],
    ["2026-10-25", 8, 0, "2026-10-25T07:00:00.000Z"],
  ])("%s %i:%i in Paris is %s", (day, hour, minute, iso) => {
    expect(parisInstant(day, hour, minute).toISOString()).toBe(iso);
  });

  it.each([
    ["2026-03-02T06:30:00Z", "02/03/2026 à 07:30"],
    ["2026-07-01T21:05:00Z", "01/07/2026 à 23:05"],
    ["2026-12-31T23:00:00Z", "01/01/2027 à 00:00"],
  ])("%s reads %s", (iso, text) => {
    expect(formatParisDateTime(new Date(iso))).toBe(text);
  });
});

describe("an instant's day and wall-clock time in Paris", () => {
  it.each([
    ["2026-03-01T23:30:00Z", "2026-03-02", "2026-03-02T00:30"],
    ["2026-07-01T21:59:00Z", "2026-07-01", "2026-07-01T23:59"],
    ["2026-07-01T22:00:00Z", "2026-07-02", "2026-07-02T00:00"],
    ["2026-11-06T08:30:00Z", "2026-11-06", "2026-11-06T09:30"],
  ])("%s is %s, %s", (iso, day, wall) => {
    expect(parisDay(new Date(iso))).toBe(day);
    expect(parisWallClock(new Date(iso))).toBe(wall);
  });
});
