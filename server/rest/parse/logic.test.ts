import { describe, expect, it } from "vitest";
import type { Filter, LogicTree, OpExpr } from "../ast";
import { parseLogic } from "./logic";
import { MAX_DEPTH } from "./parsec";
import { expectApiError, f } from "./test-helpers";

const leaf = (name: string, expr: OpExpr, negated = false): Filter => ({ path: [], field: f(name), negated, expr });
const eq = (name: string, value: string, negated = false): Filter =>
  leaf(name, { kind: "simple", op: "eq", value }, negated);
const tree = (op: "and" | "or", children: LogicTree["children"], negated = false): LogicTree => ({
  op,
  negated,
  children,
});

describe("parseLogic: trees", () => {
  it.each<[string, string, string[], LogicTree]>([
    ["or", "(id.eq.1,id.eq.2)", [], tree("or", [eq("id", "1"), eq("id", "2")])],
    ["and", "(id.eq.1)", [], tree("and", [eq("id", "1")])],
    ["not.or", "(id.eq.1,id.eq.2)", [], tree("or", [eq("id", "1"), eq("id", "2")], true)],
    ["not.and", "(id.eq.1,id.eq.2)", [], tree("and", [eq("id", "1"), eq("id", "2")], true)],
    [
      "child_entities.or",
      "(id.eq.1,name.eq.child entity 2)",
      ["child_entities"],
      tree("or", [eq("id", "1"), eq("name", "child entity 2")]),
    ],
    ["a.b.not.and", "(x.eq.1)", ["a", "b"], tree("and", [eq("x", "1")], true)],
    [
      "or",
      "(and(name.eq.entity 2,id.eq.2),not.and(name.eq.entity 1,id.eq.1))",
      [],
      tree("or", [
        tree("and", [eq("name", "entity 2"), eq("id", "2")]),
        tree("and", [eq("name", "entity 1"), eq("id", "1")], true),
      ]),
    ],
    [
      "and",
      "(id.not.eq.2,or(arr.not.cs.{1,2,3},name.not.like.*3))",
      [],
      tree("and", [
        eq("id", "2", true),
        tree("or", [
          leaf("arr", { kind: "simple", op: "cs", value: "{1,2,3}" }, true),
          leaf("name", { kind: "simple", op: "like", value: "%3" }, true),
        ]),
      ]),
    ],
    [
      "or",
      '(name.eq."(grandchild,entity,4)",name.like."*ity,4*",name.ilike."*ITY,5)")',
      [],
      tree("or", [
        eq("name", "(grandchild,entity,4)"),
        leaf("name", { kind: "simple", op: "like", value: "%ity,4%" }),
        leaf("name", { kind: "simple", op: "ilike", value: "%ITY,5)" }),
      ]),
    ],
    [
      "or",
      '(id.in.("1","2"),id.in.(3,4),id.not.in.())',
      [],
      tree("or", [
        leaf("id", { kind: "in", values: ["1", "2"] }),
        leaf("id", { kind: "in", values: ["3", "4"] }),
        leaf("id", { kind: "in", values: [] }, true),
      ]),
    ],
    [
      "and",
      "(name.is.null,arr.is.NULL,x.not.is.true)",
      [],
      tree("and", [
        leaf("name", { kind: "is", value: "null" }),
        leaf("arr", { kind: "is", value: "null" }),
        leaf("x", { kind: "is", value: "true" }, true),
      ]),
    ],
    [
      "or",
      "(text_search_vector.plfts(german).Art Spass, text_search_vector.not.wfts(english).impossible)",
      [],
      tree("or", [
        leaf("text_search_vector", { kind: "fts", op: "plfts", config: "german", value: "Art Spass" }),
        leaf("text_search_vector", { kind: "fts", op: "wfts", config: "english", value: "impossible" }, true),
      ]),
    ],
    [
      "and",
      "(arr.isdistinct.{1,2})",
      [],
      tree("and", [leaf("arr", { kind: "simple", op: "isdistinct", value: "{1,2}" })]),
    ],
    [
      "or",
      "(data->a.eq.1,data->>b.eq.x)",
      [],
      tree("or", [
        {
          path: [],
          field: { name: "data", jsonPath: [{ arrow: "->", key: "a" }] },
          negated: false,
          expr: { kind: "simple", op: "eq", value: "1" },
        },
        {
          path: [],
          field: { name: "data", jsonPath: [{ arrow: "->>", key: "b" }] },
          negated: false,
          expr: { kind: "simple", op: "eq", value: "x" },
        },
      ]),
    ],
    // embedded resources may appear as null filters inside a tree
    [
      "or",
      "(author.is.null,author.not.is.null)",
      [],
      tree("or", [leaf("author", { kind: "is", value: "null" }), leaf("author", { kind: "is", value: "null" }, true)]),
    ],
    [
      "or",
      "(and_starting_col.eq.smth, or_starting_col.eq.smth)",
      [],
      tree("or", [eq("and_starting_col", "smth"), eq("or_starting_col", "smth")]),
    ],
    [
      "and",
      "(id.eq.1,id.neq.2))",
      [],
      tree("and", [eq("id", "1"), leaf("id", { kind: "simple", op: "neq", value: "2" })]),
    ],
  ])("%s=%s", (key, value, path, expected) => {
    expect(parseLogic(key, value)).toEqual({ path, tree: expected });
  });

  it("allows white space around the structure (values keep theirs)", () => {
    expect(parseLogic("and", "( and ( id.in.( 1, 2, 3 ) , id.eq.3 ) , or ( id.eq.2 , id.eq.3 ) )")).toEqual({
      path: [],
      tree: tree("and", [
        tree("and", [leaf("id", { kind: "in", values: ["1", " 2", " 3 "] }), eq("id", "3 ")]),
        tree("or", [eq("id", "2 "), eq("id", "3 ")]),
      ]),
    });
  });

  it("keeps refine's or-filters intact (quoted patterns, quoted in lists, array literals)", () => {
    expect(parseLogic("or", '(title.ilike."%z%",id.in.("1","2"),status.eq.pub,tags.cs.{"t"})').tree).toEqual(
      tree("or", [
        leaf("title", { kind: "simple", op: "ilike", value: "%z%" }),
        leaf("id", { kind: "in", values: ["1", "2"] }),
        eq("status", "pub"),
        leaf("tags", { kind: "simple", op: "cs", value: '{"t"}' }),
      ]),
    );
  });

  it(`nests ${MAX_DEPTH} levels and refuses more`, () => {
    const deep = (n: number): string => `(${"and(".repeat(n)}id.eq.1${")".repeat(n)})`;
    expect(parseLogic("or", deep(MAX_DEPTH - 1)).path).toEqual([]);
    expectApiError(() => parseLogic("or", deep(MAX_DEPTH)), {
      message: `"failed to parse logic tree (${deep(MAX_DEPTH)})" (line 1, column ${4 + 4 * MAX_DEPTH})`,
      details: `nesting deeper than ${MAX_DEPTH} levels`,
    });
  });
});

describe("parseLogic: errors (PostgREST's texts, columns counted from the operator)", () => {
  it.each([
    [
      "or",
      "()",
      4,
      'unexpected ")" expecting field name (* or [a..z0..9_$]), negation operator (not) or logic operator (and, or)',
    ],
    ["or", "(id.in.1,2,id.eq.3)", 10, 'unexpected "1" expecting "("'],
    ["or", ")(", 3, 'unexpected ")" expecting "("'],
    ["and", "(ord(id.eq.1,id.eq.1),id.eq.2)", 7, 'unexpected "d" expecting "("'],
    ["or", "(id.eq.1,not.xor(id.eq.2,id.eq.3))", 16, 'unexpected "x" expecting logic operator (and, or)'],
    ["or", "(id.eq.1", 11, 'unexpected end of input expecting "," or ")"'],
    ["or", "(id.nope.1)", 7, 'unexpected "p" expecting "not" or operator (eq, gt, ...)'],
    ["not.or", "(a.is.maybe)", 13, 'unexpected "m" expecting null or trilean value (unknown, true, false)'],
  ])("%s=%s fails at column %i", (key, value, column, details) => {
    expectApiError(() => parseLogic(key, value), {
      message: `"failed to parse logic tree (${value})" (line 1, column ${column})`,
      details,
    });
  });
});
