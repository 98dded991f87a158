// Upserts: resolution=merge-duplicates / ignore-duplicates on the primary key or on_conflict
// columns, 201 when a row was inserted and 200 when every row merged.
import { describe, expect, it } from "vitest";
import { db, rest, restJson, uniqueTag } from "./support.ts";

describe("upsert", () => {
  it("merges on an on_conflict unique column (201 inserted, 200 merged)", async () => {
    const tag = uniqueTag("ups");
    const code = `${tag}-1`;
    const first = await db()
      .from("items")
      .upsert({ tag, code, name: "first" }, { onConflict: "code" })
      .select("code, name");
    expect(first.status).toBe(201);
    expect(first.data).toEqual([{ code, name: "first" }]);
    const second = await db()
      .from("items")
      .upsert({ tag, code, name: "second" }, { onConflict: "code" })
      .select("code, name");
    expect(second.status).toBe(200);
    expect(second.data).toEqual([{ code, name: "second" }]);
    const { data } = await db().from("items").select("name").eq("code", code);
    expect(data).toEqual([{ name: "second" }]);
  });

  it("merges on the primary key by default, inserting the new rows of a batch", async () => {
    const tag = uniqueTag("ups");
    const created = await db().from("items").insert({ tag, name: "old" }).select("id").single();
    const id = created.data?.id as number;
    const r = await restJson("/items?columns=id,tag,name&select=name&order=name", {
      method: "POST",
      headers: { Prefer: "resolution=merge-duplicates, return=representation" },
      body: JSON.stringify([
        { id, tag, name: "merged" },
        { id: id + 1_000_000_000, tag, name: "new" },
      ]),
    });
    expect(r.status).toBe(201);
    expect((r.body as Array<{ name: string }>).map((x) => x.name).sort()).toEqual(["merged", "new"]);
    expect(r.headers.get("preference-applied")).toBe("resolution=merge-duplicates, return=representation");
  });

  it("keeps existing rows with ignore-duplicates and returns only the inserted ones", async () => {
    const tag = uniqueTag("ups");
    await db()
      .from("items")
      .insert({ tag, code: `${tag}-a`, name: "kept" });
    const { data, status } = await db()
      .from("items")
      .upsert(
        [
          { tag, code: `${tag}-a`, name: "ignored" },
          { tag, code: `${tag}-b`, name: "added" },
        ],
        { onConflict: "code", ignoreDuplicates: true },
      )
      .select("code, name");
    expect(status).toBe(201);
    expect(data).toEqual([{ code: `${tag}-b`, name: "added" }]);
    const all = await db().from("items").select("code, name").eq("tag", tag).order("code");
    expect(all.data).toEqual([
      { code: `${tag}-a`, name: "kept" },
      { code: `${tag}-b`, name: "added" },
    ]);
  });

  it("answers 200 for a minimal upsert that only merged", async () => {
    const tag = uniqueTag("ups");
    await db()
      .from("items")
      .insert({ tag, code: `${tag}-m` });
    const r = await rest("/items?on_conflict=code", {
      method: "POST",
      headers: { Prefer: "resolution=merge-duplicates" },
      body: JSON.stringify({ tag, code: `${tag}-m`, name: "merged" }),
    });
    expect(r.status).toBe(200);
    expect(await r.text()).toBe("");
  });

  it("answers 42P10 for on_conflict columns without a unique constraint, 42703 for unknown ones", async () => {
    const noKey = await db().from("items").upsert({ tag: "x", name: "y" }, { onConflict: "name" });
    expect(noKey.status).toBe(400);
    expect(noKey.error?.code).toBe("42P10");
    const unknown = await db().from("items").upsert({ tag: "x" }, { onConflict: "nope" });
    expect(unknown.status).toBe(400);
    expect(unknown.error).toMatchObject({ code: "42703", message: 'column "nope" does not exist' });
  });
});
