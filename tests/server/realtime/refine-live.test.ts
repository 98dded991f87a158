// @refinedev/supabase's liveProvider against the server: `resources/<table>` channels with
// `*` and typed subscriptions, a refine filter, and unsubscribe.
import type { LiveEvent } from "@refinedev/core";
import { liveProvider } from "@refinedev/supabase";
import type { RealtimeChannel } from "@supabase/supabase-js";
import { afterEach, describe, expect, it } from "vitest";
import { closeClients, Inbox, newUser, rtClient, systemInbox, uniqueName } from "./support.ts";
import { db } from "./writes.ts";

afterEach(closeClients);

type Subscribe = Parameters<ReturnType<typeof liveProvider>["subscribe"]>[0];

/** Subscribes through refine and waits for the server's PostgreSQL confirmation. */
async function subscribeLive(token: string, options: Omit<Subscribe, "callback">) {
  const provider = liveProvider(await rtClient(token));
  const events = new Inbox<LiveEvent>();
  const channel = provider.subscribe({ ...options, callback: events.push }) as RealtimeChannel;
  // Added synchronously, before the join can be answered (system bindings are allowed after subscribe()).
  const system = systemInbox(channel);
  const status = await system.next((s) => s.extension === "postgres_changes", "the subscription status");
  expect(status).toMatchObject({ status: "ok", message: "Subscribed to PostgreSQL" });
  return { provider, channel, events };
}

describe("refine liveProvider", () => {
  it("reports created and updated on resources/<table> with types ['*']", async () => {
    const user = await newUser();
    const { events } = await subscribeLive(user.token, { channel: "resources/rt_fixture_message", types: ["*"] });

    const row = await db.insert("rt_fixture_message", { owner: user.id, room: uniqueName("room"), body: "créé" });
    const created = await events.next((e) => e.type === "created" && e.payload.id === row.id, "created");
    expect(created).toMatchObject({ channel: "resources/rt_fixture_message", payload: { body: "créé" } });
    expect(created.date).toBeInstanceOf(Date);
    expect(Math.abs((created.date as Date).getTime() - Date.now())).toBeLessThan(60_000);

    await db.update("rt_fixture_message", { id: row.id }, { body: "modifié" });
    await events.next(
      (e) => e.type === "updated" && e.payload.id === row.id && e.payload.body === "modifié",
      "updated",
    );
  });

  it("reports deleted rows matching an id filter", async () => {
    const user = await newUser();
    const room = uniqueName("room");
    const [other, row] = [
      await db.insert("rt_fixture_message", { owner: user.id, room }),
      await db.insert("rt_fixture_message", { owner: user.id, room }),
    ];
    const { events } = await subscribeLive(user.token, {
      channel: "resources/rt_fixture_message",
      types: ["deleted"],
      params: { filters: [{ field: "id", operator: "eq", value: row.id }] },
    });
    await db.remove("rt_fixture_message", { id: other.id });
    await db.remove("rt_fixture_message", { id: row.id });
    // A DELETE's `new` is empty: refine passes it on as the payload.
    const deleted = await events.next((e) => e.type === "deleted", "deleted");
    expect(deleted.payload).toEqual({});
    expect(events.items).toHaveLength(1);
  });

  it("honours the event types and the first filter, and stops after unsubscribe", async () => {
    const user = await newUser();
    const room = uniqueName("room");
    const { provider, channel, events } = await subscribeLive(user.token, {
      channel: "resources/rt_fixture_message",
      types: ["created"],
      params: { filters: [{ field: "room", operator: "eq", value: room }] },
    });
    expect(channel.topic).toBe(`realtime:resources/rt_fixture_message:INSERT:room=eq.${room}`);

    await db.insert("rt_fixture_message", { owner: user.id, room: uniqueName("other") });
    const row = await db.insert("rt_fixture_message", { owner: user.id, room });
    await db.update("rt_fixture_message", { id: row.id }, { body: "ignoré" });
    const last = await db.insert("rt_fixture_message", { owner: user.id, room });
    await events.next((e) => e.payload.id === last.id, "the second created");
    expect(events.items.map((e) => [e.type, e.payload.id])).toEqual([
      ["created", row.id],
      ["created", last.id],
    ]);

    await provider.unsubscribe(channel);
    expect(channel.state).not.toBe("joined");
  });
});
