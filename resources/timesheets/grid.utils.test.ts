import { describe, expect, it } from "vitest";
import {
  contestedDays,
  copyWeek,
  dayIssues,
  emptyDay,
  fillFromSchedule,
  gridSplit,
  gridWeek,
  nextCell,
  parseHours,
  toSaveDays,
  weekOverLimit,
  type GridDay,
  type SavedDay,
} from "./grid.utils.ts";
import { mondayOf } from "./week.ts";

const MONDAY = "2026-12-07";
const all = () => true;
const saved = (date: string, extra: Partial<SavedDay> = {}): SavedDay => ({
  date,
  start_time: "08:00:00",
  end_time: "16:00:00",
  break_minutes: 60,
  worked_hours: "7.00",
  absence_type: "none",
  meal: "meal_allowance",
  comment: null,
  ...extra,
});
const timed = (date: string, start: string, end: string, pause = 0): GridDay => ({
  ...emptyDay(date),
  start_time: start,
  end_time: end,
  break_minutes: pause,
});

describe("parseHours", () => {
  it.each([
    ["8", 8],
    ["8,5", 8.5],
    ["8.25", 8.25],
    ["8h30", 8.5],
    ["8 h", 8],
    ["7:45", 7.75],
    ["", null],
    ["huit", null],
    ["8h75", null],
  ])("%j → %s", (text, hours) => expect(parseHours(text)).toBe(hours));
});

describe("gridWeek", () => {
  it("lays the saved days on the seven days of the week", () => {
    const days = gridWeek(MONDAY, [
      saved("2026-12-08"),
      saved("2026-12-09", { start_time: null, end_time: null, worked_hours: 3.5 }),
    ]);
    expect(days.map((d) => d.date)).toEqual([
      "2026-12-07",
      "2026-12-08",
      "2026-12-09",
      "2026-12-10",
      "2026-12-11",
      "2026-12-12",
      "2026-12-13",
    ]);
    expect(days[1]).toMatchObject({
      start_time: "08:00",
      end_time: "16:00",
      break_minutes: 60,
      hours: "",
      meal: "meal_allowance",
    });
    expect(days[2]).toMatchObject({ start_time: "", hours: "3,5" });
    expect(gridSplit(days)).toEqual({ total: 10.5, normal: 10.5, ot25: 0, ot50: 0 });
  });
});

describe("fillers", () => {
  it("fills from the contract's schedule on its working days inside the contract", () => {
    const { days, holidays } = fillFromSchedule(
      gridWeek(MONDAY),
      { working_days: [1, 2, 3, 4, 5], working_hours: 39 },
      (d) => d !== "2026-12-11",
    );
    expect(holidays).toEqual([]);
    expect(days.slice(0, 4).map((d) => [d.start_time, d.end_time, d.break_minutes])).toEqual(
      Array(4).fill(["08:00", "16:48", 60]),
    );
    expect(days[4].start_time).toBe("");
    expect(days[5].start_time).toBe("");
    expect(gridSplit(days).total).toBe(31.2);
  });

  it("leaves a public holiday empty and names it (Wednesday 11 November 2026)", () => {
    const week = gridWeek("2026-11-09");
    const { days, holidays } = fillFromSchedule(week, { working_days: [1, 2, 3, 4, 5], working_hours: 35 }, all);
    expect(holidays).toEqual(["2026-11-11"]);
    expect(days[2]).toEqual(week[2]);
    expect(days.map((d) => d.start_time)).toEqual(["08:00", "08:00", "", "08:00", "08:00", "", ""]);
    expect(gridSplit(days).total).toBe(28);
  });

  it("does not name a holiday the contract does not cover or work", () => {
    const week = gridWeek("2026-11-09");
    expect(fillFromSchedule(week, { working_days: [1, 2, 4], working_hours: 21 }, all).holidays).toEqual([]);
    expect(
      fillFromSchedule(week, { working_days: [1, 2, 3], working_hours: 21 }, (d) => d < "2026-11-11").holidays,
    ).toEqual([]);
  });

  it("copies the previous week's days on this week's dates, without absences", () => {
    const days = copyWeek(
      gridWeek(MONDAY),
      [
        saved("2026-11-30"),
        saved("2026-12-01", { absence_type: "sick", start_time: null, end_time: null, worked_hours: 0 }),
      ],
      all,
    );
    expect(days[0]).toMatchObject({ date: MONDAY, start_time: "08:00", end_time: "16:00", meal: "meal_allowance" });
    expect(days[1]).toMatchObject({ date: "2026-12-08", absence_type: "none", start_time: "" });
  });
});

describe("checks", () => {
  it.each([
    [timed(MONDAY, "07:00", "17:45", 30), ["maxDay"]],
    [timed(MONDAY, "07:00", "17:30", 30), []],
    [timed(MONDAY, "07:00", "17:00", 0), ["breakRequired"]],
    [timed(MONDAY, "07:00", "13:00", 0), []],
    [timed(MONDAY, "07:00", "13:10", 0), ["breakRequired"]],
    [timed(MONDAY, "07:00", "17:20", 20), []],
    [{ ...emptyDay(MONDAY), hours: "4", absence_type: "sick" as const }, ["absenceHours"]],
    [{ ...emptyDay(MONDAY), hours: "4", absence_type: "weather" as const }, []],
    [{ ...emptyDay(MONDAY), hours: "beaucoup" }, ["hoursInvalid"]],
  ])("%j → %j", (day, issues) => expect(dayIssues(day)).toEqual(issues));

  it("blocks a week over 48 h, 48 h exactly passes", () => {
    const week = gridWeek(MONDAY).map((d, i) => (i < 5 ? { ...d, hours: "9,6" } : d));
    expect(weekOverLimit(week)).toBe(false);
    expect(weekOverLimit(week.map((d, i) => (i === 5 ? { ...d, hours: "0,5" } : d)))).toBe(true);
  });
});

describe("toSaveDays", () => {
  it("sends times, or typed hours without times, and empties", () => {
    const days = gridWeek(MONDAY);
    days[0] = timed(MONDAY, "08:00", "12:00");
    days[1] = { ...days[1], hours: "3,5", start_time: "09:00" };
    const sent = toSaveDays(days);
    expect(sent[0]).toMatchObject({ start_time: "08:00", end_time: "12:00", worked_hours: null });
    expect(sent[1]).toMatchObject({ start_time: null, end_time: null, worked_hours: 3.5 });
    expect(sent[2]).toMatchObject({ start_time: null, worked_hours: 0, absence_type: "none", comment: null });
  });
});

describe("keyboard", () => {
  const size = { rows: 4, cols: 7 };
  it.each([
    ["ArrowDown", { row: 0, col: 2 }, { row: 1, col: 2 }],
    ["ArrowUp", { row: 1, col: 2 }, { row: 0, col: 2 }],
    ["ArrowUp", { row: 0, col: 2 }, null],
    ["ArrowDown", { row: 3, col: 6 }, null],
    ["Tab", { row: 0, col: 0 }, null],
  ])("%s from %j → %j", (key, at, to) => expect(nextCell(key, at, size)).toEqual(to));

  it("finds the Monday of a date", () => {
    expect(mondayOf("2026-12-13")).toBe(MONDAY);
    expect(mondayOf(MONDAY)).toBe(MONDAY);
  });
});

describe("contested days", () => {
  const contests = [
    { round: 1, day_date: "2026-12-08", reason: "Mardi non travaillé" },
    { round: 2, day_date: "2026-12-09", reason: "Pause oubliée" },
  ];
  it.each([
    [{ status: "disputed", signature_round: 1 }, [["2026-12-08", "Mardi non travaillé"]]],
    [{ status: "draft", signature_round: 2 }, [["2026-12-08", "Mardi non travaillé"]]],
    [{ status: "disputed", signature_round: 2 }, [["2026-12-09", "Pause oubliée"]]],
    [{ status: "pending_signature", signature_round: 2 }, []],
    [{ status: "draft", signature_round: 1 }, []],
  ])("of a week %o: %j", (week, expected) => expect([...contestedDays(contests, week)]).toEqual(expected));
});
