import { describe, expect, it } from "vitest";
import type { NodeModifiers, ReadRequest } from "../ast";
import { negotiateAccept } from "./accept";
import { parsePrefer } from "./prefer";
import { parseQuery, splitQueryString, type QueryParam } from "./request";
import { expectApiError, f } from "./test-helpers";

const root = (r: ReadRequest): NodeModifiers | undefined => r.modifiers.get("");
const q = (query: string, isRpcRead = false): ReadRequest => parseQuery(splitQueryString(query), { isRpcRead });

describe("splitQueryString (what PostgREST's parseQueryReplacePlus does)", () => {
  it.each<[string, QueryParam[]]>([
    ["", []],
    ["?a=1", [["a", "1"]]],
    [
      "a=1&b=x+y&c=%28%22%29",
      [
        ["a", "1"],
        ["b", "x y"],
        ["c", '(")'],
      ],
    ],
    [
      "a=1;b=2",
      [
        ["a", "1"],
        ["b", "2"],
      ],
    ],
    [
      "flag&&a=",
      [
        ["flag", null],
        ["a", ""],
      ],
    ],
    ["a=b=c", [["a", "b=c"]]],
    ["bad=%zz%41", [["bad", "%zzA"]]],
  ])("%j", (query, params) => {
    expect(splitQueryString(query)).toEqual(params);
  });
});

describe("parseQuery: reserved keys", () => {
  it("selects * when select is absent, nothing when it is empty", () => {
    expect(parseQuery([]).select).toEqual([{ type: "star" }]);
    expect(parseQuery([["select", ""]]).select).toEqual([]);
    expect(parseQuery([["select", null]]).select).toEqual([{ type: "star" }]);
  });

  it("uses the first select, columns and on_conflict", () => {
    const r = parseQuery([
      ["select", "id"],
      ["select", "name"],
      ["columns", '"title","n"'],
      ["columns", "x"],
      ["on_conflict", "id"],
    ]);
    expect(r.select).toEqual([{ type: "column", field: f("id") }]);
    expect(r.columns).toEqual(["title", "n"]);
    expect(r.onConflict).toEqual(["id"]);
  });

  it.each<[string, string[]]>([
    ['"id","title"', ["id", "title"]],
    ["a,b", ["a", "b"]],
    [" a , b ", ["a", "b"]],
    ["a,a,b", ["a", "b"]],
  ])("columns=%s", (text, columns) => {
    expect(parseQuery([["columns", text]]).columns).toEqual(columns);
  });

  it("leaves columns and on_conflict out when absent", () => {
    const r = parseQuery([["select", "*"]]);
    expect("columns" in r).toBe(false);
    expect("onConflict" in r).toBe(false);
  });

  it.each([
    ["columns", "", 'failed to parse columns parameter ()" (line 1, column 1)'],
    ["on_conflict", "(", 'failed to parse on_conflict parameter (()" (line 1, column 1)'],
  ])("%s=%j fails", (key, value, message) => {
    expectApiError(() => parseQuery([[key, value]]), { message: `"${message}` });
  });
});

describe("parseQuery: filters and modifiers per level", () => {
  it("accumulates repeated filters and places embedded ones on their path", () => {
    const r = q("select=*,category(title)&hits=gte.1&hits=lte.10&category.title=eq.x&a.b.c=is.null");
    expect(root(r)?.filters.map((x) => [x.field.name, x.expr])).toEqual([
      ["hits", { kind: "simple", op: "gte", value: "1" }],
      ["hits", { kind: "simple", op: "lte", value: "10" }],
    ]);
    expect(r.modifiers.get("category")?.filters).toEqual([
      { path: ["category"], field: f("title"), negated: false, expr: { kind: "simple", op: "eq", value: "x" } },
    ]);
    expect(r.modifiers.get("a.b")?.filters[0].field).toEqual(f("c"));
  });

  it("treats only exact reserved keys as reserved (x.select is a filter)", () => {
    expect(q("x.select=eq.1").modifiers.get("x")?.filters[0].field).toEqual(f("select"));
  });

  it("ignores keys without a value and empty keys", () => {
    const r = parseQuery([
      ["flag", null],
      ["", "eq.1"],
      ["id", "eq.1"],
    ]);
    expect(root(r)?.filters).toHaveLength(1);
  });

  it("reads order per level, the first order of a level winning", () => {
    const r = q("order=created_at.desc&category.order=title.asc&order=id");
    expect(root(r)?.order).toEqual([{ field: f("created_at"), direction: "desc" }]);
    expect(r.modifiers.get("category")?.order).toEqual([{ field: f("title"), direction: "asc" }]);
  });

  it("reads limit and offset per level, the last one winning", () => {
    const r = q("offset=10&limit=10&tasks.limit=2&tasks.offset=1&limit=5");
    expect(root(r)).toMatchObject({ limit: 5, offset: 10 });
    expect(r.modifiers.get("tasks")).toMatchObject({ limit: 2, offset: 1 });
  });

  it("ignores limit/offset values that are not integers, clamps a negative offset", () => {
    const r = q("limit=abc&offset=-3");
    expect(root(r)?.limit).toBeUndefined();
    expect(root(r)?.offset).toBe(0);
    expect(root(q("limit=3&limit=x"))?.limit).toBeUndefined();
  });

  it("answers a negative limit with 416 PGRST103", () => {
    expectApiError(() => q("limit=-1"), {
      status: 416,
      code: "PGRST103",
      message: "Requested range not satisfiable",
      details: "Limit should be greater than or equal to zero.",
    });
  });

  it("collects logic trees per level, several or= accumulating", () => {
    const r = q("or=(id.eq.1,id.eq.2)&or=(a.is.null)&not.and=(x.eq.1)&child.or=(id.eq.3)&child.grand.not.or=(id.eq.4)");
    expect(root(r)?.logic.map((t) => [t.op, t.negated, t.children.length])).toEqual([
      ["or", false, 2],
      ["or", false, 1],
      ["and", true, 1],
    ]);
    expect(r.modifiers.get("child")?.logic).toHaveLength(1);
    expect(r.modifiers.get("child.grand")?.logic[0]).toMatchObject({ op: "or", negated: true });
  });
});

describe("parseQuery: RPC reads", () => {
  it("turns values without an operator into arguments", () => {
    const r = q("a=1&arr={1,2}&name=x+y&id=gt.3&select=id&order=id", true);
    expect([...r.rpcArgs]).toEqual([
      ["a", "1"],
      ["arr", "{1,2}"],
      ["name", "x y"],
    ]);
    expect(root(r)?.filters.map((x) => x.field.name)).toEqual(["id"]);
    expect(root(r)?.order).toEqual([{ field: f("id") }]);
  });

  it("keeps repeated arguments in rpcArgList (variadic), the last in rpcArgs", () => {
    const r = q("v=1&v=2", true);
    expect(r.rpcArgList).toEqual([
      ["v", "1"],
      ["v", "2"],
    ]);
    expect(r.rpcArgs.get("v")).toBe("2");
  });

  it("is an error outside RPC reads", () => {
    expectApiError(() => q("a=1"), {
      message: '"failed to parse filter (1)" (line 1, column 1)',
      details: 'unexpected "1" expecting "not" or operator (eq, gt, ...)',
    });
  });
});

describe("parseQuery: which error comes first (PostgREST's order)", () => {
  it.each([
    ["id=nope&select=a(&order=x.y&or=(", "failed to parse order (x.y)"],
    ["id=nope&select=a(&or=(", "failed to parse logic tree (()"],
    ["id=nope&select=a(&columns=(", "failed to parse columns parameter (()"],
    ["id=nope&select=a(", "failed to parse select parameter (a()"],
    ["on_conflict=(&id=nope", "failed to parse filter (nope)"],
    ["limit=-1&on_conflict=(", "failed to parse on_conflict parameter (()"],
  ])("%j → %s", (query, source) => {
    let message = "";
    try {
      q(query);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message.startsWith(`"${source}"`)).toBe(true);
  });
});

describe("Appendix A: every captured REST query parses (supabase-js 2.119 + refine 6.0.2)", () => {
  const getList =
    'select=*,category(title)&offset=10&limit=10&order=created_at.desc&category.order=title.asc&title=ilike.%25foo+bar%25&status=in.%28draft%2C%22a%2Cb%22%29&id=not.in.1,2&tags=cs.{x,y}&tags=not.cs.{"x","y"}&deleted_at=is.null&hits=gte.1&hits=lte.10&title=ilike.ab%25&x=not.ilike.q&y=not.is.null&or=(title.ilike."%25z%25",id.in.("1","2"),status.eq.pub,tags.cs.{"t"})';

  it.each<[string, string, boolean]>([
    ["getMany", "select=*&id=in.(1,2,3)", false],
    ["getOne + meta.select", "select=*,category:categories!inner(id,title)&id=eq.7", false],
    ["create", "select=*", false],
    ["createMany", 'columns="title","n"&select=*', false],
    ["update", "id=eq.7&select=*", false],
    ["deleteOne", "id=eq.7", false],
    ["upsert", 'on_conflict=id&columns="id","title"&select=*', false],
    [".single()", "select=id&id=eq.1", false],
    ["rpc GET", "a=1&arr={1,2}", true],
    ["rpc POST", "", false],
    ["textSearch/order/limit", "select=*&fts=wfts%28english%29.cat+%26+dog&order=id.desc.nullslast&limit=5", false],
    ["getList without refine's nin", getList.replace("&id=not.in.1,2", ""), false],
  ])("%s", (_name, query, isRpcRead) => {
    expect(() => q(query, isRpcRead)).not.toThrow();
  });

  it("getList: refine's nin (`id=not.in.1,2`, no parentheses) is PGRST100 like PostgREST", () => {
    expectApiError(() => q(getList), {
      message: '"failed to parse filter (not.in.1,2)" (line 1, column 8)',
      details: 'unexpected "1" expecting "("',
    });
  });

  it("getList parses into the expected tree", () => {
    const r = q(getList.replace("&id=not.in.1,2", ""));
    expect(r.select).toEqual([
      { type: "star" },
      { type: "embed", target: "category", select: [{ type: "column", field: f("title") }] },
    ]);
    expect(root(r)).toMatchObject({ limit: 10, offset: 10, order: [{ field: f("created_at"), direction: "desc" }] });
    expect(r.modifiers.get("category")?.order).toEqual([{ field: f("title"), direction: "asc" }]);
    expect(root(r)?.filters.map((x) => [x.field.name, x.negated, x.expr])).toEqual([
      ["title", false, { kind: "simple", op: "ilike", value: "%foo bar%" }],
      ["status", false, { kind: "in", values: ["draft", "a,b"] }],
      ["tags", false, { kind: "simple", op: "cs", value: "{x,y}" }],
      ["tags", true, { kind: "simple", op: "cs", value: '{"x","y"}' }],
      ["deleted_at", false, { kind: "is", value: "null" }],
      ["hits", false, { kind: "simple", op: "gte", value: "1" }],
      ["hits", false, { kind: "simple", op: "lte", value: "10" }],
      ["title", false, { kind: "simple", op: "ilike", value: "ab%" }],
      ["x", true, { kind: "simple", op: "ilike", value: "q" }],
      ["y", true, { kind: "is", value: "null" }],
    ]);
    expect(root(r)?.logic).toEqual([
      {
        op: "or",
        negated: false,
        children: [
          { path: [], field: f("title"), negated: false, expr: { kind: "simple", op: "ilike", value: "%z%" } },
          { path: [], field: f("id"), negated: false, expr: { kind: "in", values: ["1", "2"] } },
          { path: [], field: f("status"), negated: false, expr: { kind: "simple", op: "eq", value: "pub" } },
          { path: [], field: f("tags"), negated: false, expr: { kind: "simple", op: "cs", value: '{"t"}' } },
        ],
      },
    ]);
  });

  it("textSearch keeps `&` inside the value", () => {
    const r = q("select=*&fts=wfts%28english%29.cat+%26+dog&order=id.desc.nullslast&limit=5");
    expect(root(r)?.filters[0].expr).toEqual({ kind: "fts", op: "wfts", config: "english", value: "cat & dog" });
    expect(root(r)?.order).toEqual([{ field: f("id"), direction: "desc", nulls: "last" }]);
    expect(root(r)?.limit).toBe(5);
  });

  it("upsert and createMany read their columns", () => {
    expect(q('on_conflict=id&columns="id","title"&select=*')).toMatchObject({
      onConflict: ["id"],
      columns: ["id", "title"],
    });
  });

  it("round-trips through URLSearchParams (what the HTTP layer receives)", () => {
    const pairs: Array<[string, string]> = [
      ["select", "*,category(title)"],
      ["title", "ilike.%foo bar%"],
      ["status", 'in.(draft,"a,b")'],
      ["or", '(title.ilike."%z%",id.in.("1","2"))'],
    ];
    expect(splitQueryString(new URLSearchParams(pairs).toString())).toEqual(pairs);
  });
});

describe("Appendix A / §2.2: the headers the clients send", () => {
  it.each([
    ["count=exact, return=representation", { count: "exact", return: "representation", unknown: [] }],
    ["return=representation", { return: "representation", unknown: [] }],
    ["count=planned", { count: "planned", unknown: [] }],
    [
      "resolution=merge-duplicates, return=representation",
      { resolution: "merge-duplicates", return: "representation", unknown: [] },
    ],
    ["count=exact", { count: "exact", unknown: [] }],
    ["missing=default, return=representation", { missing: "default", return: "representation", unknown: [] }],
    ["tx=rollback", { tx: "rollback", unknown: [] }],
    ["handling=strict,max-affected=5", { handling: "strict", maxAffected: 5, unknown: [] }],
  ])("Prefer: %s", (header, prefer) => {
    expect(parsePrefer(header)).toEqual(prefer);
  });

  it.each([
    ["application/vnd.pgrst.object+json", "object", false],
    ["application/vnd.pgrst.object+json;nulls=stripped", "object", true],
    ["application/vnd.pgrst.array+json;nulls=stripped", "json", true],
    ["text/csv", "csv", false],
    ["application/geo+json", "geojson", false],
    ['application/vnd.pgrst.plan+text; for="application/json"; options=analyze|verbose;', "plan", false],
    ['application/vnd.pgrst.plan+json; for="text/csv"; options=analyze|verbose|settings|buffers|wal;', "plan", false],
  ])("Accept: %s", (accept, mediaType, stripNulls) => {
    expect(negotiateAccept(accept)).toMatchObject({ mediaType, stripNulls });
  });
});
