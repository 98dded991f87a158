// The outcome a talent's page shows beside its name: the latest completed check's, whatever the
// order of the rows; checks closed otherwise (cancelled, declined) or still running say nothing.
import { describe, expect, it } from "vitest";
import type { ReferenceCheckSummary } from "./read.ts";
import { latestOutcome, referenceCheckLink } from "./references.utils.ts";

const check = (id: string, o: Partial<ReferenceCheckSummary>): ReferenceCheckSummary => ({
  id,
  status: "requested",
  outcome: null,
  note: null,
  referee_name: "Marc Durand",
  referee_company: "BTP Lyon",
  performed_at: null,
  closed_at: null,
  created_at: "2026-01-01T09:00:00+00:00",
  application_id: null,
  ...o,
});

describe("latestOutcome", () => {
  it.each([
    ["no check", [], null],
    ["a check still running", [check("a", { status: "in_progress", performed_at: "2026-01-02T09:00:00+00:00" })], null],
    [
      "a cancelled check, even with an outcome typed before",
      [check("a", { status: "canceled", outcome: "negative", closed_at: "2026-01-03T09:00:00+00:00" })],
      null,
    ],
    [
      "the latest completed, the rows in any order",
      [
        check("old", { status: "completed", outcome: "negative", closed_at: "2026-01-03T09:00:00+00:00" }),
        check("new", { status: "completed", outcome: "positive", closed_at: "2026-02-10T09:00:00+00:00" }),
        check("running", { status: "to_contact" }),
      ],
      { id: "new", outcome: "positive", completedOn: "2026-02-10T09:00:00+00:00" },
    ],
    [
      "closing dates compared as instants, not as text",
      [
        check("a", { status: "completed", outcome: "reserved", closed_at: "2026-03-01T10:00:00+02:00" }),
        check("b", { status: "completed", outcome: "positive", closed_at: "2026-03-01T09:30:00+00:00" }),
      ],
      { id: "b", outcome: "positive", completedOn: "2026-03-01T09:30:00+00:00" },
    ],
  ])("%s", (_, rows, expected) => {
    expect(latestOutcome(rows)).toEqual(expected);
  });
});

describe("referenceCheckLink", () => {
  it("opens the check in the requests' drawer", () => {
    expect(referenceCheckLink("rc-1")).toBe("/reference-checks?open=rc-1");
  });
});
