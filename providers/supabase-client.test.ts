// @vitest-environment happy-dom
// The one supabase-js client's realtime socket (docs/rules/application.md#realtime): a heartbeat
// every 30 s, 10 s to answer, and the reconnection delays of realtime-status.ts.
import { afterEach, describe, expect, it } from "vitest";
import { initSupabaseClient } from "./supabase-client.ts";

afterEach(() => {
  document.cookie.split("; ").forEach((c) => {
    document.cookie = `${c.split("=")[0]}=; Max-Age=0; path=/`;
  });
});

describe("initSupabaseClient", () => {
  it("beats the realtime socket every 30 s and waits 10 s for an answer — R:UI-REALTIME-HEARTBEAT", () => {
    const client = initSupabaseClient({ supabaseUrl: "http://localhost:54321", supabaseAnonKey: "anon" });
    const socket = client.realtime as unknown as {
      heartbeatIntervalMs: number;
      timeout: number;
      reconnectAfterMs: (tries: number) => number;
    };
    expect(socket.heartbeatIntervalMs).toBe(30_000);
    expect(socket.timeout).toBe(10_000);
    expect([1, 2, 3, 4, 9].map((n) => socket.reconnectAfterMs(n))).toEqual([1_000, 2_000, 5_000, 10_000, 10_000]);
  });
});
