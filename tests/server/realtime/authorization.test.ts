// Who receives what: RLS re-checked per subscriber, the service role, anon, the join's
// access_token (invalid or expired → join error) and its refresh by the `access_token` event.
import { afterEach, describe, expect, it } from "vitest";
import { mintToken } from "../helpers.ts";
import { about, listen, type Row } from "./changes.ts";
import {
  closeClients,
  newUser,
  rtClient,
  rtServiceClient,
  subscribeOutcome,
  systemInbox,
  uniqueName,
} from "./support.ts";
import { db, writer } from "./writes.ts";

const MESSAGE = "rt_fixture_message";

afterEach(closeClients);

describe("postgres_changes authorization", () => {
  it("does not deliver another user's row (RLS)", async () => {
    const [alice, bob] = [await newUser(), await newUser()];
    const room = uniqueName("room");
    const { all } = await listen(await rtClient(alice.token), [
      { event: "INSERT", table: MESSAGE, filter: `room=eq.${room}` },
    ]);
    await db.insert(MESSAGE, { owner: bob.id, room, body: "à Bob" });
    const alices = await db.insert(MESSAGE, { owner: alice.id, room, body: "à Alice" });
    await all.next(about("INSERT", alices.id), "Alice's INSERT");
    expect(all.items.map((e) => (e.new as Row).id)).toEqual([alices.id]);
  });

  it("captures writes made by a user without any privilege on the change queue", async () => {
    const alice = await newUser();
    const { all } = await listen(await rtClient(alice.token), [{ event: "*", table: MESSAGE }]);
    const asAlice = writer(alice.token);
    const row = await asAlice.insert(MESSAGE, { owner: alice.id, room: uniqueName("room"), body: "par Alice" });
    expect((await all.next(about("INSERT", row.id), "Alice's own INSERT")).new).toMatchObject({
      owner: alice.id,
      body: "par Alice",
    });
    expect(await asAlice.update(MESSAGE, { id: row.id }, { body: "revu" })).toHaveLength(1);
    await all.next(about("UPDATE", row.id), "Alice's own UPDATE");
    await asAlice.remove(MESSAGE, { id: row.id });
    await all.next(about("DELETE", row.id), "Alice's own DELETE");
  });

  it("delivers every row to the service role", async () => {
    const [alice, bob] = [await newUser(), await newUser()];
    const room = uniqueName("room");
    const { all } = await listen(rtServiceClient(), [{ event: "INSERT", table: MESSAGE, filter: `room=eq.${room}` }]);
    const a = await db.insert(MESSAGE, { owner: alice.id, room });
    const b = await db.insert(MESSAGE, { owner: bob.id, room });
    await all.next(about("INSERT", b.id), "Bob's INSERT");
    expect(all.items.map((e) => (e.new as Row).id)).toEqual([a.id, b.id]);
  });

  it("gives anon no RLS-protected row, but rows of tables without RLS", async () => {
    const alice = await newUser();
    const room = uniqueName("room");
    const { all } = await listen(await rtClient(), [
      { event: "INSERT", table: MESSAGE, filter: `room=eq.${room}` },
      { event: "INSERT", table: "rt_fixture_note", filter: `room=eq.${room}` },
    ]);
    await db.insert(MESSAGE, { owner: alice.id, room });
    const note = await db.insert("rt_fixture_note", { room, title: "publique" });
    await all.next(about("INSERT", note.id), "the note INSERT");
    expect(all.items.map((e) => e.table)).toEqual(["rt_fixture_note"]);
  });

  it("delivers a DELETE of an RLS table to any subscriber allowed to read the table, with the key only", async () => {
    const [alice, bob] = [await newUser(), await newUser()];
    const { all } = await listen(await rtClient(bob.token), [{ event: "DELETE", table: MESSAGE }]);
    const row = await db.insert(MESSAGE, { owner: alice.id, room: uniqueName("room"), body: "secret" });
    await db.remove(MESSAGE, { id: row.id });
    const deleted = await all.next(about("DELETE", row.id), "the DELETE");
    expect(deleted.old).toEqual({ id: row.id });
  });

  it("refuses a join whose access_token is not signed with the server's secret", async () => {
    const c = await rtClient();
    await c.realtime.setAuth("eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYXV0aGVudGljYXRlZCJ9.bm90LXRoZS1zaWduYXR1cmU");
    const outcome = await subscribeOutcome(c.channel(uniqueName("forged")));
    expect(outcome.status).toBe("CHANNEL_ERROR");
    expect(outcome.error?.message).toMatch(/JwtSignatureError/);
  });

  it("refuses a join with an expired access_token", async () => {
    const c = await rtClient(await mintToken({ sub: crypto.randomUUID() }, -120));
    const outcome = await subscribeOutcome(c.channel(uniqueName("expired")));
    expect(outcome.status).toBe("CHANNEL_ERROR");
    expect(outcome.error?.message).toMatch(/expired/i);
  });

  it("switches the channel's identity on an access_token event", async () => {
    const alice = await newUser();
    const room = uniqueName("room");
    const binding = { event: "INSERT" as const, table: MESSAGE, filter: `room=eq.${room}` };
    const observer = await listen(rtServiceClient(), [binding]);
    const c = await rtClient();
    const { all, system } = await listen(c, [binding]);
    const before = await db.insert(MESSAGE, { owner: alice.id, room, body: "avant" });
    // Once the service role has it, the anonymous channel's verdict on it is made too.
    await observer.all.next(about("INSERT", before.id), "the observer's INSERT");

    await c.realtime.setAuth(alice.token);
    // The server confirms the re-subscription with the new claims, as Realtime does.
    await system.next(
      (s) => system.items.indexOf(s) > 0 && s.message === "Subscribed to PostgreSQL",
      "the second subscription message",
    );
    const after = await db.insert(MESSAGE, { owner: alice.id, room, body: "après" });
    await all.next(about("INSERT", after.id), "the INSERT after the token change");
    expect(all.items.map((e) => (e.new as Row).id)).toEqual([after.id]);
  });

  it("closes the channel when a refreshed token is invalid", async () => {
    const c = await rtClient();
    const ch = c.channel(uniqueName("refresh"));
    const system = systemInbox(ch);
    const outcome = await subscribeOutcome(ch);
    expect(outcome.status).toBe("SUBSCRIBED");
    await c.realtime.setAuth(await mintToken({ sub: crypto.randomUUID() }, -120));
    const message = await system.next((s) => s.extension === "system", "the shutdown message");
    expect(message).toMatchObject({ status: "error" });
    expect(message.message).toMatch(/expired/i);
  });
});
