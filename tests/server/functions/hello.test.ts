// /functions/v1 with supabase-js `functions.invoke` and raw fetch: the `hello` example, the JWT
// gate, unknown and invalid names, CORS preflight, methods, query and sub-paths.
import { randomUUID } from "node:crypto";
import { FunctionsHttpError } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { client, mintToken, raw, serverUrl } from "../helpers.ts";

describe("hello", () => {
  it("greets a signed-in caller with their sub (functions.invoke, JSON body)", async () => {
    const sub = randomUUID();
    const db = client({ accessToken: await mintToken({ sub }) });
    const { data, error } = await db.functions.invoke("hello", { body: { name: "Camille" } });
    expect(error).toBeNull();
    expect(data).toEqual({ message: "Bonjour Camille !", sub, method: "POST", path: "/hello" });
  });

  it("accepts the anon key (a valid JWT) like Supabase's gate", async () => {
    const { data, error } = await client().functions.invoke("hello", { method: "GET" });
    expect(error).toBeNull();
    expect(data).toMatchObject({ message: "Bonjour à vous !", sub: null, method: "GET" });
  });

  it("passes query strings, methods and sub-paths through", async () => {
    const res = await raw("/functions/v1/hello/some/path?name=L%C3%A9a", {
      method: "PUT",
      body: "ignored",
      headers: { "content-type": "text/plain" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ message: "Bonjour Léa !", method: "PUT", path: "/hello/some/path" });
  });
});

describe("the JWT gate", () => {
  it("answers 401 Invalid JWT to a bad or expired token", async () => {
    const bad = await raw("/functions/v1/hello", { method: "POST", token: "x.y.z" });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({ msg: "Invalid JWT" });
    const expired = await raw("/functions/v1/hello", {
      method: "POST",
      token: await mintToken({ sub: randomUUID() }, -120),
    });
    expect(expired.status).toBe(401);
    const db = client({ accessToken: "x.y.z" });
    const { error } = await db.functions.invoke("hello");
    expect(error).toBeInstanceOf(FunctionsHttpError);
    expect((error as FunctionsHttpError).context.status).toBe(401);
  });

  it("answers 401 when the Authorization header is missing", async () => {
    const res = await fetch(`${serverUrl()}/functions/v1/hello`, { method: "POST" });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ msg: "Error: Missing authorization header" });
  });
});

describe("routing", () => {
  it("answers 404 for an unknown function", async () => {
    const res = await raw("/functions/v1/does-not-exist", { method: "POST" });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: "NOT_FOUND", message: "Requested function was not found" });
  });

  it("refuses names outside ^[a-z0-9_-]+$ (no traversal)", async () => {
    for (const name of ["Hello", "..%2F..%2Fserver", "hello.ts", "%2E%2E"]) {
      const res = await raw(`/functions/v1/${name}`, { method: "POST" });
      expect([400, 404]).toContain(res.status);
      expect(res.status).not.toBe(200);
    }
    const upper = await raw("/functions/v1/Hello", { method: "POST" });
    expect(upper.status).toBe(400);
    expect(await upper.json()).toEqual({ msg: "Invalid function name" });
  });

  it("answers the CORS preflight with the headers the clients send", async () => {
    const res = await fetch(`${serverUrl()}/functions/v1/hello`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://localhost:5173",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization, x-client-info, apikey, content-type",
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("access-control-allow-headers")).toBe("authorization, x-client-info, apikey, content-type");
    expect(res.headers.get("access-control-allow-methods")).toContain("POST");
    const real = await raw("/functions/v1/hello", { method: "POST" });
    expect(real.headers.get("access-control-allow-origin")).toBe("*");
  });
});
