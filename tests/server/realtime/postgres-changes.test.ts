// postgres_changes through supabase-js: INSERT/UPDATE/DELETE payloads, filters (eq, in,
// gt, not.), event-specific bindings, `*` tables, and the system status of a subscription.
import { afterEach, describe, expect, it } from "vitest";
import { about, listen, type ChangeEvent, type Row } from "./changes.ts";
import { closeClients, newUser, rtClient, subscribed, systemInbox, uniqueName } from "./support.ts";
import { db } from "./writes.ts";

const MESSAGE = "rt_fixture_message";

afterEach(closeClients);

describe("postgres_changes", () => {
  it("delivers INSERT, UPDATE and DELETE with the row, the old key and the commit time", async () => {
    const user = await newUser();
    const { all } = await listen(await rtClient(user.token), [{ event: "*", table: MESSAGE }]);

    const row = await db.insert(MESSAGE, {
      owner: user.id,
      room: uniqueName("room"),
      body: "bonjour",
      tags: ["a", "b"],
      meta: { n: 1 },
    });
    const inserted = await all.next(about("INSERT", row.id), "the INSERT");
    expect(inserted).toMatchObject({ schema: "public", table: MESSAGE, eventType: "INSERT", old: {}, errors: null });
    expect(inserted.new).toMatchObject({
      id: row.id,
      owner: user.id,
      body: "bonjour",
      done: false,
      tags: ["a", "b"],
      meta: { n: 1 },
    });
    expect(inserted.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Math.abs(Date.parse(inserted.commit_timestamp) - Date.now())).toBeLessThan(60_000);

    await db.update(MESSAGE, { id: row.id }, { body: "au revoir", done: true });
    const updated = await all.next(about("UPDATE", row.id), "the UPDATE");
    expect(updated.new).toMatchObject({ id: row.id, body: "au revoir", done: true });
    // Default replica identity: the old record holds the primary key only.
    expect(updated.old).toEqual({ id: row.id });

    await db.remove(MESSAGE, { id: row.id });
    const deleted = await all.next(about("DELETE", row.id), "the DELETE");
    expect(deleted.new).toEqual({});
    expect(deleted.old).toEqual({ id: row.id });
  });

  it("sends every old column of a REPLICA IDENTITY FULL table", async () => {
    const room = uniqueName("room");
    const { all } = await listen(await rtClient(), [
      { event: "*", table: "rt_fixture_note", filter: `room=eq.${room}` },
    ]);
    const note = await db.insert("rt_fixture_note", { room, title: "premier", score: 1.5 });
    await all.next(about("INSERT", note.id), "the INSERT");
    await db.update("rt_fixture_note", { id: note.id }, { title: "second" });
    const updated = await all.next(about("UPDATE", note.id), "the UPDATE");
    expect(updated.old).toMatchObject({ id: note.id, room, title: "premier" });
    expect(updated.new).toMatchObject({ id: note.id, room, title: "second" });
    await db.remove("rt_fixture_note", { id: note.id });
    const deleted = await all.next(about("DELETE", note.id), "the DELETE");
    expect(deleted.old).toMatchObject({ id: note.id, room, title: "second" });
  });

  it("applies an eq filter", async () => {
    const user = await newUser();
    const [roomA, roomB] = [uniqueName("a"), uniqueName("b")];
    const { all } = await listen(await rtClient(user.token), [
      { event: "INSERT", table: MESSAGE, filter: `room=eq.${roomA}` },
    ]);
    const other = await db.insert(MESSAGE, { owner: user.id, room: roomB, body: "ailleurs" });
    const mine = await db.insert(MESSAGE, { owner: user.id, room: roomA, body: "ici" });
    await all.next(about("INSERT", mine.id), "the matching INSERT");
    // Changes are delivered in commit order: the earlier, non-matching row would be here by now.
    expect(all.items.map((e) => (e.new as Row).id)).toEqual([mine.id]);
    expect(all.items.some((e) => (e.new as Row).id === other.id)).toBe(false);
  });

  it("applies an in filter (parentheses required)", async () => {
    const user = await newUser();
    const room = uniqueName("room");
    const { all } = await listen(await rtClient(user.token), [
      { event: "INSERT", table: MESSAGE, filter: "priority=in.(1,3)" },
    ]);
    const rows: Row[] = [];
    for (const priority of [2, 1, 4, 3]) rows.push(await db.insert(MESSAGE, { owner: user.id, room, priority }));
    await all.next(about("INSERT", rows[3].id), "the priority-3 INSERT");
    expect(all.items.map((e) => (e.new as Row).priority)).toEqual([1, 3]);
  });

  it("applies gt, lte and not. filters, several joined by commas", async () => {
    const user = await newUser();
    const room = uniqueName("room");
    const { all } = await listen(await rtClient(user.token), [
      { event: "INSERT", table: MESSAGE, filter: `room=eq.${room},priority=gt.1,priority=lte.5,body=not.eq.skip` },
    ]);
    const cases: Array<[number, string]> = [
      [1, "x"],
      [6, "x"],
      [3, "skip"],
      [4, "ok"],
    ];
    const rows: Row[] = [];
    for (const [priority, body] of cases) rows.push(await db.insert(MESSAGE, { owner: user.id, room, priority, body }));
    await all.next(about("INSERT", rows[3].id), "the matching INSERT");
    expect(all.items.map((e) => (e.new as Row).id)).toEqual([rows[3].id]);
  });

  it("routes each event to the bindings that asked for it", async () => {
    const user = await newUser();
    const { per } = await listen(await rtClient(user.token), [
      { event: "INSERT", table: MESSAGE },
      { event: "UPDATE", table: MESSAGE },
      { event: "*", table: MESSAGE },
    ]);
    const row = await db.insert(MESSAGE, { owner: user.id, room: uniqueName("room") });
    await db.update(MESSAGE, { id: row.id }, { body: "modifié" });
    await per[1].next(about("UPDATE", row.id), "the UPDATE on the UPDATE binding");
    await per[2].next(about("UPDATE", row.id), "the UPDATE on the * binding");
    expect(per[0].items.map((e: ChangeEvent) => e.eventType)).toEqual(["INSERT"]);
    expect(per[1].items.map((e: ChangeEvent) => e.eventType)).toEqual(["UPDATE"]);
    expect(per[2].items.map((e: ChangeEvent) => e.eventType)).toEqual(["INSERT", "UPDATE"]);
  });

  it("listens to every published table of a schema with table `*`, not to unpublished ones", async () => {
    const user = await newUser();
    const room = uniqueName("room");
    // No filter: other published tables need not have a `room` column.
    const { all } = await listen(await rtClient(user.token), [{ event: "INSERT", schema: "public" }]);
    await db.insert("rt_fixture_draft", { room, body: "jamais publié" });
    const message = await db.insert(MESSAGE, { owner: user.id, room });
    const note = await db.insert("rt_fixture_note", { room, title: "note" });
    await all.next((e) => e.table === "rt_fixture_note" && (e.new as Row).id === note.id, "the note INSERT");
    expect(all.items.some((e) => e.table === MESSAGE && (e.new as Row).id === message.id)).toBe(true);
    expect(all.items.some((e) => e.table === "rt_fixture_draft" && (e.new as Row).room === room)).toBe(false);
  });

  it("reports an unparsable filter as a system error without failing the join", async () => {
    const c = await rtClient();
    for (const [filter, expected] of [
      ["id=in.1,2", "`in` filter value must be wrapped by parentheses"],
      ["room=foo.bar", 'Error parsing `filter` params: ["foo", "bar"]'],
    ]) {
      const ch = c
        .channel(uniqueName("bad"))
        .on("postgres_changes", { event: "*", schema: "public", table: MESSAGE, filter }, () => undefined);
      const system = systemInbox(ch);
      await subscribed(ch);
      const status = await system.next((s) => s.extension === "postgres_changes", `the system message for ${filter}`);
      expect(status.status).toBe("error");
      expect(status.message).toContain(expected);
    }
  });

  it("reports a table outside the publication as a system error", async () => {
    const ch = (await rtClient())
      .channel(uniqueName("draft"))
      .on("postgres_changes", { event: "*", schema: "public", table: "rt_fixture_draft" }, () => undefined);
    const system = systemInbox(ch);
    await subscribed(ch);
    const status = await system.next((s) => s.extension === "postgres_changes", "the system message");
    expect(status).toMatchObject({ status: "error" });
    expect(status.message).toMatch(/^Unable to subscribe to changes with given parameters/);
  });
});
