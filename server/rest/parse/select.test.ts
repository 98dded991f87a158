import { describe, expect, it } from "vitest";
import type { SelectItem } from "../ast";
import { MAX_DEPTH } from "./parsec";
import { parseSelect } from "./select";
import { expectApiError, f } from "./test-helpers";

const col = (name: string, extra: Partial<Extract<SelectItem, { type: "column" }>> = {}): SelectItem => ({
  type: "column",
  field: f(name),
  ...extra,
});
const star: SelectItem = { type: "star" };
const embed = (
  target: string,
  select: SelectItem[],
  extra: Partial<Extract<SelectItem, { type: "embed" }>> = {},
): SelectItem => ({
  type: "embed",
  target,
  ...extra,
  select,
});

describe("parseSelect: columns, aliases, casts", () => {
  it.each<[string, SelectItem[]]>([
    ["*", [star]],
    ["", []],
    ["id", [col("id")]],
    ["id,name", [col("id"), col("name")]],
    [" id , name ", [col("id"), col("name")]],
    ["myId:id", [col("id", { alias: "myId" })]],
    ["id::text", [col("id", { cast: "text" })]],
    ["myId:id::text", [col("id", { alias: "myId", cast: "text" })]],
    ["field-with_sep", [col("field-with_sep")]],
    ["identifier with spaces", [col("identifier with spaces")]],
    ["$x_1", [col("$x_1")]],
    ["prénom", [col("prénom")]],
    ['"a b","c\\"d","e\\\\f"', [col("a b"), col('c"d'), col("e\\f")]],
    [
      '":arr->ow::cast","(inside,parens)","a.dotted.column","  col  w  space  "',
      [col(":arr->ow::cast"), col("(inside,parens)"), col("a.dotted.column"), col("  col  w  space  ")],
    ],
    ['al:"quoted col"::int', [col("quoted col", { alias: "al", cast: "int" })]],
  ])("%j", (text, items) => {
    expect(parseSelect(text)).toEqual(items);
  });
});

describe("parseSelect: json paths (alias defaults to the last key)", () => {
  it.each<[string, SelectItem[]]>([
    ["data->a", [{ type: "column", field: { name: "data", jsonPath: [{ arrow: "->", key: "a" }] }, alias: "a" }]],
    [
      "settings->foo->>bar",
      [
        {
          type: "column",
          field: {
            name: "settings",
            jsonPath: [
              { arrow: "->", key: "foo" },
              { arrow: "->>", key: "bar" },
            ],
          },
          alias: "bar",
        },
      ],
    ],
    [
      "data->1->mycol->>2",
      [
        {
          type: "column",
          field: {
            name: "data",
            jsonPath: [
              { arrow: "->", key: 1 },
              { arrow: "->", key: "mycol" },
              { arrow: "->>", key: 2 },
            ],
          },
          alias: "mycol",
        },
      ],
    ],
    ["data->3", [{ type: "column", field: { name: "data", jsonPath: [{ arrow: "->", key: 3 }] }, alias: "data" }]],
    ["data->-1", [{ type: "column", field: { name: "data", jsonPath: [{ arrow: "->", key: -1 }] }, alias: "data" }]],
    ["x:data->a", [{ type: "column", field: { name: "data", jsonPath: [{ arrow: "->", key: "a" }] }, alias: "x" }]],
    [
      "data->>a::int",
      [{ type: "column", field: { name: "data", jsonPath: [{ arrow: "->>", key: "a" }] }, alias: "a", cast: "int" }],
    ],
    [
      "data->!@#$%^&*_a",
      [
        {
          type: "column",
          field: { name: "data", jsonPath: [{ arrow: "->", key: "!@#$%^&*_a" }] },
          alias: "!@#$%^&*_a",
        },
      ],
    ],
    [
      "data->!@#$%^&*_d->>!@#$%^&*_e::integer",
      [
        {
          type: "column",
          field: {
            name: "data",
            jsonPath: [
              { arrow: "->", key: "!@#$%^&*_d" },
              { arrow: "->>", key: "!@#$%^&*_e" },
            ],
          },
          alias: "!@#$%^&*_e",
          cast: "integer",
        },
      ],
    ],
    [
      'data->"a.b"',
      [{ type: "column", field: { name: "data", jsonPath: [{ arrow: "->", key: "a.b" }] }, alias: "a.b" }],
    ],
    // an index just before ")" reads as a key in PostgREST's grammar
    [
      "e(data->0)",
      [embed("e", [{ type: "column", field: { name: "data", jsonPath: [{ arrow: "->", key: "0" }] }, alias: "0" }])],
    ],
  ])("%j", (text, items) => {
    expect(parseSelect(text)).toEqual(items);
  });
});

describe("parseSelect: aggregates", () => {
  it.each<[string, SelectItem[]]>([
    ["count()", [{ type: "count" }]],
    ["total:count()", [{ type: "count", alias: "total" }]],
    ["total:count()::int", [{ type: "count", alias: "total", cast: "int" }]],
    ["amount.sum()", [col("amount", { aggregate: "sum" })]],
    ["amount.avg()", [col("amount", { aggregate: "avg" })]],
    ["amount.count()", [col("amount", { aggregate: "count" })]],
    ["amount.max()", [col("amount", { aggregate: "max" })]],
    ["amount.min()", [col("amount", { aggregate: "min" })]],
    [
      "s:amount::int.sum()::text",
      [col("amount", { alias: "s", cast: "int", aggregate: "sum", aggregateCast: "text" })],
    ],
    [
      "data->x.sum()",
      [{ type: "column", field: { name: "data", jsonPath: [{ arrow: "->", key: "x" }] }, aggregate: "sum" }],
    ],
    ["order_id,amount.sum()", [col("order_id"), col("amount", { aggregate: "sum" })]],
  ])("%j", (text, items) => {
    expect(parseSelect(text)).toEqual(items);
  });
});

describe("parseSelect: embeds", () => {
  it.each<[string, SelectItem[]]>([
    ["clients(*)", [embed("clients", [star])]],
    ["*,category(title)", [star, embed("category", [col("title")])]],
    [
      "client:clients(clientId:id,name)",
      [embed("clients", [col("id", { alias: "clientId" }), col("name")], { alias: "client" })],
    ],
    ["clients!client_fk(*)", [embed("clients", [star], { hint: "client_fk" })]],
    ["clients!inner(*)", [embed("clients", [star], { joinType: "inner" })]],
    ["clients!left(*)", [embed("clients", [star], { joinType: "left" })]],
    ["clients!hint!inner(*)", [embed("clients", [star], { hint: "hint", joinType: "inner" })]],
    ["a:clients!inner!hint(*)", [embed("clients", [star], { alias: "a", joinType: "inner", hint: "hint" })]],
    ["clients!a!b(*)", [embed("clients", [star], { hint: "a" })]],
    [
      "*,category:categories!inner(id,title)",
      [star, embed("categories", [col("id"), col("title")], { alias: "category", joinType: "inner" })],
    ],
    ["clients()", [embed("clients", [])]],
    ["client_id(*)", [embed("client_id", [star])]],
    [
      "id,projects(id,tasks(id,users(name)))",
      [col("id"), embed("projects", [col("id"), embed("tasks", [col("id"), embed("users", [col("name")])])])],
    ],
    [" id , tasks ( id , name )", [col("id"), embed("tasks", [col("id"), col("name")])]],
    ["...clients(name)", [embed("clients", [col("name")], { spread: true })]],
    [
      "id,...clients!inner(name,n:count())",
      [col("id"), embed("clients", [col("name"), { type: "count", alias: "n" }], { joinType: "inner", spread: true })],
    ],
    ['"my table"!"my fk"(*)', [embed("my table", [star], { hint: "my fk" })]],
  ])("%j", (text, items) => {
    expect(parseSelect(text)).toEqual(items);
  });

  it(`nests ${MAX_DEPTH} levels`, () => {
    let items = parseSelect(`${"a(".repeat(MAX_DEPTH)}id${")".repeat(MAX_DEPTH)}`);
    for (let k = 0; k < MAX_DEPTH; k += 1) {
      const [only] = items;
      expect(only.type).toBe("embed");
      items = only.type === "embed" ? only.select : [];
    }
    expect(items).toEqual([col("id")]);
  });
});

describe("parseSelect: PostgREST's lenient corners", () => {
  it.each<[string, SelectItem[]]>([
    // P.parse does not require the end of input: what follows a closed embed is ignored
    ["a(b)x", [embed("a", [col("b")])]],
    // nothing parses as an item, and `sepBy` accepts zero items
    ["*!hint", []],
    [",id", []],
  ])("%j", (text, items) => {
    expect(parseSelect(text)).toEqual(items);
  });
});

describe("parseSelect: errors", () => {
  it.each([
    [
      "id,clients(name[])",
      16,
      `unexpected '[' expecting letter, digit, "-", "->>", "->", "::", ".", ")", "," or end of input`,
    ],
    ["data->>-78xy", 11, `unexpected 'x' expecting digit, "->", "::", ".", "," or end of input`],
    // JsonOperatorSpec
    ["data->>--34", 9, 'unexpected "-" expecting digit'],
    ["data->>-xy-4", 9, 'unexpected "x" expecting digit'],
    [
      "data->(!@#$%^&*_d->>!@#$%^&*_e::integer",
      7,
      'unexpected "(" expecting "-", digit or any non reserved character different from: .,>()',
    ],
    ["name!hint", 5, `unexpected '!' expecting letter, digit, "-", "->>", "->", "::", ".", ")", "," or end of input`],
    ["name::", 7, "unexpected end of input expecting letter or digit"],
    ["id,", 4, `unexpected end of input expecting "...", field name (* or [a..z0..9_$]), "*" or "count()"`],
    // white space after an embed's ")" is not skipped: `lexeme (char ',')` consumes it, then fails
    ["tasks(id) ", 11, `unexpected end of input expecting ","`],
    ["rel->jsonpath(*)", 14, `unexpected '(' expecting "->>", "->", "::", ".", ")", "," or end of input`],
    // a relation named count is not allowed: count(…) is read as a column, then fails
    ["count(id)", 6, `unexpected '(' expecting letter, digit, "-", "->>", "->", "::", ".", ")", "," or end of input`],
    ["count(*)", 6, `unexpected '(' expecting letter, digit, "-", "->>", "->", "::", ".", ")", "," or end of input`],
    ["amount.median()", 8, `unexpected "m" expecting "sum", "avg", "count", "max" or "min"`],
    [
      "clients(id",
      11,
      `unexpected end of input expecting letter, digit, "-", "->>", "->", "::", ".", ")", "," or end of input`,
    ],
    ['"unclosed', 10, `unexpected end of input expecting "\\\\" or "\\""`],
  ])("%j fails at column %i", (text, column, details) => {
    expectApiError(() => parseSelect(text), {
      message: `"failed to parse select parameter (${text})" (line 1, column ${column})`,
      details,
    });
  });

  it(`rejects more than ${MAX_DEPTH} nested embeds`, () => {
    const text = `${"a(".repeat(MAX_DEPTH + 1)}id${")".repeat(MAX_DEPTH + 1)}`;
    expectApiError(() => parseSelect(text), {
      message: `"failed to parse select parameter (${text})" (line 1, column ${2 * MAX_DEPTH + 3})`,
      details: `nesting deeper than ${MAX_DEPTH} levels`,
    });
  });
});
