// The signature page's own formatting and its reading of the database's link errors.
import { describe, expect, it } from "vitest";
import { problemOf } from "./api.ts";
import { dayLabel, frenchDate, hours, schedule } from "./format.ts";

const day = { date: "2026-01-05", start_time: null, end_time: null, break_minutes: 0, worked_hours: 0, comment: null };

describe("the signature page's formats", () => {
  it("writes dates, days and hours the French way", () => {
    expect(frenchDate("2026-01-05")).toBe("05/01/2026");
    expect(dayLabel("2026-01-05")).toBe("lundi 05/01");
    expect(dayLabel("2026-01-11")).toBe("dimanche 11/01");
    expect(hours(7.5)).toBe("7 h 30");
    expect(hours(8)).toBe("8 h");
    expect(hours(0.25)).toBe("0 h 15");
  });

  it("shows the schedule, the absence or a day off", () => {
    expect(
      schedule({ ...day, absence_type: "none", start_time: "08:00:00", end_time: "17:30:00", worked_hours: 8.5 }),
    ).toBe("08 h 00 – 17 h 30");
    expect(schedule({ ...day, absence_type: "sick" })).toBe("Maladie");
    expect(schedule({ ...day, absence_type: "none" })).toBe("Non travaillé");
  });

  it("tells an unknown, used or expired link from another error", () => {
    expect(problemOf("PT404", "Lien de signature invalide")).toBe("unknown");
    expect(problemOf("PT410", "Ce lien de signature a déjà été utilisé")).toBe("used");
    expect(problemOf("PT410", "Ce lien de signature a expiré")).toBe("expired");
    expect(problemOf("23514", "Le nom du signataire est obligatoire")).toBeNull();
  });
});
