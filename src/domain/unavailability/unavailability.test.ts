import { describe, expect, it } from "vitest";
import { datesInOrder, findByEntry, formValuesOf, periodText, toSave, type Unavailability } from "./unavailability.ts";

const row = (extra: Partial<Unavailability> = {}): Unavailability => ({
  id: "u1",
  talent_id: "t1",
  date_from: "2026-12-19",
  date_to: "2026-12-20",
  part: "full",
  start_time: "00:00:00",
  end_time: "00:00:00",
  reason: "leave",
  comment: null,
  days: 2,
  entry_ids: ["e1", "e2"],
  ...extra,
});

describe("unavailability", () => {
  it("sends one day when no end date is given, hours only for « Horaires », a trimmed comment", () => {
    expect(
      toSave({
        talent_id: "t1",
        date_from: "2026-12-19",
        part: "morning",
        start_time: "09:00",
        reason: "leave",
        comment: "  ",
      }),
    ).toEqual({
      talent_id: "t1",
      date_from: "2026-12-19",
      date_to: "2026-12-19",
      part: "morning",
      start_time: null,
      end_time: null,
      reason: "leave",
      comment: null,
    });
    expect(
      toSave({ date_from: "2026-12-19", part: "hours", start_time: "18:00", end_time: "23:00", reason: "other" }),
    ).toMatchObject({ talent_id: null, start_time: "18:00", end_time: "23:00" });
  });

  it("reads a recorded one back into the form and into a sentence", () => {
    expect(formValuesOf(row({ part: "hours", start_time: "18:00:00", end_time: "23:00:00" }))).toMatchObject({
      part: "hours",
      start_time: "18:00",
      end_time: "23:00",
      comment: undefined,
    });
    expect(periodText(row())).toBe("Du 19/12/2026 au 20/12/2026 · Journée entière");
    expect(periodText(row({ date_to: "2026-12-19", part: "afternoon" }))).toBe("Le 19/12/2026 · Après-midi");
  });

  it("finds a cell's unavailability and checks the order of the dates", () => {
    expect(findByEntry([row()], "e2")?.id).toBe("u1");
    expect(findByEntry([row()], "x")).toBeUndefined();
    expect(datesInOrder("2026-12-19", "2026-12-18")).toBe(false);
    expect(datesInOrder("2026-12-19", undefined)).toBe(true);
  });
});
