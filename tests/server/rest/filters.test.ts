// Every filter operator as supabase-js writes it, on the seeded `items` rows (tag 'seed'):
// comparison, pattern, is, in, containment, ranges, full-text search, quantifiers,
// negation, json paths, and values PostgreSQL refuses for the column type (400).
import { describe, expect, it } from "vitest";
import { db, restJson } from "./support.ts";

const seed = () => db().from("items").select("name").eq("tag", "seed");
const names = (data: Array<{ name: string }> | null) => (data ?? []).map((r) => r.name).sort();

describe("filters", () => {
  it.each([
    ["eq", seed().eq("n", 2), ["beta"]],
    ["neq", seed().neq("n", 2), ["alpha", "gamma"]],
    ["gt", seed().gt("n", 1), ["beta", "gamma"]],
    ["gte", seed().gte("price", 10.5), ["alpha", "beta"]],
    ["lt", seed().lt("born", "2021-01-01"), ["Delta%", "alpha"]],
    ["lte", seed().lte("n", 2), ["alpha", "beta"]],
    ["like (* as %)", seed().like("name", "*et*"), ["beta"]],
    ["like (escaped %)", seed().like("name", "%a\\%"), ["Delta%"]],
    ["ilike", seed().ilike("name", "DEL%"), ["Delta%"]],
    ["ilike with a space", seed().ilike("note", "%with, comma%"), ["Delta%"]],
    ["match (regex)", seed().filter("name", "match", "^[ab]"), ["alpha", "beta"]],
    ["imatch", seed().filter("name", "imatch", "^d"), ["Delta%"]],
    ["is null", seed().is("n", null), ["Delta%"]],
    ["is true", seed().is("flag", true), ["Delta%", "alpha"]],
    ["is false", seed().is("flag", false), ["beta"]],
    ["not is null", seed().not("n", "is", null), ["alpha", "beta", "gamma"]],
    ["in", seed().in("name", ["alpha", "gamma", "zeta"]), ["alpha", "gamma"]],
    ["in with a comma inside quotes", seed().in("note", ["with, comma", "second"]), ["Delta%", "beta"]],
    ["not in", seed().not("name", "in", "(alpha,beta)"), ["Delta%", "gamma"]],
    ["in ()", seed().in("name", []), []],
    ["cs array", seed().contains("tags", ["b"]), ["alpha", "beta"]],
    ["cd array", seed().containedBy("nums", [1, 2, 3, 4]), ["Delta%", "alpha", "beta"]],
    ["ov array", seed().overlaps("tags", ["c", "z"]), ["beta"]],
    ["cs jsonb", seed().contains("data", { size: "M" }), ["beta"]],
    ["cs range", seed().contains("span", "[2,3)"), ["alpha"]],
    ["sl", seed().rangeLt("span", "[10,20)"), ["alpha", "beta"]],
    ["sr", seed().rangeGt("span", "[10,20)"), ["Delta%"]],
    ["nxl", seed().rangeGte("span", "[5,6)"), ["Delta%", "beta"]],
    ["nxr", seed().rangeLte("span", "[5,6)"), ["alpha"]],
    ["adj", seed().rangeAdjacent("span", "[10,20)"), ["Delta%", "beta"]],
    ["fts on tsvector with config", seed().textSearch("doc", "fox", { config: "english" }), ["alpha", "gamma"]],
    ["plfts", seed().textSearch("doc", "lazy dogs", { type: "plain", config: "english" }), ["beta"]],
    ["phfts", seed().textSearch("doc", "quick brown", { type: "phrase", config: "english" }), ["alpha"]],
    ["wfts", seed().textSearch("doc", "fox -jumps", { type: "websearch", config: "english" }), ["alpha"]],
    ["fts on a text column", seed().textSearch("name", "beta"), ["beta"]],
    ["eq(any)", seed().filter("name", "eq(any)", "{alpha,beta}"), ["alpha", "beta"]],
    ["like(any)", seed().likeAnyOf("name", ["a*", "g*"]), ["alpha", "gamma"]],
    ["ilike(all)", seed().ilikeAllOf("name", ["%A%", "%L%"]), ["Delta%", "alpha"]],
    ["gt(all)", seed().filter("n", "gt(all)", "{0,1}"), ["beta", "gamma"]],
    ["isdistinct", seed().filter("flag", "isdistinct", "true"), ["beta", "gamma"]],
    ["match()", db().from("items").select("name").match({ tag: "seed", n: 3 }), ["gamma"]],
    ["repeated keys are ANDed", seed().gte("n", 1).lte("n", 2), ["alpha", "beta"]],
    ["json ->> text", seed().eq("data->>size", "L"), ["gamma"]],
    ["json -> number", seed().gt("data->age", 25), ["beta"]],
    ["json nested path", seed().eq("data->nested->>k", "v"), ["alpha"]],
    ["json array index", seed().eq("data->tags->>0", "y"), ["beta"]],
    ["enum", seed().eq("mood", "ok"), ["gamma"]],
    [
      "uuid",
      db().from("books").select("name:title").eq("author_id", "a0000000-0000-4000-8000-000000000002"),
      ["Germinal"],
    ],
  ])("%s", async (_label, query, expected) => {
    const { data, error, status } = await query;
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(names(data as Array<{ name: string }> | null)).toEqual(expected);
  });

  it("answers 400 with PostgreSQL's error for a value the column type refuses", async () => {
    const { error, status } = await db().from("items").select("id").eq("n", "abc");
    expect(status).toBe(400);
    expect(error).toEqual({
      code: "22P02",
      details: null,
      hint: null,
      message: 'invalid input syntax for type integer: "abc"',
    });
    const badUuid = await db().from("books").select("id").eq("author_id", "not-a-uuid");
    expect(badUuid.error).toMatchObject({ code: "22P02", message: 'invalid input syntax for type uuid: "not-a-uuid"' });
  });

  it("answers 400 for an unknown text search configuration", async () => {
    const { error, status } = await db().from("items").select("id").textSearch("doc", "fox", { config: "klingon" });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: "42704", message: 'text search configuration "klingon" does not exist' });
  });

  it("answers PGRST100 for an unknown operator and for refine's `not.in` without parentheses", async () => {
    const unknown = await restJson("/items?n=nope.1");
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      code: "PGRST100",
      message: '"failed to parse filter (nope.1)" (line 1, column 1)',
    });
    const nin = await restJson("/items?id=not.in.1,2");
    expect(nin.status).toBe(400);
    expect(nin.body).toMatchObject({ code: "PGRST100" });
  });

  it("answers 42703 for a filter on an unknown column", async () => {
    const { error, status } = await db().from("items").select("id").eq("nope", 1);
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: "42703", message: "column items.nope does not exist" });
  });

  it("decodes + as a space and percent escapes in values", async () => {
    const r = await restJson("/items?select=name&tag=eq.seed&note=ilike.%25with,+comma%25");
    expect(r.body).toEqual([{ name: "Delta%" }]);
  });
});
