// The Journal's filters (docs/rules/history.md, « Le journal »): the author, the kind of record,
// the action and a period of days in Paris, the last day included, kept in the URL and read back.
import { describe, expect, it } from "vitest";
import { journalFilterCodec } from "./filters.ts";

describe("the Journal's filters", () => {
  it("filter by author, kind, action and a period of Paris days, the last one included, and read back — R:HIST-JOURNAL", () => {
    const values = { actor: "m1", entity: "talent", action: "update", from: "2026-01-10", to: "2026-01-12" };
    const filters = journalFilterCodec.toFilters(values);
    expect(filters).toEqual([
      { field: "actor_member_id", operator: "eq", value: "m1" },
      { field: "entity", operator: "eq", value: "talent" },
      { field: "action", operator: "eq", value: "update" },
      // midnight in Paris in winter is 23:00 UTC the day before; the 12th is included up to the 13th
      { field: "changed_at", operator: "gte", value: "2026-01-09T23:00:00.000Z" },
      { field: "changed_at", operator: "lt", value: "2026-01-12T23:00:00.000Z" },
    ]);
    expect(journalFilterCodec.fromFilters(filters)).toEqual(values);
    expect(journalFilterCodec.toFilters({})).toEqual([]);
  });
});
