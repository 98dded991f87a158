// PostgREST 12 conformance: `Accept: text/csv` (header row of the keys, then each row as
// PostgreSQL's record text without its parentheses, CRLF-separated).
import { describe, expect, it } from "vitest";
import { db, rest } from "./support.ts";

describe("PostgREST Accept: text/csv", () => {
  it("answers the rows as CSV with text/csv", async () => {
    const res = await rest("/projects?select=id,name,client_id&id=in.(1,5)&order=id", {
      headers: { Accept: "text/csv" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(await res.text()).toBe('id,name,client_id\r\n1,"Windows 7",1\r\n5,Orphan,');
  });

  it("supabase-js .csv() reads the same text, and an empty result is just the line break", async () => {
    const { data, error } = await db().from("clients").select("name").eq("id", 2).csv();
    expect(error).toBeNull();
    expect(data).toBe("name\r\nApple");
    const none = await rest("/clients?id=eq.0", { headers: { Accept: "text/csv" } });
    expect(await none.text()).toBe("\r\n");
  });

  it("a representation after a write can be CSV too", async () => {
    const res = await rest("/tx_rows?select=tag,stamped", {
      method: "POST",
      body: JSON.stringify({ tag: "csv" }),
      headers: { Accept: "text/csv", Prefer: "return=representation, tx=rollback" },
    });
    expect(res.status).toBe(201);
    expect(await res.text()).toBe("tag,stamped\r\ncsv,stamped:csv");
  });
});

describe("PostgREST Accept: application/vnd.pgrst.plan (db-plan-enabled)", () => {
  it("answers the statement's EXPLAIN as JSON, for the media type asked", async () => {
    const res = await rest("/projects?select=id,clients(name)&id=eq.1", {
      headers: { Accept: 'application/vnd.pgrst.plan+json; for="application/json"' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(
      'application/vnd.pgrst.plan+json; for="application/json"; charset=utf-8',
    );
    const plan = (await res.json()) as Array<{ Plan: { "Node Type": string; "Plan Rows": number } }>;
    expect(plan[0].Plan["Node Type"]).toBeTypeOf("string");
    expect(plan[0].Plan["Plan Rows"]).toBeGreaterThan(0);
  });

  it("supabase-js .explain({ analyze: true, format: 'json' }) on an insert runs it and keeps nothing", async () => {
    const { data, error } = await db()
      .from("tx_rows")
      .insert({ tag: "explained" })
      .select()
      .explain({ analyze: true, format: "json" });
    expect(error).toBeNull();
    expect(JSON.stringify(data)).toContain("Actual Rows");
    const rows = await rest("/tx_rows?tag=eq.explained&select=id");
    expect(await rows.json()).toEqual([]);
  });
});
