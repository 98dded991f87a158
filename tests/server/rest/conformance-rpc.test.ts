// PostgREST 12 conformance: functions with a single unnamed parameter (bytea, json, jsonb,
// text, xml) take the whole request body; other unnamed parameters are not callable; overloads
// mixing named and unnamed parameters resolve as PostgREST's `findProc`.
import { describe, expect, it } from "vitest";
import { db, rest, restJson } from "./support.ts";

describe("PostgREST functions with a single unnamed parameter", () => {
  it("text/plain body → the unnamed text parameter", async () => {
    const res = await rest("/rpc/raw_text", {
      method: "POST",
      body: "bonjour",
      headers: { "Content-Type": "text/plain" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toBe("text:bonjour");
  });

  it("text/xml body → the unnamed xml parameter", async () => {
    const res = await rest("/rpc/raw_xml", {
      method: "POST",
      body: "<a>1</a>",
      headers: { "Content-Type": "text/xml" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toBe("xml:<a>1</a>");
  });

  it("application/octet-stream body → the unnamed bytea parameter, bytes unchanged", async () => {
    const bytes = new Uint8Array([0, 1, 2, 255, 92, 120]);
    const res = await rest("/rpc/raw_bytes", {
      method: "POST",
      body: bytes,
      headers: { "Content-Type": "application/octet-stream" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toBe(6);
  });

  it("application/json body → the unnamed json parameter, whole body (supabase-js)", async () => {
    const { data, status } = await db().rpc("raw_json", { x: 1, y: [true] });
    expect(status).toBe(200);
    expect(data).toEqual({ x: 1, y: [true] });
  });

  it('{"": …} names the unnamed parameter, and the whole body is still passed', async () => {
    const { status, body } = await restJson("/rpc/raw_json", { method: "POST", body: JSON.stringify({ "": 5 }) });
    expect(status).toBe(200);
    expect(body).toEqual({ "": 5 });
  });

  it("an unnamed int parameter is not callable: 404 PGRST202", async () => {
    const { status, body } = await restJson("/rpc/raw_int", { method: "POST", body: JSON.stringify({ "": 1 }) });
    expect(status).toBe(404);
    expect(body).toMatchObject({
      code: "PGRST202",
      message: "Could not find the function test.raw_int() in the schema cache",
    });
  });

  it("a text/plain body with no unnamed text function: PGRST202 searching for one", async () => {
    const { status, body } = await restJson("/rpc/raw_bytes", {
      method: "POST",
      body: "x",
      headers: { "Content-Type": "text/plain" },
    });
    expect(status).toBe(404);
    expect(body).toEqual({
      code: "PGRST202",
      details:
        "Searched for the function test.raw_bytes with a single unnamed text parameter, but no matches were found in the schema cache.",
      hint: null,
      message: "Could not find the function test.raw_bytes in the schema cache",
    });
  });

  it("overloads mixing named and unnamed parameters: named first, then the body's media type", async () => {
    expect((await db().rpc("mixed", { a: 1 })).data).toBe("named a");
    expect((await db().rpc("mixed", { x: 1 })).data).toBe("unnamed jsonb");
    const text = await rest("/rpc/mixed", { method: "POST", body: "hi", headers: { "Content-Type": "text/plain" } });
    expect(await text.json()).toBe("unnamed text");
  });

  it('{"": …} matches every unnamed overload: 300 PGRST203 listing the callable ones only', async () => {
    const { status, body } = await restJson("/rpc/mixed", { method: "POST", body: JSON.stringify({ "": "x" }) });
    expect(status).toBe(300);
    expect(body).toMatchObject({
      code: "PGRST203",
      message: "Could not choose the best candidate function between: test.mixed( => jsonb), test.mixed( => text)",
    });
  });

  it("PGRST203 candidates leave out the overloads PostgREST cannot call", async () => {
    const { status, body } = await restJson("/rpc/ambiguous", { method: "POST", body: JSON.stringify({ x: 1 }) });
    expect(status).toBe(300);
    expect(body).toEqual({
      code: "PGRST203",
      details: null,
      hint: "Try renaming the parameters or the function itself in the database so function overloading can be resolved",
      message:
        "Could not choose the best candidate function between: test.ambiguous( => json), test.ambiguous( => jsonb)",
    });
  });
});
