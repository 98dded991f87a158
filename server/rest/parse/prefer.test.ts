import { describe, expect, it } from "vitest";
import type { Prefer } from "../ast";
import { parsePrefer, strictPreferenceError } from "./prefer";

describe("parsePrefer", () => {
  it.each<[string | string[] | undefined | null, Prefer]>([
    [undefined, { unknown: [] }],
    [null, { unknown: [] }],
    ["", { unknown: [] }],
    ["return=representation", { return: "representation", unknown: [] }],
    ["return=minimal", { return: "minimal", unknown: [] }],
    ["return=headers-only", { return: "headers-only", unknown: [] }],
    ["count=exact, return=representation", { count: "exact", return: "representation", unknown: [] }],
    ["count=planned", { count: "planned", unknown: [] }],
    ["count=estimated", { count: "estimated", unknown: [] }],
    [["count=exact", "return=representation"], { count: "exact", return: "representation", unknown: [] }],
    [
      "resolution=merge-duplicates, return=representation",
      { resolution: "merge-duplicates", return: "representation", unknown: [] },
    ],
    ["resolution=ignore-duplicates", { resolution: "ignore-duplicates", unknown: [] }],
    ["missing=default, return=representation", { missing: "default", return: "representation", unknown: [] }],
    ["missing=null", { missing: "null", unknown: [] }],
    ["handling=strict, max-affected=5", { handling: "strict", maxAffected: 5, unknown: [] }],
    ["handling=lenient", { handling: "lenient", unknown: [] }],
    ["tx=rollback", { tx: "rollback", unknown: [] }],
    ["tx=commit", { tx: "commit", unknown: [] }],
    ["timezone=America/Los_Angeles", { timezone: "America/Los_Angeles", unknown: [] }],
    ["params=single-object", { params: "single-object", unknown: [] }],
    // the first occurrence of a preference wins, across headers too
    ["tx=commit, tx=rollback", { tx: "commit", unknown: [] }],
    [["resolution=ignore-duplicates", "resolution=merge-duplicates"], { resolution: "ignore-duplicates", unknown: [] }],
    ["timezone=UTC, timezone=Europe/Paris", { timezone: "UTC", unknown: [] }],
    // arbitrary spacing
    [
      "count=exact,    tx=commit   ,return=representation , missing=default, handling=strict, anything",
      {
        count: "exact",
        tx: "commit",
        return: "representation",
        missing: "default",
        handling: "strict",
        unknown: ["anything"],
      },
    ],
    // what old postgrest-js could send
    ["undefinedreturn=representation", { unknown: ["undefinedreturn=representation"] }],
    [",return=representation", { return: "representation", unknown: [""] }],
    [["", "count=exact"], { count: "exact", unknown: [] }],
    ["count=exact,", { count: "exact", unknown: [""] }],
    ["count = exact", { unknown: ["count = exact"] }],
    ["COUNT=EXACT", { unknown: ["COUNT=EXACT"] }],
    ["return=representation; q=1", { unknown: ["return=representation; q=1"] }],
    // max-affected: only the first is read; never unknown
    ["max-affected=abc, max-affected=3", { unknown: [] }],
    ["max-affected=(7)", { maxAffected: 7, unknown: [] }],
    ["max-affected=-2", { maxAffected: -2, unknown: [] }],
    ["constructor, __proto__", { unknown: ["constructor", "__proto__"] }],
  ])("%j", (headers, prefer) => {
    expect(parsePrefer(headers)).toEqual(prefer);
  });
});

describe("strictPreferenceError", () => {
  it("is PGRST122 with the invalid tokens under handling=strict", () => {
    const e = strictPreferenceError(parsePrefer("handling=strict, foo, bar"));
    expect(e?.toJSON()).toEqual({
      code: "PGRST122",
      message: "Invalid preferences given with handling=strict",
      details: "Invalid preferences: foo, bar",
      hint: null,
    });
    expect(e?.status).toBe(400);
  });

  it.each([["handling=lenient, foo, bar"], ["foo"], ["handling=strict, count=exact"]])("is null for %j", (header) => {
    expect(strictPreferenceError(parsePrefer(header))).toBeNull();
  });

  it("counts a timezone the database does not know", () => {
    expect(strictPreferenceError(parsePrefer("handling=strict, timezone=Mars/Base"), true)?.details).toBe(
      "Invalid preferences: timezone=Mars/Base",
    );
  });
});
