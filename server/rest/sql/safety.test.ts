// The SQL text of a statement never contains request values: for any string put in a value
// position (filter operands, in lists, json path keys, fts configs, ranges, RPC arguments,
// bodies) the statement is the same and the string only travels as a bound parameter;
// names the catalog does not know never compile; aliases are only ever quoted identifiers.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ApiError } from "../ast.ts";
import { compileRequest, fixtureCache, type CompileCase } from "../test-support.ts";
import { ident } from "./text.ts";

const cache = fixtureCache();
const MARK = "ZQX";
/** Any string, wrapped in a marker that the generated SQL could only contain by echoing it. */
const payload = fc.string({ unit: "binary", maxLength: 40 }).map((s) => `${MARK}${s}${MARK}`);
const enc = encodeURIComponent;
/** A name quoted for the query string grammar (`"…"`, backslash escapes). */
const quote = (s: string) => `"${s.replace(/[\\"]/g, "\\$&")}"`;

const valueCases: Array<[string, (v: string) => CompileCase]> = [
  ["eq", (v) => ({ path: "projects", query: `name=eq.${enc(v)}` })],
  ["not like", (v) => ({ path: "projects", query: `name=not.like.${enc(v)}` })],
  ["in", (v) => ({ path: "projects", query: `name=in.(${enc(quote(v))},x)` })],
  ["cs", (v) => ({ path: "projects", query: `data=cs.${enc(v)}` })],
  ["fts config", (v) => ({ path: "projects", query: `doc=fts(english).${enc(v)}` })],
  ["json path key in a filter", (v) => ({ path: "projects", query: `data->>${enc(quote(v))}=eq.1` })],
  ["json path key in select", (v) => ({ path: "projects", query: `select=x:data->${enc(quote(v))}` })],
  ["json path key in order", (v) => ({ path: "projects", query: `order=data->>${enc(quote(v))}.desc` })],
  ["or tree", (v) => ({ path: "projects", query: `or=(name.eq.${enc(quote(v))},id.gt.1)` })],
  ["embedded filter", (v) => ({ path: "clients", query: `select=id,projects(id)&projects.name=ilike.${enc(v)}` })],
  ["rpc GET argument", (v) => ({ path: "rpc/add", query: `a=${enc(v)}&b=1` })],
  ["rpc POST body", (v) => ({ method: "POST", path: "rpc/add", body: JSON.stringify({ a: v, b: 1 }) })],
  ["insert body", (v) => ({ method: "POST", path: "projects", body: JSON.stringify({ name: v }) })],
  [
    "update body + filter",
    (v) => ({ method: "PATCH", path: "projects", query: `name=eq.${enc(v)}`, body: JSON.stringify({ name: v }) }),
  ],
  ["delete filter", (v) => ({ method: "DELETE", path: "projects", query: `name=eq.${enc(v)}` })],
];

describe("SQL text and request values", () => {
  it.each(valueCases)("%s: the value is bound, never written", (_label, make) => {
    const reference = compileRequest(cache, make(`${MARK}${MARK}`)).compiled.sql;
    fc.assert(
      fc.property(payload, (v) => {
        const { compiled, values } = compileRequest(cache, make(v));
        expect(compiled.sql).not.toContain(MARK);
        // one statement per shape: the text does not depend on the value at all
        expect(compiled.sql).toBe(reference);
        expect(compiled.slots.every((s) => s < values.length)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it("binds limit and offset", () => {
    const a = compileRequest(cache, { path: "projects", query: "limit=5&offset=10" });
    const b = compileRequest(cache, { path: "projects", query: "limit=7&offset=0" });
    expect(a.compiled.sql).toBe(b.compiled.sql);
    expect(a.compiled.sql).not.toMatch(/limit 5|offset 10/);
  });
});

describe("names from the request", () => {
  const names = fc
    .string({ unit: "binary", minLength: 1, maxLength: 30 })
    .filter((s) => !["id", "name", "client_id", "data", "doc", "*"].includes(s));
  const unknownName: Array<[string, (n: string) => CompileCase]> = [
    ["relation", (n) => ({ path: n })],
    ["function", (n) => ({ path: `rpc/${n}` })],
    ["selected column", (n) => ({ path: "projects", query: `select=${enc(quote(n))}` })],
    ["filtered column", (n) => ({ path: "projects", query: `${enc(quote(n))}=eq.1` })],
    ["ordered column", (n) => ({ path: "projects", query: `order=${enc(quote(n))}` })],
    ["embed target", (n) => ({ path: "projects", query: `select=id,${enc(quote(n))}(id)` })],
    ["embed hint", (n) => ({ path: "orders", query: `select=id,addresses!${enc(quote(n))}(id)` })],
    // prefixed: the letters left of a random name may spell a real type ("name\u0000" → name)
    ["cast", (n) => ({ path: "projects", query: `select=id::${enc(`zz_${n.replace(/[^a-z_ ]/gi, "")}`)}` })],
    [
      "on_conflict column",
      (n) => ({
        method: "POST",
        path: "projects",
        query: `on_conflict=${enc(quote(n))}`,
        body: "{}",
        prefer: { resolution: "merge-duplicates", unknown: [] },
      }),
    ],
    ["payload key", (n) => ({ method: "POST", path: "projects", body: JSON.stringify({ [n]: 1 }) })],
    ["columns= name", (n) => ({ method: "POST", path: "projects", query: `columns=${enc(quote(n))}`, body: "{}" })],
  ];

  it.each(unknownName)("an unknown %s never compiles", (_label, make) => {
    fc.assert(
      fc.property(names, (n) => {
        let compiled = false;
        try {
          compileRequest(cache, make(n));
          compiled = true;
        } catch (e) {
          expect(e).toBeInstanceOf(ApiError);
        }
        expect(compiled).toBe(false);
      }),
      { numRuns: 100 },
    );
  });

  it("writes aliases only as quoted identifiers", () => {
    fc.assert(
      fc.property(payload, (alias) => {
        const { compiled } = compileRequest(cache, {
          path: "projects",
          query: `select=${enc(quote(alias))}:name,${enc(quote(alias))}:clients(id)`,
        });
        const rest = compiled.sql.replaceAll(ident(alias), "");
        expect(rest).not.toContain(MARK);
      }),
      { numRuns: 200 },
    );
  });
});
