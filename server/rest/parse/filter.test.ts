import { describe, expect, it } from "vitest";
import type { OpExpr } from "../ast";
import { parseFilter, parseFilterParam, parseOpExpr } from "./filter";
import { expectApiError, f } from "./test-helpers";

const simple = (op: Extract<OpExpr, { kind: "simple" }>["op"], value: string): OpExpr => ({
  kind: "simple",
  op,
  value,
});

describe("parseOpExpr: operators", () => {
  it.each<[string, boolean, OpExpr]>([
    ["eq.5", false, simple("eq", "5")],
    ["not.eq.5", true, simple("eq", "5")],
    ["neq.5", false, simple("neq", "5")],
    ["gt.1", false, simple("gt", "1")],
    ["gte.1", false, simple("gte", "1")],
    ["lt.1", false, simple("lt", "1")],
    ["lte.10", false, simple("lte", "10")],
    ["eq.", false, simple("eq", "")],
    ["eq.a.b,c(d)", false, simple("eq", "a.b,c(d)")],
    ["eq.entity 1", false, simple("eq", "entity 1")],
    ["match.^xy", false, simple("match", "^xy")],
    ["imatch..*YY.*", false, simple("imatch", ".*YY.*")],
    ["isdistinct.{1,2}", false, simple("isdistinct", "{1,2}")],
    ["not.isdistinct.5", true, simple("isdistinct", "5")],
    ["cs.{1,2}", false, simple("cs", "{1,2}")],
    ['not.cs.{"x","y"}', true, simple("cs", '{"x","y"}')],
    ['cs.{"a":1}', false, simple("cs", '{"a":1}')],
    ["cd.[1,6]", false, simple("cd", "[1,6]")],
    ["ov.{3}", false, simple("ov", "{3}")],
    ["sl.[9,10]", false, simple("sl", "[9,10]")],
    ["sr.[3,4]", false, simple("sr", "[3,4]")],
    ["nxr.[4,7]", false, simple("nxr", "[4,7]")],
    ["nxl.[4,7]", false, simple("nxl", "[4,7]")],
    ["adj.(3,10]", false, simple("adj", "(3,10]")],
  ])("%j", (text, negated, expr) => {
    expect(parseOpExpr(text)).toEqual({ negated, expr });
  });
});

describe("parseOpExpr: like/ilike rewrite * to %", () => {
  it.each<[string, OpExpr]>([
    ["like.*yx", simple("like", "%yx")],
    ["ilike.*YY*", simple("ilike", "%YY%")],
    ["ilike.%foo bar%", simple("ilike", "%foo bar%")],
    ["not.ilike.q", simple("ilike", "q")],
    ["eq.*", simple("eq", "*")],
  ])("%j", (text, expr) => {
    expect(parseOpExpr(text).expr).toEqual(expr);
  });
});

describe("parseOpExpr: is", () => {
  it.each<[string, boolean, Extract<OpExpr, { kind: "is" }>["value"]]>([
    ["is.null", false, "null"],
    ["is.NULL", false, "null"],
    ["not.is.null", true, "null"],
    ["is.true", false, "true"],
    ["is.TRUE", false, "true"],
    ["is.FAlSe", false, "false"],
    ["is.UnKnOwN", false, "unknown"],
    ["is.not_null", false, "not_null"],
    ["is.NOT_NULL", false, "not_null"],
    // like PostgREST, the value is a prefix match (nothing after it is read)
    ["is.nullx", false, "null"],
  ])("%j", (text, negated, value) => {
    expect(parseOpExpr(text)).toEqual({ negated, expr: { kind: "is", value } });
  });
});

describe("parseOpExpr: in", () => {
  it.each<[string, string[]]>([
    ["in.(1,2,3)", ["1", "2", "3"]],
    ["in.()", []],
    ["in.(    )", []],
    ['in.("")', []],
    ["in.( ,3,4)", ["", "3", "4"]],
    ['in.(draft,"a,b")', ["draft", "a,b"]],
    ['in.("Hebdon, John","Williams, Mary")', ["Hebdon, John", "Williams, Mary"]],
    ['in.(David White,"Hebdon, John")', ["David White", "Hebdon, John"]],
    ['in.("Double O Seven(007)")', ["Double O Seven(007)"]],
    ['in.("Double\\"Quote\\"McGraw\\"")', ['Double"Quote"McGraw"']],
    ['in.("\\\\")', ["\\"]],
    ['in.("D\\a\\vid W\\h\\ite")', ["David White"]],
    ['in.(")', ['"']],
    ['in.(Double"Quote"McGraw")', ['Double"Quote"McGraw"']],
    ["in.(\\)", ["\\"]],
    // a quoted value followed by more text is read unquoted
    ['in.("a"b)', ['"a"b']],
    ["in.( 1, 2 )", ["1", " 2 "]],
  ])("%j", (text, values) => {
    expect(parseOpExpr(text)).toEqual({ negated: false, expr: { kind: "in", values } });
  });

  it("negates", () => {
    expect(parseOpExpr("not.in.(1,3)")).toEqual({ negated: true, expr: { kind: "in", values: ["1", "3"] } });
  });
});

describe("parseOpExpr: quantifiers", () => {
  it.each<[string, OpExpr]>([
    ["eq(any).{1,2}", { kind: "quant", op: "eq", quantifier: "any", values: ["1", "2"], raw: "{1,2}" }],
    ["like(all).{a*,b*}", { kind: "quant", op: "like", quantifier: "all", values: ["a%", "b%"], raw: "{a%,b%}" }],
    ["ilike(any).{*x*}", { kind: "quant", op: "ilike", quantifier: "any", values: ["%x%"], raw: "{%x%}" }],
    ["gt(any).{}", { kind: "quant", op: "gt", quantifier: "any", values: [], raw: "{}" }],
    ['eq(any).{"a,b",c}', { kind: "quant", op: "eq", quantifier: "any", values: ["a,b", "c"], raw: '{"a,b",c}' }],
    ["match(any).{^a,b$}", { kind: "quant", op: "match", quantifier: "any", values: ["^a", "b$"], raw: "{^a,b$}" }],
  ])("%j", (text, expr) => {
    expect(parseOpExpr(text).expr).toEqual(expr);
  });

  it("answers PostgreSQL's error for a value that is not an array literal", () => {
    expectApiError(() => parseOpExpr("eq(any).5"), {
      code: "22P02",
      message: 'malformed array literal: "5"',
      details: 'Array value must start with "{" or dimension information.',
    });
  });
});

describe("parseOpExpr: full-text search", () => {
  it.each<[string, boolean, OpExpr]>([
    ["fts.impossible", false, { kind: "fts", op: "fts", value: "impossible" }],
    ["plfts.The Fat Rats", false, { kind: "fts", op: "plfts", value: "The Fat Rats" }],
    ["phfts(german).Art Spass", false, { kind: "fts", op: "phfts", config: "german", value: "Art Spass" }],
    ["wfts(english).cat & dog", false, { kind: "fts", op: "wfts", config: "english", value: "cat & dog" }],
    ["not.fts(english).impossible|fat", true, { kind: "fts", op: "fts", config: "english", value: "impossible|fat" }],
    ["fts( french ).amusant", false, { kind: "fts", op: "fts", config: "french", value: "amusant" }],
  ])("%j", (text, negated, expr) => {
    expect(parseOpExpr(text)).toEqual({ negated, expr });
  });
});

describe("parseOpExpr: errors (PGRST100, PostgREST's texts)", () => {
  it.each([
    ["nope.1", 1, 'unexpected "p" expecting "not" or operator (eq, gt, ...)'],
    ["noop.0", 1, 'unexpected "o" expecting "not" or operator (eq, gt, ...)'],
    ["0", 1, 'unexpected "0" expecting "not" or operator (eq, gt, ...)'],
    ["val", 1, 'unexpected "v" expecting "not" or operator (eq, gt, ...)'],
    ["", 1, 'unexpected end of input expecting "not" or operator (eq, gt, ...)'],
    ["eq", 3, "unexpected end of input expecting operator (eq, gt, ...)"],
    ["fts().value", 5, 'unexpected ")" expecting operator (eq, gt, ...)'],
    ["eq().value", 4, 'unexpected ")" expecting operator (eq, gt, ...)'],
    ["is().value", 3, 'unexpected "(" expecting operator (eq, gt, ...)'],
    ["in().value", 3, 'unexpected "(" expecting operator (eq, gt, ...)'],
    ["neq(any).{1}", 4, 'unexpected "(" expecting operator (eq, gt, ...)'],
    ["is.not.null", 5, 'unexpected "o" expecting null or trilean value (unknown, true, false)'],
    ["is.nil", 5, 'unexpected "i" expecting null or trilean value (unknown, true, false)'],
    ["is.ok", 4, 'unexpected "o" expecting null or trilean value (unknown, true, false)'],
    // refine's `nin` sends no parentheses
    ["not.in.1,2", 8, 'unexpected "1" expecting "("'],
    ["in.(1,2", 8, 'unexpected end of input expecting "," or ")"'],
    ["not.nope.1", 5, 'unexpected "n" expecting operator (eq, gt, ...)'],
  ])("%j fails at column %i", (text, column, details) => {
    expectApiError(() => parseOpExpr(text), {
      message: `"failed to parse filter (${text})" (line 1, column ${column})`,
      details,
    });
  });
});

describe("parseFilter: keys", () => {
  it.each([
    ["id", "eq.1", [], f("id")],
    ["author.name", "eq.x", ["author"], f("name")],
    ["projects.tasks.name", "like.Design*", ["projects", "tasks"], f("name")],
    ["data->>blood_type", "eq.A-", [], { name: "data", jsonPath: [{ arrow: "->>", key: "blood_type" }] }],
    ["data->age", "gt.20", [], { name: "data", jsonPath: [{ arrow: "->", key: "age" }] }],
    [
      "a.data->0->>b",
      "eq.1",
      ["a"],
      {
        name: "data",
        jsonPath: [
          { arrow: "->", key: 0 },
          { arrow: "->>", key: "b" },
        ],
      },
    ],
    ["Just A Server Model", "like.*91*", [], f("Just A Server Model")],
    ['"*id*"', "eq.1", [], f("*id*")],
    ['"a.dotted.column"', "eq.1", [], f("a.dotted.column")],
    // like PostgREST, what follows a valid key is ignored
    ["id)x", "eq.1", [], f("id")],
  ])("%j=%j", (key, value, path, field) => {
    const filter = parseFilter(key, value);
    expect({ path: filter.path, field: filter.field }).toEqual({ path, field });
  });

  it("rejects a key that is not a field name", () => {
    expectApiError(() => parseFilter("(x", "eq.1"), {
      message: '"failed to parse tree path ((x)" (line 1, column 1)',
      details: 'unexpected "(" expecting field name (* or [a..z0..9_$])',
    });
  });
});

describe("parseFilterParam: RPC reads", () => {
  it.each<[string, string, ReturnType<typeof parseFilterParam>]>([
    ["a", "1", { arg: ["a", "1"] }],
    ["arr", "{1,2}", { arg: ["arr", "{1,2}"] }],
    ["name", "world", { arg: ["name", "world"] }],
    ["name", "", { arg: ["name", ""] }],
    ["id", "eq.1", { filter: { path: [], field: f("id"), negated: false, expr: simple("eq", "1") } }],
  ])("%j=%j", (key, value, out) => {
    expect(parseFilterParam(key, value, true)).toEqual(out);
  });

  it("still fails once an operator was recognised (Parsec consumed input)", () => {
    expectApiError(() => parseFilterParam("a", "not.x", true), {
      message: '"failed to parse filter (not.x)" (line 1, column 5)',
    });
    expectApiError(() => parseFilterParam("a", "in.1", true), {
      message: '"failed to parse filter (in.1)" (line 1, column 4)',
    });
  });

  it("is a filter error outside RPC reads", () => {
    expectApiError(() => parseFilterParam("a", "1"), {
      message: '"failed to parse filter (1)" (line 1, column 1)',
      details: 'unexpected "1" expecting "not" or operator (eq, gt, ...)',
    });
  });
});
