// The month helpers shared by the screens and the demo seed (src/lib/dates/month.ts).
import { describe, expect, it } from "vitest";
import { addMonths, monthEnd, monthStartOf, monthToPeriodStart, previousMonth } from "./month.ts";

describe("month helpers", () => {
  it("gives a day's month start, a month's end and a screen's month as the database keeps it", () => {
    expect(monthStartOf("2026-05-17")).toBe("2026-05-01");
    expect(monthEnd("2026-02-01")).toBe("2026-02-28");
    expect(monthToPeriodStart("2026-05")).toBe("2026-05-01");
    expect(monthToPeriodStart("")).toBeUndefined();
  });

  it("adds months as PostgreSQL adds an interval: the day clamped to the month's end, across years", () => {
    expect(addMonths("2026-05-01", 1)).toBe("2026-06-01");
    expect(addMonths("2026-01-01", -1)).toBe("2025-12-01");
    expect(addMonths("2026-08-31", 6)).toBe("2027-02-28");
    expect(addMonths("2028-03-31", -1)).toBe("2028-02-29");
    expect(addMonths("2026-11-15", 14)).toBe("2028-01-15");
  });

  it("names the month before today's, in the user's time zone", () => {
    expect(previousMonth(new Date(2026, 0, 15))).toBe("2025-12");
    expect(previousMonth(new Date(2026, 4, 31))).toBe("2026-04");
  });
});
