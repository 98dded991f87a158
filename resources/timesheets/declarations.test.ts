// The back office's mark « Déclaration du talent différente »: a conflict still differing from
// the day is one, a conflict the agency settled (same times) or an applied declaration is not.
import { describe, expect, it } from "vitest";
import { differingDeclarations } from "./declarations.ts";

const declared = (date: string, start: string | null, end: string | null, status = "conflict") => ({
  date,
  start_time: start,
  end_time: end,
  break_minutes: 60,
  worked_hours: 8,
  status,
});

describe("differingDeclarations", () => {
  it("keeps the conflicts that still differ from the day", () => {
    const days = [
      { date: "2026-11-16", start_time: "08:00:00", end_time: "15:00:00", break_minutes: 60 },
      { date: "2026-11-17", start_time: "07:00:00", end_time: "16:00:00", break_minutes: 60 },
    ];
    expect(
      differingDeclarations(
        [
          declared("2026-11-16", "07:00:00", "16:00:00"),
          declared("2026-11-17", "07:00:00", "16:00:00"),
          declared("2026-11-18", "07:00:00", "16:00:00", "applied"),
          declared("2026-11-19", null, null),
        ],
        days,
      ).map((d) => d.date),
    ).toEqual(["2026-11-16"]);
  });
});
