// Hostile input: every entry point either returns or throws an ApiError — never a TypeError,
// a RangeError (stack) or a hang.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ApiError } from "../ast";
import { negotiateAccept } from "./accept";
import { parseFilterParam, parseOpExpr } from "./filter";
import { parseLogic } from "./logic";
import { parseLimit, parseOffset, parseOrder } from "./order";
import { arrayLiteralElements } from "./pg-array";
import { parsePrefer } from "./prefer";
import { parseQuery, splitQueryString } from "./request";
import { parseSelect } from "./select";

const TOKENS = [
  "a",
  "id",
  "x y",
  "(",
  ")",
  ",",
  ".",
  ":",
  "::",
  "!",
  "->",
  "->>",
  "-",
  '"',
  "\\",
  "*",
  "...",
  "not.",
  "eq.",
  "in.",
  "is.",
  "null",
  "or",
  "and",
  "{",
  "}",
  " ",
  "\t",
  "\n",
  "é",
  "😀",
  "0",
  "12",
  "-1",
  "count()",
  ".sum()",
  "!inner",
  "asc",
  ".desc",
  ".nullsfirst",
  "fts(",
  "(any)",
  "%",
  "&",
  ";",
  "=",
  ";q=0.5",
  "/",
  "application/json",
  "*/*",
  "vnd.pgrst.object+json",
  "nulls=stripped",
  "\u0000",
  "\ud800",
  "%zz",
  "+",
  "0x1F",
];

/** Strings built from grammar fragments (they reach deep into the parsers) or from any code point. */
const text = fc.oneof(
  fc.array(fc.constantFrom(...TOKENS), { maxLength: 40 }).map((ts) => ts.join("")),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ maxLength: 40 }),
);

function onlyApiErrors(fn: () => unknown): void {
  try {
    fn();
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    expect(typeof e.status).toBe("number");
    expect(typeof e.code).toBe("string");
    expect(typeof e.message).toBe("string");
    expect(e.details === null || typeof e.details === "string").toBe(true);
  }
}

const RUNS = { numRuns: 2500 };

describe("fuzz: only ApiError escapes", () => {
  it.each<[string, (s: string, t: string) => unknown]>([
    ["parseSelect", (s) => parseSelect(s)],
    ["parseOpExpr", (s) => parseOpExpr(s)],
    ["parseFilterParam", (s, t) => parseFilterParam(s, t)],
    ["parseFilterParam (RPC)", (s, t) => parseFilterParam(s, t, true)],
    ["parseLogic", (s, t) => parseLogic(s, t)],
    ["parseLogic (or)", (s) => parseLogic("or", s)],
    ["parseOrder", (s) => parseOrder(s)],
    ["parseLimit/parseOffset", (s) => [parseLimit(s), parseOffset(s)]],
    ["parsePrefer", (s, t) => parsePrefer([s, t])],
    ["negotiateAccept", (s) => negotiateAccept(s)],
    ["arrayLiteralElements", (s) => arrayLiteralElements(s)],
    ["splitQueryString + parseQuery", (s) => parseQuery(splitQueryString(s))],
    ["splitQueryString + parseQuery (RPC)", (s) => parseQuery(splitQueryString(s), { isRpcRead: true })],
  ])("%s", (_name, fn) => {
    fc.assert(
      fc.property(text, text, (s, t) => onlyApiErrors(() => fn(s, t))),
      RUNS,
    );
  });

  it("parseQuery on random key/value pairs", () => {
    const key = fc.oneof(
      fc.constantFrom("select", "order", "a.order", "limit", "x.offset", "or", "not.and", "columns", "on_conflict"),
      text,
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(key, fc.option(text, { nil: null })), { maxLength: 8 }), (params) =>
        onlyApiErrors(() => parseQuery(params)),
      ),
      { numRuns: 1500 },
    );
  });
});

describe("fuzz: large and pathological input stays fast", () => {
  const big = 20_000;
  // Linear in its input: four times the input takes about four times as long, a quadratic parser
  // sixteen. A ratio, not a duration, of the processor time this process spends (not the wall
  // time, which a busy machine stretches: a linear parse of 20 000 items has taken 3 s); best of
  // two runs each (a garbage collection lands in one). Measured ≈ 6,7 for the select list of
  // 20 000 items on an idle machine, its allocations growing the heap: 10 still tells a quadratic
  // parser (16) from it. Under 100 ms, whatever the ratio, the parse is fast.
  const cpuMs = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  const best = (fn: () => unknown) =>
    Math.min(
      ...[0, 1].map(() => {
        const start = cpuMs();
        onlyApiErrors(fn);
        return cpuMs() - start;
      }),
    );
  it.each<[string, (big: number) => unknown]>([
    ["deep select", (big) => parseSelect("a(".repeat(big))],
    ["deep logic", (big) => parseLogic("or", `(${"and(".repeat(big)}`)],
    ["many select items", (big) => parseSelect(Array.from({ length: big }, (_, k) => `c${k}`).join(","))],
    ["long quoted run", (big) => parseSelect('"'.repeat(big))],
    ["quotes in an in list", (big) => parseOpExpr(`in.(${'"a",'.repeat(big)}`)],
    ["backslashes", (big) => parseOpExpr(`in.("${"\\".repeat(big)}`)],
    ["long json path", (big) => parseSelect(`d${"->a".repeat(big)}`)],
    ["dashes", (big) => parseSelect(`a${"-b".repeat(big)}`)],
    ["many or children", (big) => parseLogic("or", `(${"a.eq.1,".repeat(big)}a.eq.1)`)],
    ["order terms", (big) => parseOrder("a.desc,".repeat(big))],
    ["accept with quotes", (big) => negotiateAccept(`a/b;p=${'"'.repeat(big)}x`)],
    ["accept with spaces", (big) => negotiateAccept(`a/b;q=${"\t".repeat(big)}x`)],
    ["prefer with spaces", (big) => parsePrefer(`${" ".repeat(big)}x${" ".repeat(big)}`)],
    ["array literal", (big) => arrayLiteralElements(`{${"a,".repeat(big)}`)],
    ["query string", (big) => parseQuery(splitQueryString("a=eq.1&".repeat(big)))],
  ])("%s", (_name, fn) => {
    const quarter = best(() => fn(big / 4));
    const whole = best(() => fn(big));
    expect(whole).toBeLessThan(Math.max(10 * quarter, 100));
  });
});
