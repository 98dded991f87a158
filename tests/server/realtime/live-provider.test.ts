// providers/live-provider.ts against the server: several subscribers of one resource share a
// channel (the stock @refinedev/supabase provider throws on the second), each keeps its own
// types, ids and callback, and the channel leaves with its last subscriber.
import type { LiveEvent } from "@refinedev/core";
import { liveProvider as stockLiveProvider } from "@refinedev/supabase";
import type { RealtimeChannel } from "@supabase/supabase-js";
import { afterEach, describe, expect, it } from "vitest";
import { createLiveProvider, type LiveSubscription } from "../../../providers/live-provider.ts";
import { closeClients, Inbox, newUser, rtClient, systemInbox, uniqueName, type AppClient } from "./support.ts";
import { db } from "./writes.ts";

afterEach(closeClients);

const RESOURCE = "resources/rt_fixture_message";
type Options = Omit<Parameters<ReturnType<typeof createLiveProvider>["subscribe"]>[0], "callback">;

async function setup() {
  const user = await newUser();
  const supabase = await rtClient(user.token);
  const provider = createLiveProvider(supabase);
  const subscribe = (options: Options) => {
    const events = new Inbox<LiveEvent>();
    const subscription = provider.subscribe({ ...options, callback: events.push }) as LiveSubscription;
    return { events, subscription };
  };
  return { user, supabase, provider, subscribe };
}

/** Waits for the server's PostgreSQL confirmation of a channel. */
async function confirmed(channel: RealtimeChannel) {
  const status = await systemInbox(channel).next((s) => s.extension === "postgres_changes", "the subscription status");
  expect(status).toMatchObject({ status: "ok", message: "Subscribed to PostgreSQL" });
}

const topics = (supabase: AppClient) => supabase.getChannels().map((c) => c.topic);

describe("shared live provider", () => {
  it("the stock provider throws on a second subscriber of the same resource", async () => {
    const supabase = await rtClient((await newUser()).token);
    const stock = stockLiveProvider(supabase);
    stock.subscribe({ channel: RESOURCE, types: ["*"], callback: () => undefined });
    expect(() => stock.subscribe({ channel: RESOURCE, types: ["*"], callback: () => undefined })).toThrow(
      /after `subscribe\(\)`/,
    );
  });

  it("lets two subscribers of one resource share a channel and both receive the changes", async () => {
    const { user, supabase, provider, subscribe } = await setup();
    const first = subscribe({ channel: RESOURCE, types: ["*"] });
    const second = subscribe({ channel: RESOURCE, types: ["*"] });
    expect(second.subscription.channel).toBe(first.subscription.channel);
    expect(topics(supabase)).toHaveLength(1);
    await confirmed(first.subscription.channel);

    const row = await db.insert("rt_fixture_message", { owner: user.id, room: uniqueName("room"), body: "créé" });
    await first.events.next((e) => e.type === "created" && e.payload.id === row.id, "created (first)");
    await second.events.next((e) => e.type === "created" && e.payload.id === row.id, "created (second)");

    await provider.unsubscribe(first.subscription);
    expect(topics(supabase)).toHaveLength(1);
    await db.update("rt_fixture_message", { id: row.id }, { body: "modifié" });
    await second.events.next((e) => e.type === "updated" && e.payload.body === "modifié", "updated (second)");
    expect(first.events.items.map((e) => e.type)).toEqual(["created"]);

    await provider.unsubscribe(second.subscription);
    expect(topics(supabase)).toEqual([]);
    expect(second.subscription.channel.state).not.toBe("joined");
  });

  it("keeps each subscriber's event types and ids on the shared channel", async () => {
    const { user, subscribe } = await setup();
    const room = uniqueName("room");
    const [a, b] = [
      await db.insert("rt_fixture_message", { owner: user.id, room }),
      await db.insert("rt_fixture_message", { owner: user.id, room }),
    ];
    const filters = [{ field: "room", operator: "eq" as const, value: room }];
    const onlyA = subscribe({ channel: RESOURCE, types: ["updated"], params: { filters, ids: [String(a.id)] } });
    const onlyB = subscribe({ channel: RESOURCE, types: ["updated"], params: { filters, ids: [String(b.id)] } });
    const created = subscribe({ channel: RESOURCE, types: ["created"], params: { filters } });
    expect(onlyB.subscription.channel).toBe(onlyA.subscription.channel);
    expect(created.subscription.channel).not.toBe(onlyA.subscription.channel);
    await Promise.all([confirmed(onlyA.subscription.channel), confirmed(created.subscription.channel)]);

    await db.update("rt_fixture_message", { id: a.id }, { body: "a" });
    await db.update("rt_fixture_message", { id: b.id }, { body: "b" });
    const last = await db.insert("rt_fixture_message", { owner: user.id, room });
    await onlyA.events.next((e) => e.payload.id === a.id, "a's update");
    await onlyB.events.next((e) => e.payload.id === b.id, "b's update");
    await created.events.next((e) => e.payload.id === last.id, "the insert");
    expect(onlyA.events.items.map((e) => e.payload.id)).toEqual([a.id]);
    expect(onlyB.events.items.map((e) => e.payload.id)).toEqual([b.id]);
    expect(created.events.items.map((e) => [e.type, e.payload.id])).toEqual([["created", last.id]]);
  });

  it("opens a fresh channel for a subscriber arriving while the last one leaves", async () => {
    const { user, supabase, provider, subscribe } = await setup();
    const first = subscribe({ channel: RESOURCE, types: ["created"] });
    await confirmed(first.subscription.channel);
    const leaving = provider.unsubscribe(first.subscription);
    const next = subscribe({ channel: RESOURCE, types: ["created"] });
    expect(next.subscription.channel).not.toBe(first.subscription.channel);
    await Promise.all([leaving, confirmed(next.subscription.channel)]);
    expect(topics(supabase)).toEqual([next.subscription.channel.topic]);

    const row = await db.insert("rt_fixture_message", { owner: user.id, room: uniqueName("room") });
    await next.events.next((e) => e.payload.id === row.id, "created after the resubscription");
    expect(first.events.items).toEqual([]);
  });
});
