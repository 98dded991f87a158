// The HTTP envelope of /rest/v1: CORS with the exposed headers, content types, reason
// phrases, Prefer tolerance, the error JSON shape, unsupported methods and paths, and the
// schema cache reloading on NOTIFY pgrst.
import { describe, expect, it } from "vitest";
import { raw } from "../helpers.ts";
import { db, rest, restJson, serviceDb, uniqueTag } from "./support.ts";

describe("HTTP envelope", () => {
  it("answers CORS preflights and exposes Content-Range and Content-Profile", async () => {
    const pre = await raw("/rest/v1/clients", {
      method: "OPTIONS",
      headers: {
        Origin: "http://app.test",
        "Access-Control-Request-Method": "PATCH",
        "Access-Control-Request-Headers": "authorization, apikey, prefer, accept-profile",
      },
    });
    expect(pre.status).toBe(200);
    expect(pre.headers.get("access-control-allow-origin")).toBe("*");
    expect(pre.headers.get("access-control-allow-methods")).toContain("PATCH");
    expect(pre.headers.get("access-control-allow-headers")).toBe("authorization, apikey, prefer, accept-profile");
    const get = await rest("/clients?select=id", { headers: { Origin: "http://app.test" } });
    expect(get.headers.get("access-control-allow-origin")).toBe("*");
    const exposed = get.headers.get("access-control-expose-headers") ?? "";
    for (const h of ["Content-Range", "Content-Profile", "Content-Type", "Range-Unit", "Preference-Applied"])
      expect(exposed).toContain(h);
  });

  it("sends application/json; charset=utf-8 and standard reason phrases", async () => {
    const ok = await rest("/clients?select=id");
    expect(ok.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(ok.statusText).toBe("OK");
    const missing = await rest("/nope");
    expect(missing.statusText).toBe("Not Found");
    expect(missing.headers.get("content-type")).toBe("application/json; charset=utf-8");
  });

  it("always sends the four error keys", async () => {
    const r = await restJson("/clients?id=eq.x");
    expect(Object.keys(r.body as object).sort()).toEqual(["code", "details", "hint", "message"]);
  });

  it("tolerates garbage, empty and repeated Prefer tokens, and return= on GET", async () => {
    const r = await restJson("/clients?select=id&order=id", {
      headers: [
        ["Prefer", "undefinedreturn=representation,, count=exact"],
        ["Prefer", "return=representation"],
      ],
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual([{ id: 1 }, { id: 2 }]);
    expect(r.headers.get("content-range")).toBe("0-1/2");
  });

  it("answers 400 PGRST122 for unknown preferences with handling=strict", async () => {
    const r = await restJson("/clients", { headers: { Prefer: "handling=strict, nonsense=1" } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: "PGRST122", details: "Invalid preferences: nonsense=1" });
  });

  it("strips null members with nulls=stripped", async () => {
    const { data } = await db().from("projects").select("id, client_id").eq("id", 5).stripNulls();
    expect(data).toEqual([{ id: 5 }]);
  });

  it("answers 405 PGRST117 for PUT and 404 PGRST125 for other paths", async () => {
    const put = await restJson("/clients?id=eq.1", { method: "PUT", body: "{}" });
    expect(put.status).toBe(405);
    expect(put.body).toEqual({ code: "PGRST117", details: null, hint: null, message: "Unsupported HTTP method: PUT" });
    const deep = await restJson("/clients/1");
    expect(deep.status).toBe(404);
    expect(deep.body).toMatchObject({ code: "PGRST125" });
  });

  it("decodes percent-encoded relation names", async () => {
    const r = await restJson("/%63lients?select=id&id=eq.2");
    expect(r.body).toEqual([{ id: 2 }]);
  });
});

describe("schema cache", () => {
  it("reloads after NOTIFY pgrst, 'reload schema'", async () => {
    const name = uniqueTag("scratch").replace("-", "_");
    const before = await db().from(name).select();
    expect(before.status).toBe(404);
    const created = await serviceDb().rpc("create_scratch_table", { p_name: name });
    expect(created.status).toBe(204);
    let status = 404;
    for (let i = 0; i < 100 && status === 404; i += 1) {
      status = (await db().from(name).insert({ id: 1, label: "x" })).status;
      if (status === 404) await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe(201);
    const { data } = await db().from(name).select("id, label");
    expect(data).toEqual([{ id: 1, label: "x" }]);
  });
});
