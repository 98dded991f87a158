import { describe, expect, it } from "vitest";
import {
  acceptDate,
  applyRequired,
  inputFormat,
  monthGrid,
  normalizeRange,
  parseDateInput,
  timeFormat,
  weekdayLabels,
  type DateInputResult,
  type DisabledDate,
} from "./date-picker-rules.ts";
import { dayjs } from "./dayjs.ts";

const d = (iso: string) => dayjs(iso);
const weekends = (date: ReturnType<typeof dayjs>) => date.day() === 0 || date.day() === 6;

describe("applyRequired — R:UI-DATE-PICKER", () => {
  it.each<[string, string | null, string | null, boolean, string | null]>([
    ["required keeps the previous value on clear", null, "2026-03-02", true, "2026-03-02"],
    ["required accepts a new value", "2026-03-04", "2026-03-02", true, "2026-03-04"],
    ["optional clears", null, "2026-03-02", false, null],
    ["required with nothing before stays empty", null, null, true, null],
  ])("%s", (_label, next, previous, required, expected) => {
    expect(applyRequired(next, previous, required)).toBe(expected);
  });
});

describe("normalizeRange — R:UI-DATE-PICKER", () => {
  it.each([
    ["ordered", "2026-01-01", "2026-01-31", "2026-01-01", "2026-01-31"],
    ["reversed", "2026-02-10", "2026-02-01", "2026-02-01", "2026-02-10"],
    ["same day", "2026-05-05", "2026-05-05", "2026-05-05", "2026-05-05"],
  ])("%s", (_label, start, end, expectedStart, expectedEnd) => {
    const [a, b] = normalizeRange([d(start), d(end)]);
    expect([a.format("YYYY-MM-DD"), b.format("YYYY-MM-DD")]).toEqual([expectedStart, expectedEnd]);
  });
});

describe("parseDateInput", () => {
  const cases: Array<
    [string, string, Parameters<typeof parseDateInput>[1], DateInputResult["ok"], string | null | undefined]
  > = [
    ["a French date", "14/07/2026", {}, true, "2026-07-14"],
    ["surrounding spaces", "  01/02/2026 ", {}, true, "2026-02-01"],
    ["empty text = no value", "", {}, true, null],
    ["impossible date", "31/02/2026", {}, false, "invalid"],
    ["other format", "2026-07-14", {}, false, "invalid"],
    ["disabled date", "18/07/2026", { disabledDate: weekends }, false, "disabled"],
    ["enabled date", "17/07/2026", { disabledDate: weekends }, true, "2026-07-17"],
    ["1000 characters are allowed to parse", "x".repeat(1000), {}, false, "invalid"],
    ["over 1000 characters", "x".repeat(1001), {}, false, "tooLong"],
    ["with time", "14/07/2026 08:30", { format: inputFormat(true) }, true, "2026-07-14"],
  ];
  it.each(cases)("%s", (_label, text, options, ok, expected) => {
    const result = parseDateInput(text, options);
    expect(result.ok).toBe(ok);
    if (result.ok) expect(result.value ? result.value.format("YYYY-MM-DD") : null).toBe(expected);
    else expect(result.reason).toBe(expected);
  });
});

describe("acceptDate — R:UI-DATE-PICKER", () => {
  const always = (): boolean => true;
  const never = (): boolean => false;
  it.each<[string, DisabledDate | undefined, boolean]>([
    ["no rule", undefined, true],
    ["rule rejects", always, false],
    ["rule accepts", never, true],
  ])("%s", (_label, rule, ok) => {
    expect(acceptDate(d("2026-01-01"), rule).ok).toBe(ok);
  });
});

describe("monthGrid — R:UI-DATE-PICKER", () => {
  it.each([
    ["February 2026 starts on a Sunday", "2026-02-15", "2026-01-26", "2026-03-08"],
    ["June 2026 starts on a Monday", "2026-06-01", "2026-06-01", "2026-07-12"],
    ["March 2026", "2026-03-31", "2026-02-23", "2026-04-05"],
  ])("%s", (_label, month, first, last) => {
    const grid = monthGrid(d(month));
    expect(grid).toHaveLength(6);
    grid.forEach((week) => expect(week).toHaveLength(7));
    expect(grid[0][0].format("YYYY-MM-DD")).toBe(first);
    expect(grid[5][6].format("YYYY-MM-DD")).toBe(last);
    grid.forEach((week) => expect(week[0].day()).toBe(1));
  });

  it("labels weekdays in French from Monday", () => {
    expect(weekdayLabels()).toEqual(["lu", "ma", "me", "je", "ve", "sa", "di"]);
  });
});

describe("time accuracy — R:UI-DATE-PICKER", () => {
  it.each([
    [1, "HH"],
    [2, "HH:mm"],
    [3, "HH:mm:ss"],
    [undefined, "HH:mm"],
  ] as const)("%s → %s", (accuracy, expected) => {
    expect(timeFormat(accuracy)).toBe(expected);
  });
});
