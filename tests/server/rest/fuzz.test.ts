// Property: whatever the query string, headers and body — random, malformed or hostile
// (SQL injection in keys, values, select, order, hints, casts, json paths, on_conflict,
// columns, profiles, Prefer) — the REST service answers below 500, keeps answering, and no
// injected statement ever runs (the canary table is intact). Writes only reach `test.fuzz`.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { anonKey, serverUrl, serviceRoleKey } from "../helpers.ts";
import { mintToken, restJson } from "./support.ts";

const INJECTIONS = [
  `'; drop table test.canary; --`,
  `"; delete from test.canary; --`,
  `1); delete from test.canary; --`,
  `x") or 1=1; update test.canary set value = 'pwned'; --`,
  `id,(select 1 from test.canary)`,
  `*/; truncate test.canary; /*`,
  `$1; drop table test.canary`,
  `$$; drop table test.canary; $$`,
  `E'\\x27; drop table test.canary; --`,
  `id::text; drop table test.canary`,
  `pg_sleep(10)`,
  `canary(*)`,
  `\u0000`,
  `%00`,
  `%zz`,
  `"""`,
  `\\`,
  `{"a":`,
  `((((((((((`,
  `->>'x'`,
  `!inner!inner`,
  `..`,
  `:::`,
];

const COLUMNS = ["id", "label", "n", "data", "tags", "client_id", "name", "tag", "title", "value"];
const EMBEDS = [
  "clients",
  "projects",
  "tasks",
  "users",
  "addresses",
  "parent",
  "fuzz",
  "client_id",
  "projects_client_id_fkey",
];
const OPS = [
  "eq",
  "neq",
  "gt",
  "gte",
  "lt",
  "lte",
  "like",
  "ilike",
  "match",
  "imatch",
  "is",
  "isdistinct",
  "in",
  "cs",
  "cd",
  "ov",
  "sl",
  "sr",
  "nxr",
  "nxl",
  "adj",
  "fts",
  "plfts",
  "phfts",
  "wfts",
  "eq(any)",
  "like(all)",
  "fts(english)",
  "fts(x'y)",
  "nope",
];
const READ_PATHS = [
  "clients",
  "projects",
  "tasks",
  "users",
  "orders",
  "family",
  "items",
  "projects_view",
  "authors",
  "books",
  "todos",
  "secrets",
  "fuzz",
  "nope",
  "rpc/add",
  "rpc/echo",
  "rpc/client_projects",
  "rpc/project_names",
  "rpc/get_client",
  "rpc/whoami",
  "rpc/sum_array",
  "rpc/ovl",
  "rpc/nothere",
];

const hostile = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...INJECTIONS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 12 }) },
  { weight: 1, arbitrary: fc.stringMatching(/^[a-z_(),."!:*>{}\-' ]{0,16}$/) },
);
const word = fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...COLUMNS) }, { weight: 1, arbitrary: hostile });
const embed = fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...EMBEDS) }, { weight: 1, arbitrary: hostile });
const jsonPath = fc
  .array(fc.tuple(fc.constantFrom("->", "->>"), fc.oneof(word, fc.integer({ min: -3, max: 3 }).map(String))), {
    maxLength: 2,
  })
  .map((s) => s.map(([a, k]) => a + k).join(""));
const field = fc.tuple(word, jsonPath).map(([w, p]) => w + p);
const value = fc.oneof(
  { weight: 1, arbitrary: hostile },
  {
    weight: 5,
    arbitrary: fc
      .tuple(fc.constantFrom(...OPS), fc.boolean(), hostile)
      .map(([op, not, v]) => `${not ? "not." : ""}${op}.${v}`),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.boolean(), fc.array(hostile, { maxLength: 3 }))
      .map(([not, vs]) => `${not ? "not." : ""}in.(${vs.map((v) => JSON.stringify(v)).join(",")})`),
  },
  { weight: 2, arbitrary: fc.constantFrom("is.null", "not.is.null", "eq.1", "gt.0", "cs.{a}", "fts.fox", "ilike.*a*") },
);
const selectItem: fc.Arbitrary<string> = fc.letrec((tie) => ({
  item: fc.oneof(
    { weight: 3, arbitrary: field },
    { weight: 1, arbitrary: fc.constant("*") },
    { weight: 1, arbitrary: fc.tuple(word, field).map(([a, f]) => `${a}:${f}`) },
    { weight: 1, arbitrary: fc.tuple(field, hostile).map(([f, c]) => `${f}::${c}`) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          embed,
          fc.option(hostile, { nil: undefined }),
          fc.constantFrom("", "!inner", "!left"),
          fc.array(tie("item"), { maxLength: 2, depthIdentifier: "select" }),
        )
        .map(([e, hint, join, items]) => `${e}${hint === undefined ? "" : `!${hint}`}${join}(${items.join(",")})`),
    },
  ),
})).item;
const select = fc.array(selectItem, { maxLength: 4 }).map((xs) => xs.join(","));
const order = fc
  .array(fc.tuple(field, fc.constantFrom("", ".asc", ".desc", ".desc.nullslast", ".x"), fc.boolean(), embed), {
    maxLength: 3,
  })
  .map((ts) => ts.map(([f, d, rel, e]) => (rel ? `${e}(${f})${d}` : `${f}${d}`)).join(","));
const param: fc.Arbitrary<[string, string]> = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(field, value) },
  { weight: 2, arbitrary: select.map((s): [string, string] => ["select", s]) },
  { weight: 2, arbitrary: order.map((o): [string, string] => ["order", o]) },
  { weight: 1, arbitrary: fc.tuple(embed, field, value).map(([e, f, v]): [string, string] => [`${e}.${f}`, v]) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom("or", "and", "not.or", "clients.or"), fc.array(fc.tuple(field, value), { maxLength: 3 }))
      .map(([k, xs]): [string, string] => [k, `(${xs.map(([f, v]) => `${f}.${v}`).join(",")})`]),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(
      fc.constantFrom("limit", "offset", "clients.limit", "projects.offset"),
      fc.oneof(fc.integer({ min: -5, max: 5000 }).map(String), hostile),
    ),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(
      fc.constantFrom("columns", "on_conflict"),
      fc.array(word, { maxLength: 3 }).map((w) => w.join(",")),
    ),
  },
  { weight: 1, arbitrary: fc.tuple(hostile, hostile) },
);
const encode = (s: string) => encodeURIComponent(s);
const query = fc
  .tuple(fc.array(param, { maxLength: 5 }), fc.boolean())
  .map(([ps, rawPercent]) =>
    ps
      .map(([k, v]) =>
        rawPercent ? `${encode(k)}=${v.replaceAll("&", "%26").replaceAll("#", "%23")}` : `${encode(k)}=${encode(v)}`,
      )
      .join("&"),
  );
const json = fc.jsonValue({ maxDepth: 3 });
const body = fc.oneof(
  fc.dictionary(fc.oneof(fc.constantFrom(...COLUMNS), hostile), json, { maxKeys: 4 }).map((o) => JSON.stringify(o)),
  fc
    .array(fc.dictionary(fc.constantFrom(...COLUMNS), json, { maxKeys: 3 }), { maxLength: 3 })
    .map((a) => JSON.stringify(a)),
  json.map((j) => JSON.stringify(j)),
  hostile,
);
const headers = fc.record(
  {
    prefer: fc
      .array(
        fc.oneof(
          fc.constantFrom(
            "count=exact",
            "return=representation",
            "return=minimal",
            "resolution=merge-duplicates",
            "resolution=ignore-duplicates",
            "missing=default",
            "handling=strict",
            "params=single-object",
            "tx=rollback",
          ),
          hostile,
        ),
        { maxLength: 3 },
      )
      .map((p) => p.join(", ")),
    accept: fc.oneof(
      {
        weight: 4,
        arbitrary: fc.constantFrom(
          "application/json",
          "application/vnd.pgrst.object+json",
          "*/*",
          "application/vnd.pgrst.object+json;nulls=stripped",
        ),
      },
      { weight: 1, arbitrary: fc.oneof(fc.constant("text/csv"), hostile) },
    ),
    profile: fc.oneof({ weight: 9, arbitrary: fc.constant("test") }, { weight: 1, arbitrary: hostile }),
    auth: fc.constantFrom("anon", "anon", "service", "service", "user", "user", "garbage", "none"),
  },
  { requiredKeys: ["profile", "auth"] },
);
const request = fc.record({
  method: fc.constantFrom("GET", "GET", "HEAD", "POST", "PATCH", "DELETE"),
  path: fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...READ_PATHS) },
    { weight: 1, arbitrary: hostile.map(encode) },
  ),
  query,
  headers,
  body,
});

type Req = typeof request extends fc.Arbitrary<infer T> ? T : never;

/** Header values must be ByteStrings; anything else would be refused by fetch itself. */
const headerSafe = (v: string) => v.replace(/[^\x20-\x7e]/g, "?");

async function send(r: Req, tokens: Record<string, string>): Promise<number> {
  // random writes only reach the fuzz table (the seeded tables serve the other suites)
  const write = r.method === "PATCH" || r.method === "DELETE" || (r.method === "POST" && !r.path.startsWith("rpc/"));
  const path = write ? "fuzz" : r.path.toLowerCase().includes("canary") ? "clients" : r.path;
  const headers = new Headers({ apikey: anonKey() });
  if (r.headers.auth !== "none") headers.set("Authorization", `Bearer ${tokens[r.headers.auth]}`);
  headers.set(
    r.method === "GET" || r.method === "HEAD" ? "Accept-Profile" : "Content-Profile",
    headerSafe(r.headers.profile),
  );
  if (r.headers.prefer !== undefined) headers.set("Prefer", headerSafe(r.headers.prefer));
  if (r.headers.accept !== undefined) headers.set("Accept", headerSafe(r.headers.accept));
  const hasBody = r.method === "POST" || r.method === "PATCH";
  if (hasBody) headers.set("Content-Type", "application/json");
  const res = await fetch(`${serverUrl()}/rest/v1/${path}${r.query === "" ? "" : `?${r.query}`}`, {
    method: r.method,
    headers,
    ...(hasBody && { body: r.body }),
  });
  await res.arrayBuffer();
  return res.status;
}

describe("fuzz", () => {
  it("never answers 5xx, keeps serving, and never runs injected SQL", async () => {
    const canaryBefore = await restJson("/canary?order=id", { token: serviceRoleKey() });
    expect(canaryBefore.body).toEqual([
      { id: 1, value: "tweety" },
      { id: 2, value: "sylvester" },
    ]);
    const tokens = {
      anon: anonKey(),
      service: serviceRoleKey(),
      user: await mintToken({ sub: "6b0e7f4e-2f5a-4b7b-9a53-0e4f0b1f6d1c" }),
      garbage: "a.b.c",
    };
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const status = await send(r, tokens);
        if (status >= 500) failures.push(`${status} ${JSON.stringify(r)}`);
        return status < 500;
      }),
      { numRuns: 4000, endOnFailure: true },
    );
    expect(failures).toEqual([]);
    const alive = await restJson("/clients?select=id&order=id");
    expect(alive.status).toBe(200);
    expect(alive.body).toEqual([{ id: 1 }, { id: 2 }]);
    const canaryAfter = await restJson("/canary?order=id", { token: serviceRoleKey() });
    expect(canaryAfter.body).toEqual(canaryBefore.body);
  }, 120_000);
});
