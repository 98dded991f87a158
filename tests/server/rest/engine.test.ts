// The database engine under a runaway or heavy request: the role's statement_timeout (anon
// 3 s, authenticated 8 s, as on Supabase) cancels it with PostgreSQL's 57014, answered 500 as
// PostgREST does; while a statement runs, requests that need no database keep answering
// (PGlite runs in a worker thread, native PostgreSQL in its own process).
import { describe, expect, it } from "vitest";
import { raw } from "../helpers.ts";
import { restJson, userToken } from "./support.ts";

describe("engine", () => {
  it("cancels a statement past the role's statement_timeout with 57014", async () => {
    const started = Date.now();
    const res = await restJson("/rpc/sleep", { method: "POST", body: JSON.stringify({ seconds: 6 }) });
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({ code: "57014", message: "canceling statement due to statement timeout" });
    // anon's limit is 3 s: the answer comes well before the 6 s statement would end
    expect(Date.now() - started).toBeLessThan(5_500);
  });

  it("answers /config.json and auth while a long statement runs", async () => {
    const { token } = await userToken();
    const order: string[] = [];
    const slow = restJson("/rpc/sleep", { method: "POST", token, body: JSON.stringify({ seconds: 2 }) }).then((r) => {
      order.push("sleep");
      return r;
    });
    // let the statement start before asking for the rest
    await new Promise((r) => setTimeout(r, 300));
    const config = await raw("/config.json");
    order.push("config");
    const health = await raw("/auth/v1/health");
    order.push("health");
    expect([config.status, health.status]).toEqual([200, 200]);
    expect((await slow).body).toBe("awake");
    expect(order).toEqual(["config", "health", "sleep"]);
  });
});
