// POST / PATCH / DELETE: payload columns (keys, columns=, missing=default), return=minimal
// and representation (with select and embeds), Content-Range of writes, limited writes,
// payload errors (PGRST102/204) and constraint errors mapped to HTTP (409, 400).
import { describe, expect, it } from "vitest";
import { db, rest, restJson, serviceDb, uniqueTag } from "./support.ts";

describe("insert", () => {
  it("answers 201 without a body for return=minimal, Content-Range */*", async () => {
    const tag = uniqueTag("ins");
    const r = await rest("/items", { method: "POST", body: JSON.stringify({ tag, name: "a" }) });
    expect(r.status).toBe(201);
    expect(r.statusText).toBe("Created");
    expect(r.headers.get("content-range")).toBe("*/*");
    expect(r.headers.get("content-type")).toBeNull();
    expect(await r.text()).toBe("");
    const { data } = await db().from("items").select("name, note, at").eq("tag", tag);
    expect(data).toEqual([{ name: "a", note: "n/a", at: "2024-01-01T00:00:00+00:00" }]);
  });

  it("returns the inserted rows shaped by select, with the count", async () => {
    const tag = uniqueTag("ins");
    const { data, error, status, count } = await db()
      .from("items")
      .insert(
        [
          { tag, name: "a", n: 1 },
          { tag, name: "b", n: 2 },
        ],
        { count: "exact" },
      )
      .select("name, n, twice");
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(count).toBe(2);
    expect(data).toEqual([
      { name: "a", n: 1, twice: 2 },
      { name: "b", n: 2, twice: 4 },
    ]);
  });

  it("embeds related rows in the representation", async () => {
    const tag = uniqueTag("ins");
    const item = await db().from("items").insert({ tag, name: "parent" }).select("id").single();
    const { data, status } = await db()
      .from("item_parts")
      .insert({ item_id: item.data?.id, label: "p1" })
      .select("label, items(name, tag)");
    expect(status).toBe(201);
    expect(data).toEqual([{ label: "p1", items: { name: "parent", tag } }]);
  });

  it("fills missing keys of an array with NULL, or with the default under missing=default", async () => {
    const tag = uniqueTag("ins");
    const nulls = await db()
      .from("items")
      .insert([
        { tag, name: "a" },
        { tag, note: "given" },
      ])
      .select("name, note");
    expect(nulls.data).toEqual([
      { name: "a", note: null },
      { name: null, note: "given" },
    ]);
    const defaults = await db()
      .from("items")
      .insert(
        [
          { tag, name: "b" },
          { tag, note: "given" },
        ],
        { defaultToNull: false },
      )
      .select("name, note, at");
    expect(defaults.data).toEqual([
      { name: "b", note: "n/a", at: "2024-01-01T00:00:00+00:00" },
      { name: null, note: "given", at: "2024-01-01T00:00:00+00:00" },
    ]);
  });

  it("reads only the columns= keys of the payload", async () => {
    const tag = uniqueTag("ins");
    const r = await restJson(`/items?columns=tag,name&select=name,n`, {
      method: "POST",
      headers: { Prefer: "return=representation" },
      body: JSON.stringify([{ tag, name: "x", n: 5, ignored: true }]),
    });
    expect(r.status).toBe(201);
    expect(r.body).toEqual([{ name: "x", n: null }]);
  });

  it("inserts nothing for an empty array", async () => {
    const r = await rest("/items", { method: "POST", body: "[]", headers: { Prefer: "count=exact" } });
    expect(r.status).toBe(201);
    expect(r.headers.get("content-range")).toBe("*/0");
  });

  it("answers PGRST204 for an unknown payload key or columns= name", async () => {
    const { error, status } = await db().from("items").insert({ tag: "x", nope: 1 });
    expect(status).toBe(400);
    expect(error).toEqual({
      code: "PGRST204",
      details: null,
      hint: null,
      message: "Could not find the 'nope' column of 'items' in the schema cache",
    });
    const viaColumns = await restJson("/items?columns=tag,nada", {
      method: "POST",
      body: JSON.stringify({ tag: "x" }),
    });
    expect(viaColumns.body).toMatchObject({
      code: "PGRST204",
      message: "Could not find the 'nada' column of 'items' in the schema cache",
    });
  });

  it("answers PGRST102 for invalid JSON and for arrays whose objects differ", async () => {
    const bad = await restJson("/items", { method: "POST", body: "{not json" });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ code: "PGRST102", details: null, hint: null, message: "Empty or invalid json" });
    const mixed = await restJson("/items", { method: "POST", body: JSON.stringify([{ tag: "a" }, { name: "b" }]) });
    expect(mixed.body).toEqual({ code: "PGRST102", details: null, hint: null, message: "All object keys must match" });
  });

  it("maps constraint errors: 23505 → 409, 23503 → 409, 23502 → 400, generated column → 400", async () => {
    const tag = uniqueTag("ins");
    await db()
      .from("items")
      .insert({ tag, code: `${tag}-code` });
    const dup = await db()
      .from("items")
      .insert({ tag, code: `${tag}-code` });
    expect(dup.status).toBe(409);
    expect(dup.error).toEqual({
      code: "23505",
      details: `Key (code)=(${tag}-code) already exists.`,
      hint: null,
      message: 'duplicate key value violates unique constraint "items_code_key"',
    });
    const fk = await db().from("item_parts").insert({ item_id: -1, label: "orphan" });
    expect(fk.status).toBe(409);
    expect(fk.error?.code).toBe("23503");
    const notNull = await db().from("items").insert({ name: "no tag" });
    expect(notNull.status).toBe(400);
    expect(notNull.error?.code).toBe("23502");
    const generated = await db().from("items").insert({ tag, twice: 3 });
    expect(generated.status).toBe(400);
    expect(generated.error?.code).toBe("428C9");
  });
});

describe("update", () => {
  it("answers 204 and Content-Range 0-(n-1)/* for minimal, the total with a count", async () => {
    const tag = uniqueTag("upd");
    await db()
      .from("items")
      .insert([
        { tag, n: 1 },
        { tag, n: 2 },
        { tag, n: 3 },
      ]);
    const r = await rest(`/items?tag=eq.${tag}&n=lte.2`, {
      method: "PATCH",
      body: JSON.stringify({ name: "changed" }),
    });
    expect(r.status).toBe(204);
    expect(r.headers.get("content-range")).toBe("0-1/*");
    const counted = await db().from("items").update({ note: "x" }, { count: "exact" }).eq("tag", tag);
    expect(counted.status).toBe(204);
    expect(counted.count).toBe(3);
    const { data } = await db().from("items").select("n, name, note").eq("tag", tag).order("n");
    expect(data).toEqual([
      { n: 1, name: "changed", note: "x" },
      { n: 2, name: "changed", note: "x" },
      { n: 3, name: null, note: "x" },
    ]);
  });

  it("returns the updated rows with select and embeds", async () => {
    const tag = uniqueTag("upd");
    const item = await db().from("items").insert({ tag, name: "before" }).select("id").single();
    await db().from("item_parts").insert({ item_id: item.data?.id, label: "l" });
    const { data, status } = await db()
      .from("items")
      .update({ name: "after" })
      .eq("tag", tag)
      .select("name, item_parts(label)");
    expect(status).toBe(200);
    expect(data).toEqual([{ name: "after", item_parts: [{ label: "l" }] }]);
  });

  it("answers */* when nothing matched", async () => {
    const r = await rest(`/items?tag=eq.${uniqueTag("none")}`, {
      method: "PATCH",
      body: JSON.stringify({ name: "x" }),
    });
    expect(r.status).toBe(204);
    expect(r.headers.get("content-range")).toBe("*/*");
  });

  it("changes nothing for an empty object", async () => {
    const tag = uniqueTag("upd");
    await db().from("items").insert({ tag, name: "same" });
    const r = await restJson(`/items?tag=eq.${tag}&select=name`, {
      method: "PATCH",
      body: "{}",
      headers: { Prefer: "return=representation" },
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual([]);
  });

  it("limits the rows changed with order and limit", async () => {
    const tag = uniqueTag("upd");
    await db()
      .from("items")
      .insert([
        { tag, n: 1 },
        { tag, n: 2 },
        { tag, n: 3 },
      ]);
    const r = await restJson(`/items?tag=eq.${tag}&order=n.desc&limit=2&select=n`, {
      method: "PATCH",
      body: JSON.stringify({ name: "top" }),
      headers: { Prefer: "return=representation" },
    });
    expect(r.status).toBe(200);
    expect((r.body as Array<{ n: number }>).map((x) => x.n).sort()).toEqual([2, 3]);
  });
});

describe("delete", () => {
  it("answers 204 with */* (or */n with a count), 200 with the rows for representation", async () => {
    const tag = uniqueTag("del");
    await db()
      .from("items")
      .insert([
        { tag, n: 1 },
        { tag, n: 2 },
        { tag, n: 3 },
      ]);
    const minimal = await rest(`/items?tag=eq.${tag}&n=eq.1`, {
      method: "DELETE",
      headers: { "Content-Type": "application/json" },
    });
    expect(minimal.status).toBe(204);
    expect(minimal.headers.get("content-range")).toBe("*/*");
    const counted = await db().from("items").delete({ count: "exact" }).eq("tag", tag).eq("n", 2);
    expect(counted.status).toBe(204);
    expect(counted.count).toBe(1);
    const represented = await db().from("items").delete().eq("tag", tag).select("n");
    expect(represented.status).toBe(200);
    expect(represented.data).toEqual([{ n: 3 }]);
  });

  it("deletes only the ordered first rows with limit", async () => {
    const tag = uniqueTag("del");
    await db()
      .from("items")
      .insert([
        { tag, n: 1 },
        { tag, n: 2 },
        { tag, n: 3 },
      ]);
    const { status } = await db().from("items").delete().eq("tag", tag).order("n").limit(1);
    expect(status).toBe(204);
    const { data } = await db().from("items").select("n").eq("tag", tag).order("n");
    expect(data).toEqual([{ n: 2 }, { n: 3 }]);
  });

  it("deletes every row a filterless request reaches (service role on its own rows)", async () => {
    const tag = uniqueTag("del");
    await serviceDb().from("items").insert([{ tag }, { tag }]);
    const { count } = await serviceDb().from("items").delete({ count: "exact" }).eq("tag", tag);
    expect(count).toBe(2);
  });
});
