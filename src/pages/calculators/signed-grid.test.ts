import { describe, expect, it } from "vitest";
import { signedGrid, type SignedWeek } from "./signed-grid.ts";

const week = (monday: string, status: string, days: Array<[string, number]>): SignedWeek => ({
  week_start: monday,
  status,
  timesheet_day: days.map(([date, worked_hours]) => ({ date, worked_hours })),
});

describe("signedGrid", () => {
  it("takes the signed weeks' day hours, Monday first, a missing week at 0 h", () => {
    const g = signedGrid(
      [
        week("2026-05-18", "validated", [
          ["2026-05-18", 10],
          ["2026-05-22", 7.5],
          ["2026-05-24", 4],
        ]),
        week("2026-05-04", "invoiced", [["2026-05-05", 8]]),
        week("2026-05-25", "pending_signature", [["2026-05-25", 9]]),
      ],
      8,
    );
    expect(g).toEqual({
      start: "2026-05-04",
      weeks: 3,
      grid: [
        ["0", "8", "0", "0", "0", "0", "0"],
        ["0", "0", "0", "0", "0", "0", "0"],
        ["10", "0", "0", "0", "7,5", "0", "4"],
      ],
    });
  });

  it("keeps the last weeks only, and gives nothing without a signed week", () => {
    const weeks = ["2026-04-06", "2026-04-13", "2026-04-20", "2026-04-27"].map((m) => week(m, "signed", [[m, 7]]));
    expect(signedGrid(weeks, 2)).toMatchObject({ start: "2026-04-20", weeks: 2 });
    expect(signedGrid([week("2026-04-06", "draft", [["2026-04-06", 7]])], 8)).toBeNull();
    expect(signedGrid(null, 8)).toBeNull();
  });
});
