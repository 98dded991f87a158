import { describe, expect, it } from "vitest";
import { exportPending, gdprState, type GdprRequestRow } from "./rules.ts";

const row = (values: Partial<GdprRequestRow>): GdprRequestRow => ({
  id: "r1",
  kind: "access",
  requested_at: "2026-10-01T08:00:00Z",
  due_at: "2026-11-01T08:00:00Z",
  done_at: null,
  comment: null,
  outcome: null,
  file: null,
  ...values,
});

describe("gdprState", () => {
  it("is done once answered, open within the month, late after it — R:RGPD-STATE", () => {
    const now = new Date("2026-10-15T00:00:00Z");
    expect(gdprState(row({ done_at: "2026-10-02T08:00:00Z" }), now)).toBe("done");
    expect(gdprState(row({}), now)).toBe("open");
    expect(gdprState(row({}), new Date("2026-11-01T08:00:01Z"))).toBe("late");
    expect(gdprState(row({ done_at: "2026-11-05T08:00:00Z" }), new Date("2026-12-01T00:00:00Z"))).toBe("done");
  });
});

describe("exportPending", () => {
  it("is true while an access archive is not made", () => {
    expect(exportPending([row({})])).toBe(true);
    expect(exportPending([row({ done_at: "2026-10-01T09:00:00Z", file: "w/t/r.zip" })])).toBe(false);
    expect(exportPending([row({ kind: "erasure" })])).toBe(false);
  });
});
