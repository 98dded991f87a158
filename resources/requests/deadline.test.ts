// The deadline flag has the thresholds of public.request_action_item (critical under 12 h,
// warning under 3 days), and the countdown's wording.
import { describe, expect, it } from "vitest";
import { deadlineFlag, formatDuration } from "./deadline.ts";

const NOW = new Date("2026-03-02T10:00:00Z");
const at = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000).toISOString();

describe("deadlineFlag", () => {
  it.each([
    { hours: -1, expected: "overdue" },
    { hours: -0.01, expected: "overdue" },
    { hours: 0.5, expected: "critical" },
    { hours: 11.9, expected: "critical" },
    { hours: 12, expected: "warning" },
    { hours: 71.9, expected: "warning" },
    { hours: 72, expected: "ok" },
  ])("due in $hours h → $expected", ({ hours, expected }) => {
    expect(deadlineFlag(at(hours), NOW)).toBe(expected);
  });

  it.each([
    { due: null, closed: false },
    { due: at(-5), closed: true },
  ])("no flag without a deadline or once closed ($due, closed $closed)", ({ due, closed }) => {
    expect(deadlineFlag(due, NOW, closed)).toBeNull();
  });
});

describe("formatDuration", () => {
  it.each([
    { ms: 5 * 60_000, expected: "5 min" },
    { ms: (3 * 60 + 5) * 60_000, expected: "3 h 05 min" },
    { ms: (26 * 60 + 30) * 60_000, expected: "1 j 2 h" },
    { ms: -(2 * 60) * 60_000, expected: "2 h 00 min" },
  ])("$ms ms → $expected", ({ ms, expected }) => {
    expect(formatDuration(ms)).toBe(expected);
  });
});
