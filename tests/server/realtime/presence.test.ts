// Presence through supabase-js: track, the synced state seen by another member, join and
// leave events on untrack and on leaving the channel.
import type { RealtimeChannel } from "@supabase/supabase-js";
import { afterEach, describe, expect, it } from "vitest";
import { closeClients, Inbox, rtClient, subscribed, uniqueName } from "./support.ts";

type PresenceEvent = {
  event: string;
  key?: string;
  newPresences?: Array<Record<string, unknown>>;
  leftPresences?: Array<Record<string, unknown>>;
};

afterEach(closeClients);

async function member(room: string, key: string) {
  const ch: RealtimeChannel = (await rtClient()).channel(room, { config: { presence: { key } } });
  const events = new Inbox<PresenceEvent>();
  ch.on("presence", { event: "sync" }, () => events.push({ event: "sync" }))
    .on("presence", { event: "join" }, (p) => events.push({ event: "join", key: p.key, newPresences: p.newPresences }))
    .on("presence", { event: "leave" }, (p) =>
      events.push({ event: "leave", key: p.key, leftPresences: p.leftPresences }),
    );
  await subscribed(ch);
  return { ch, events };
}

describe("presence", () => {
  it("shares tracked state with the other members and announces leaves", async () => {
    const room = uniqueName("room");
    const alice = await member(room, "alice");
    expect(await alice.ch.track({ name: "Alice", online_at: "2026-01-01T00:00:00Z" })).toBe("ok");

    const bob = await member(room, "bob");
    await bob.events.next(() => "alice" in bob.ch.presenceState(), "Alice in Bob's presence state");
    expect(bob.ch.presenceState().alice).toEqual([
      expect.objectContaining({ name: "Alice", online_at: "2026-01-01T00:00:00Z", presence_ref: expect.any(String) }),
    ]);

    expect(await bob.ch.track({ name: "Bob" })).toBe("ok");
    const joined = await alice.events.next((e) => e.event === "join" && e.key === "bob", "Bob's join at Alice");
    expect(joined.newPresences).toEqual([expect.objectContaining({ name: "Bob" })]);

    expect(await alice.ch.untrack()).toBe("ok");
    const left = await bob.events.next((e) => e.event === "leave" && e.key === "alice", "Alice's leave at Bob");
    expect(left.leftPresences).toEqual([expect.objectContaining({ name: "Alice" })]);
    expect(bob.ch.presenceState()).not.toHaveProperty("alice");

    await bob.ch.unsubscribe();
    await alice.events.next(
      (e) => e.event === "leave" && e.key === "bob",
      "Bob's leave at Alice after he left the channel",
    );
    expect(alice.ch.presenceState()).toEqual({});
  });

  it("updates a member's meta when it tracks again", async () => {
    const room = uniqueName("room");
    const alice = await member(room, "alice");
    const bob = await member(room, "bob");
    await alice.ch.track({ status: "busy" });
    await bob.events.next(
      () => bob.ch.presenceState<{ status?: string }>().alice?.[0]?.status === "busy",
      "Alice busy",
    );
    await alice.ch.track({ status: "free" });
    await bob.events.next(
      () => bob.ch.presenceState<{ status?: string }>().alice?.[0]?.status === "free",
      "Alice free",
    );
    expect(bob.ch.presenceState().alice).toHaveLength(1);
  });
});
