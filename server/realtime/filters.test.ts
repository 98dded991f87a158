// Realtime filter grammar and evaluation, table-driven.
import { describe, expect, it } from "vitest";
import { matchesFilter, parseFilter } from "./filters.ts";

const types = new Map([
  ["id", "int8"],
  ["n", "numeric"],
  ["name", "text"],
  ["done", "bool"],
  ["at", "timestamptz"],
  ["note", "text"],
]);
const row = { id: 5, n: "2.50", name: "Oslo, Norway", done: true, at: "2026-01-02T10:00:00+00:00", note: null };

describe("parseFilter", () => {
  it.each([
    ["", []],
    ["id=eq.5", [{ column: "id", op: "eq", value: "5", negate: false }]],
    ["id=not.in.(1,2)", [{ column: "id", op: "in", list: ["1", "2"], negate: true }]],
    ['name=in.("Oslo, Norway",Paris)', [{ column: "name", op: "in", list: ["Oslo, Norway", "Paris"] }]],
    ['name=eq."a,b"', [{ column: "name", op: "eq", value: "a,b" }]],
    [
      "id=gt.0,id=lt.100",
      [
        { column: "id", op: "gt", value: "0" },
        { column: "id", op: "lt", value: "100" },
      ],
    ],
  ])("parses %j", (filter, expected) => {
    const r = parseFilter(filter);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.conditions).toEqual(expected.map((c) => expect.objectContaining(c)));
  });

  it.each([
    ["id=in.1,2", "`in` filter value must be wrapped by parentheses"],
    ["subject=foo.hey", 'Error parsing `filter` params: ["foo", "hey"]'],
    ["undefined", 'Error parsing `filter` params: ["undefined"]'],
    ["id=eq.1,,id=eq.2", "empty segments"],
    ["name=match.(", "invalid regular expression"],
  ])("rejects %j", (filter, message) => {
    const r = parseFilter(filter);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toContain(message);
  });
});

describe("matchesFilter", () => {
  it.each([
    ["id=eq.5", true],
    ["id=eq.05", true],
    ["id=neq.5", false],
    ["id=lt.10", true],
    ["id=lte.5", true],
    ["id=gt.5", false],
    ["id=gte.6", false],
    ["n=gt.2.4", true],
    ["id=in.(1,5)", true],
    ["id=not.in.(1,5)", false],
    ['name=eq."Oslo, Norway"', true],
    ["name=like.Oslo%", true],
    ["name=like.oslo%", false],
    ["name=ilike.oslo%", true],
    ["name=match.^Os.o", true],
    ["name=imatch.^OSLO", true],
    ["done=eq.true", true],
    ["done=is.false", false],
    ["at=gt.2026-01-02 09:00:00+00", true],
    ["at=lt.2026-01-02T09:00:00Z", false],
    ["note=is.null", true],
    ["note=not.is.null", false],
    ["note=eq.x", false],
    ["note=not.eq.x", false],
    ["note=isdistinct.x", true],
    ['name=isdistinct."Oslo, Norway"', false],
    ["missing=eq.1", false],
    ["id=gt.1,name=like.Paris%", false],
    ["id=gt.1,name=like.Oslo%", true],
  ])("%s → %s", (filter, expected) => {
    const r = parseFilter(filter);
    if (!r.ok) throw new Error(r.message);
    expect(matchesFilter(r.conditions, row, types)).toBe(expected);
  });
});
