import { describe, expect, it } from "vitest";
import { anonKey, raw, serverUrl } from "./helpers.ts";

describe("the local server", () => {
  it("serves /config.json with the API URL and the anon key", async () => {
    const res = await fetch(serverUrl() + "/config.json");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.supabaseAnonKey).toBe(anonKey());
    expect(body.supabaseUrl).toBe(serverUrl());
  });

  it("answers CORS preflights and exposes Content-Range", async () => {
    const res = await raw("/rest/v1/anything", {
      method: "OPTIONS",
      headers: { Origin: "http://example.test", "Access-Control-Request-Headers": "authorization, prefer" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("access-control-allow-headers")).toBe("authorization, prefer");
    expect(res.headers.get("access-control-expose-headers")).toContain("Content-Range");
  });
});
