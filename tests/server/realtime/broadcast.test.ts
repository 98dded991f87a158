// Broadcast between supabase-js clients (self, ack, vsn 1.0.0 ↔ 2.0.0 binary frames) and
// over HTTP (`httpSend`, POST /realtime/v1/api/broadcast).
import { createClient } from "@supabase/supabase-js";
import { afterEach, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { anonKey, raw, serverUrl } from "../helpers.ts";
import { closeClients, Inbox, rtClient, subscribed, uniqueName } from "./support.ts";

type Msg = { type: string; event: string; payload: Record<string, unknown> };

afterEach(closeClients);

async function member(room: string, opts: { self?: boolean; ack?: boolean; vsn?: "1.0.0" | "2.0.0" } = {}) {
  const c = opts.vsn
    ? createClient(serverUrl(), anonKey(), {
        auth: { persistSession: false },
        realtime: { transport: WebSocket as never, vsn: opts.vsn },
      })
    : await rtClient();
  const inbox = new Inbox<Msg>();
  const ch = c
    .channel(room, { config: { broadcast: { self: opts.self ?? false, ack: opts.ack ?? false } } })
    .on("broadcast", { event: "ping" }, (m) => inbox.push(m as Msg));
  await subscribed(ch);
  return { c, ch, inbox, close: () => c.removeAllChannels() };
}

describe("broadcast", () => {
  it("reaches the other members of the room, not the sender by default", async () => {
    const room = uniqueName("room");
    const a = await member(room);
    const b = await member(room);
    await a.ch.send({ type: "broadcast", event: "ping", payload: { from: "a" } });
    expect(await b.inbox.next((m) => m.payload.from === "a", "a's ping at b")).toEqual({
      type: "broadcast",
      event: "ping",
      payload: { from: "a" },
    });
    await b.ch.send({ type: "broadcast", event: "ping", payload: { from: "b" } });
    await a.inbox.next((m) => m.payload.from === "b", "b's ping at a");
    // a's own ping would have reached a before b's answer.
    expect(a.inbox.items.map((m) => m.payload.from)).toEqual(["b"]);
  });

  it("echoes to the sender with `self: true`", async () => {
    const a = await member(uniqueName("room"), { self: true });
    await a.ch.send({ type: "broadcast", event: "ping", payload: { n: 1 } });
    expect((await a.inbox.next((m) => m.payload.n === 1, "the echo")).event).toBe("ping");
  });

  it("acknowledges a push with `ack: true`", async () => {
    const a = await member(uniqueName("room"), { ack: true });
    expect(await a.ch.send({ type: "broadcast", event: "ping", payload: {} }, { timeout: 5_000 })).toBe("ok");
  });

  it("bridges vsn 2.0.0 binary pushes and vsn 1.0.0 text frames", async () => {
    const room = uniqueName("room");
    const v1 = await member(room, { vsn: "1.0.0" });
    const v2 = await member(room, { vsn: "2.0.0" });
    try {
      await v2.ch.send({ type: "broadcast", event: "ping", payload: { from: "v2", n: [1, 2] } });
      expect((await v1.inbox.next((m) => m.payload.from === "v2", "the v2 ping at v1")).payload).toEqual({
        from: "v2",
        n: [1, 2],
      });
      await v1.ch.send({ type: "broadcast", event: "ping", payload: { from: "v1" } });
      expect((await v2.inbox.next((m) => m.payload.from === "v1", "the v1 ping at v2")).payload).toEqual({
        from: "v1",
      });
    } finally {
      await Promise.all([v1.close(), v2.close()]);
      v1.c.realtime.disconnect();
      v2.c.realtime.disconnect();
    }
  });

  it("delivers httpSend() and POST /api/broadcast to the room", async () => {
    const room = uniqueName("room");
    const a = await member(room);
    const sender = (await rtClient()).channel(room);
    expect(await sender.httpSend("ping", { via: "httpSend" })).toEqual({ success: true });
    await a.inbox.next((m) => m.payload.via === "httpSend", "the httpSend ping");

    const res = await raw("/realtime/v1/api/broadcast", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ messages: [{ topic: room, event: "ping", payload: { via: "api" }, private: false }] }),
    });
    expect(res.status).toBe(202);
    await a.inbox.next((m) => m.payload.via === "api", "the API ping");
  });

  it("refuses HTTP broadcasts with a forged token", async () => {
    const res = await raw("/realtime/v1/api/broadcast", {
      method: "POST",
      token: "eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.Zm9yZ2Vk",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ messages: [{ topic: "x", event: "ping", payload: {} }] }),
    });
    expect(res.status).toBe(401);
  });
});
