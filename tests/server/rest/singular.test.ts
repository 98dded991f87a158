// Singular responses (Accept: application/vnd.pgrst.object+json): one object, else 406
// PGRST116 with v13's message (PostgREST#3795) and details — and a write that does not affect
// exactly one row is rolled back. maybeSingle() is checked client-side by supabase-js ≥ 2.100.1.
import { describe, expect, it } from "vitest";
import { db, rest, restJson, uniqueTag } from "./support.ts";

const OBJECT = "application/vnd.pgrst.object+json";

describe("singular responses", () => {
  it("answers one object with the singular media type", async () => {
    const { data, status } = await db().from("clients").select("id, name").eq("id", 1).single();
    expect(status).toBe(200);
    expect(data).toEqual({ id: 1, name: "Microsoft" });
    const r = await rest("/clients?id=eq.1", { headers: { Accept: OBJECT } });
    expect(r.headers.get("content-type")).toBe("application/vnd.pgrst.object+json; charset=utf-8");
  });

  it("answers 406 PGRST116 for zero and for several rows", async () => {
    const none = await db().from("clients").select("id").eq("id", -1).single();
    expect(none.status).toBe(406);
    expect(none.statusText).toBe("Not Acceptable");
    expect(none.error).toEqual({
      code: "PGRST116",
      details: "The result contains 0 rows",
      hint: null,
      message: "Cannot coerce the result to a single JSON object",
    });
    const many = await restJson("/clients", { headers: { Accept: OBJECT } });
    expect(many.status).toBe(406);
    expect(many.body).toMatchObject({ code: "PGRST116", details: "The result contains 2 rows" });
  });

  it("maybeSingle gives null for no row", async () => {
    const { data, error } = await db().from("clients").select("id").eq("id", -1).maybeSingle();
    expect(error).toBeNull();
    expect(data).toBeNull();
  });

  it("rolls back an insert of several rows asked as a single object", async () => {
    const tag = uniqueTag("single");
    const { status, error } = await db().from("items").insert([{ tag }, { tag }]).select("id").single();
    expect(status).toBe(406);
    expect(error).toMatchObject({ code: "PGRST116", details: "The result contains 2 rows" });
    const { count } = await db().from("items").select("id", { count: "exact", head: true }).eq("tag", tag);
    expect(count).toBe(0);
  });

  it("rolls back an update touching several rows, keeps one touching exactly one", async () => {
    const tag = uniqueTag("single");
    await db()
      .from("items")
      .insert([
        { tag, n: 1 },
        { tag, n: 2 },
      ]);
    const many = await db().from("items").update({ name: "x" }).eq("tag", tag).select("n").single();
    expect(many.status).toBe(406);
    const one = await db().from("items").update({ name: "y" }).eq("tag", tag).eq("n", 2).select("n, name").single();
    expect(one.status).toBe(200);
    expect(one.data).toEqual({ n: 2, name: "y" });
    const { data } = await db().from("items").select("n, name").eq("tag", tag).order("n");
    expect(data).toEqual([
      { n: 1, name: null },
      { n: 2, name: "y" },
    ]);
  });

  it("rolls back a delete of no row or several rows asked with the singular Accept (old maybeSingle)", async () => {
    const tag = uniqueTag("single");
    await db().from("items").insert([{ tag }, { tag }]);
    const r = await rest(`/items?tag=eq.${tag}`, { method: "DELETE", headers: { Accept: OBJECT } });
    expect(r.status).toBe(406);
    const { count } = await db().from("items").select("id", { count: "exact", head: true }).eq("tag", tag);
    expect(count).toBe(2);
  });

  it("answers 406 PGRST107 for media types this server does not produce", async () => {
    const r = await restJson("/clients", { headers: { Accept: "text/xml" } });
    expect(r.status).toBe(406);
    expect(r.body).toEqual({
      code: "PGRST107",
      details: null,
      hint: null,
      message: "None of these media types are available: text/xml",
    });
  });
});
