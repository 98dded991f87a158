import { describe, expect, it } from "vitest";
import type { OrderTerm } from "../ast";
import { parseLimit, parseOffset, parseOrder, parseOrderParam, readInteger } from "./order";
import { expectApiError, f } from "./test-helpers";

describe("parseOrder", () => {
  it.each<[string, OrderTerm[]]>([
    ["id", [{ field: f("id") }]],
    ["id.asc", [{ field: f("id"), direction: "asc" }]],
    ["id.desc", [{ field: f("id"), direction: "desc" }]],
    ["a.nullsfirst", [{ field: f("a"), nulls: "first" }]],
    ["a.asc.nullslast", [{ field: f("a"), direction: "asc", nulls: "last" }]],
    ["id.desc.nullslast", [{ field: f("id"), direction: "desc", nulls: "last" }]],
    ["name.desc.nullsfirst", [{ field: f("name"), direction: "desc", nulls: "first" }]],
    [
      "client_id.desc.nullslast,id.desc",
      [
        { field: f("client_id"), direction: "desc", nulls: "last" },
        { field: f("id"), direction: "desc" },
      ],
    ],
    ["created_at.desc", [{ field: f("created_at"), direction: "desc" }]],
    [
      "f1.asc,f2.desc",
      [
        { field: f("f1"), direction: "asc" },
        { field: f("f2"), direction: "desc" },
      ],
    ],
    [" id , name ", [{ field: f("id") }, { field: f("name") }]],
    [
      "json_col->key.asc.nullslast",
      [{ field: { name: "json_col", jsonPath: [{ arrow: "->", key: "key" }] }, direction: "asc", nulls: "last" }],
    ],
    [
      "json_col->!@#$%^&*_a.asc",
      [{ field: { name: "json_col", jsonPath: [{ arrow: "->", key: "!@#$%^&*_a" }] }, direction: "asc" }],
    ],
    ["data->0.desc", [{ field: { name: "data", jsonPath: [{ arrow: "->", key: 0 }] }, direction: "desc" }]],
    [
      "clients(json_col->key).desc.nullsfirst",
      [
        {
          field: { name: "json_col", jsonPath: [{ arrow: "->", key: "key" }] },
          relation: "clients",
          direction: "desc",
          nulls: "first",
        },
      ],
    ],
    ["name,clients(name),id", [{ field: f("name") }, { field: f("name"), relation: "clients" }, { field: f("id") }]],
    ['"a b".desc', [{ field: f("a b"), direction: "desc" }]],
  ])("%j", (text, terms) => {
    expect(parseOrder(text)).toEqual(terms);
  });

  it.each([
    ["order", ""],
    ["category.order", "category"],
    ["tasks.users.order", "tasks.users"],
  ])("key %j applies to the embed path %j", (key, path) => {
    expect(parseOrderParam(key, "id").path.join(".")).toBe(path);
  });
});

describe("parseOrder: errors (PostgREST's spec texts)", () => {
  it.each([
    ["id.ac", 4, 'unexpected "c" expecting "asc", "desc", "nullsfirst" or "nullslast"'],
    ["id.descc", 8, "unexpected 'c' expecting delimiter (.), \",\" or end of input"],
    ["id.nulsfist", 4, 'unexpected "n" expecting "asc", "desc", "nullsfirst" or "nullslast"'],
    ["id.nullslasttt", 13, "unexpected 't' expecting \",\" or end of input"],
    ["id.smth34", 4, 'unexpected "s" expecting "asc", "desc", "nullsfirst" or "nullslast"'],
    ["id.asc.nlsfst", 8, 'unexpected "l" expecting "nullsfirst" or "nullslast"'],
    ["id.asc.nullslasttt", 17, "unexpected 't' expecting \",\" or end of input"],
    ["id.asc.smth34", 8, 'unexpected "s" expecting "nullsfirst" or "nullslast"'],
    [
      "clients(name,id)",
      8,
      `unexpected '(' expecting letter, digit, "-", "->>", "->", delimiter (.), "," or end of input`,
    ],
    ["", 1, "unexpected end of input expecting field name (* or [a..z0..9_$])"],
    ["id,", 4, "unexpected end of input expecting field name (* or [a..z0..9_$])"],
  ])("%j fails at column %i", (text, column, details) => {
    expectApiError(() => parseOrder(text), {
      message: `"failed to parse order (${text})" (line 1, column ${column})`,
      details,
    });
  });
});

describe("limit and offset (PostgREST reads them with Haskell `readMaybe`)", () => {
  it.each<[string, bigint | undefined]>([
    ["10", 10n],
    ["0", 0n],
    [" 7 ", 7n],
    ["(5)", 5n],
    ["( (5) )", 5n],
    ["-3", -3n],
    ["(- 3)", -3n],
    ["0x1F", 31n],
    ["0o17", 15n],
    ["007", 7n],
    ["99999999999999999999", 99999999999999999999n],
    ["", undefined],
    ["abc", undefined],
    ["1.5", undefined],
    ["1e3", undefined],
    ["+5", undefined],
    ["5abc", undefined],
    ["-(5)", undefined],
    ["(5", undefined],
    ["1_000", undefined],
  ])("readInteger(%j) = %s", (text, n) => {
    expect(readInteger(text)).toBe(n);
  });

  it.each<[string, number | undefined]>([
    ["10", 10],
    ["0", 0],
    ["abc", undefined],
    ["", undefined],
    ["99999999999999999999", Number.MAX_SAFE_INTEGER],
  ])("limit=%j → %s", (text, n) => {
    expect(parseLimit(text)).toBe(n);
  });

  it.each(["-1", "-100", "(-1)"])("limit=%j is 416 PGRST103", (text) => {
    expectApiError(() => parseLimit(text), {
      status: 416,
      code: "PGRST103",
      message: "Requested range not satisfiable",
      details: "Limit should be greater than or equal to zero.",
    });
  });

  it.each<[string, number | undefined]>([
    ["10", 10],
    ["0", 0],
    ["-4", 0],
    ["x", undefined],
  ])("offset=%j → %s", (text, n) => {
    expect(parseOffset(text)).toBe(n);
  });
});
