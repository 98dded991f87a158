// select=: columns, star, aliases, casts, json paths, empty select, and the errors PostgREST
// v12 answers for unknown columns, unknown casts, aggregates and spreads.
import { describe, expect, it } from "vitest";
import { db, restJson } from "./support.ts";

describe("select", () => {
  it("returns every column for *, in table order", async () => {
    const { data, error, status } = await db().from("clients").select("*").order("id");
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([
      { id: 1, name: "Microsoft" },
      { id: 2, name: "Apple" },
    ]);
    expect(Object.keys(data?.[0] ?? {})).toEqual(["id", "name"]);
  });

  it("returns the listed columns in the listed order, with aliases", async () => {
    const { data } = await db().from("projects").select("label:name, id").eq("id", 3);
    expect(data).toEqual([{ label: "IOS", id: 3 }]);
    expect(Object.keys(data?.[0] ?? {})).toEqual(["label", "id"]);
  });

  it("casts columns (the key keeps the column name)", async () => {
    const { data } = await db()
      .from("items")
      .select("id::text, price::text, n::float8")
      .eq("tag", "seed")
      .eq("name", "alpha");
    expect(data).toEqual([{ id: expect.any(String), price: "10.50", n: 1 }]);
  });

  it("reads json paths with -> and ->>, naming the key after the last path step", async () => {
    const { data } = await db()
      .from("items")
      .select("name, data->>size, data->age, data->tags->0, sub:data->nested->>k")
      .eq("tag", "seed")
      .eq("name", "alpha");
    expect(data).toEqual([{ name: "alpha", size: "S", age: 20, tags: "x", sub: "v" }]);
  });

  it("returns json, jsonb, arrays, numerics, dates and enums as PostgreSQL's JSON encoding", async () => {
    const { data } = await db()
      .from("items")
      .select("price, flag, mood, tags, nums, data, js, born, at, span, twice")
      .eq("tag", "seed")
      .eq("name", "alpha");
    expect(data).toEqual([
      {
        price: 10.5,
        flag: true,
        mood: "happy",
        tags: ["a", "b"],
        nums: [1, 2, 3],
        data: { size: "S", age: 20, tags: ["x", "y"], nested: { k: "v" } },
        js: { color: "red" },
        born: "2020-01-01",
        at: "2024-01-01T00:00:00+00:00",
        span: "[1,5)",
        twice: 2,
      },
    ]);
  });

  it("returns empty objects for an empty select", async () => {
    const r = await restJson("/clients?select=&order=id");
    expect(r.status).toBe(200);
    expect(r.body).toEqual([{}, {}]);
  });

  it("answers 42703 for an unknown column", async () => {
    const { error, status } = await db().from("clients").select("id, nope");
    expect(status).toBe(400);
    expect(error).toEqual({ code: "42703", details: null, hint: null, message: "column clients.nope does not exist" });
  });

  it("answers 42704 for a cast to an unknown type", async () => {
    const r = await restJson("/clients?select=id::nonsense");
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ code: "42704", details: null, hint: null, message: 'type "nonsense" does not exist' });
  });

  it("answers PGRST123 for aggregates, which PostgREST disables by default", async () => {
    const r = await restJson("/items?select=n.sum()");
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: "PGRST123", message: "Use of aggregate functions is not allowed" });
  });

  it("answers PGRST100 for a select that does not parse", async () => {
    const r = await restJson("/clients?select=id,(");
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: "PGRST100" });
  });

  it("answers 404 42P01 for an unknown relation", async () => {
    const { error, status } = await db().from("nope").select();
    expect(status).toBe(404);
    expect(error).toEqual({ code: "42P01", details: null, hint: null, message: 'relation "test.nope" does not exist' });
  });

  it("reads a view", async () => {
    const { data } = await db().from("projects_view").select("id, name, client").lt("id", 3).order("id");
    expect(data).toEqual([
      { id: 1, name: "Windows 7", client: 1 },
      { id: 2, name: "Windows 10", client: 1 },
    ]);
  });

  it("answers HEAD with headers only", async () => {
    const { data, count, status } = await db().from("clients").select("*", { count: "exact", head: true });
    expect(status).toBe(200);
    expect(data).toBeNull();
    expect(count).toBe(2);
  });
});
