// Frame-level conformance with a bare websocket: vsn 1.0.0 objects and 2.0.0 arrays,
// heartbeats, the join reply's binding ids, the change payload (columns, ids), leave,
// unmatched topics, binary user broadcasts and the upgrade's key check.
import { afterEach, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { mintToken } from "../helpers.ts";
import { encodeKind3, RawSocket } from "./raw-socket.ts";
import { uniqueName } from "./support.ts";
import { db } from "./writes.ts";

const sockets: RawSocket[] = [];
const open = async (vsn: "1.0.0" | "2.0.0") => {
  const s = await RawSocket.open(vsn);
  sockets.push(s);
  return s;
};
afterEach(() => {
  for (const s of sockets.splice(0)) s.close();
});

const MESSAGE_COLUMNS = [
  { name: "id", type: "int8" },
  { name: "owner", type: "uuid" },
  { name: "room", type: "text" },
  { name: "body", type: "text" },
  { name: "priority", type: "int4" },
  { name: "done", type: "bool" },
  { name: "tags", type: "_text" },
  { name: "meta", type: "jsonb" },
  { name: "created_at", type: "timestamptz" },
];

describe("realtime websocket framing", () => {
  it("answers heartbeats in vsn 2.0.0 arrays and 1.0.0 objects", async () => {
    const v2 = await open("2.0.0");
    v2.send(null, "7", "phoenix", "heartbeat", {});
    expect(await v2.texts.next((t) => t.includes('"7"'), "the v2 heartbeat reply")).toBe(
      '[null,"7","phoenix","phx_reply",{"status":"ok","response":{}}]',
    );
    const v1 = await open("1.0.0");
    v1.send(null, "8", "phoenix", "heartbeat", {});
    expect(JSON.parse(await v1.texts.next((t) => t.includes('"8"'), "the v1 heartbeat reply"))).toEqual({
      topic: "phoenix",
      event: "phx_reply",
      payload: { status: "ok", response: {} },
      ref: "8",
    });
  });

  it.each(["2.0.0", "1.0.0"] as const)("joins with ids echoed in order and delivers changes (vsn %s)", async (vsn) => {
    const socket = await open(vsn);
    const user = { id: crypto.randomUUID() };
    const room = uniqueName("room");
    const topic = `realtime:${uniqueName("raw")}`;
    const bindings = [
      { event: "INSERT", schema: "public", table: "rt_fixture_message", filter: `room=eq.${room}` },
      { event: "UPDATE", schema: "public", table: "rt_fixture_message", filter: `room=eq.${room}` },
      { event: "*", schema: "public", table: "rt_fixture_note" },
    ];
    const config = {
      broadcast: { ack: false, self: false },
      presence: { key: "", enabled: false },
      postgres_changes: bindings,
      private: false,
    };
    socket.send("1", "1", topic, "phx_join", { config, access_token: await mintToken({ sub: user.id }) });

    const joined = await socket.reply("1");
    expect(joined.topic).toBe(topic);
    if (vsn === "2.0.0") expect(joined.joinRef).toBe("1");
    expect(joined.payload.status).toBe("ok");
    const echoed = (joined.payload.response as { postgres_changes: Array<Record<string, unknown>> }).postgres_changes;
    expect(echoed.map(({ id: _id, ...rest }) => rest)).toEqual(bindings);
    const ids = echoed.map((b) => b.id);
    expect(ids.every((id) => typeof id === "number")).toBe(true);
    expect(new Set(ids).size).toBe(3);

    const system = await socket.frames.next((f) => f.event === "system", "the system push");
    expect(system.payload).toEqual({
      extension: "postgres_changes",
      status: "ok",
      message: "Subscribed to PostgreSQL",
      channel: topic.slice(9),
    });

    const row = await db.insert("rt_fixture_message", { owner: user.id, room, body: "brut" });
    const change = await socket.frames.next((f) => f.event === "postgres_changes", "the change");
    expect(change).toMatchObject({ topic, ref: null });
    if (vsn === "2.0.0") expect(change.joinRef).toBe("1");
    expect(change.payload.ids).toEqual([ids[0]]);
    const data = change.payload.data as Record<string, unknown>;
    expect(Object.keys(data)).toEqual([
      "schema",
      "table",
      "commit_timestamp",
      "type",
      "columns",
      "record",
      "old_record",
      "errors",
    ]);
    expect(data).toMatchObject({
      schema: "public",
      table: "rt_fixture_message",
      type: "INSERT",
      old_record: {},
      errors: null,
    });
    expect(data.columns).toEqual(MESSAGE_COLUMNS);
    expect(data.record).toMatchObject({ id: row.id, owner: user.id, room, body: "brut" });

    socket.send("1", "2", topic, "phx_leave", {});
    expect((await socket.reply("2")).payload).toEqual({ status: "ok", response: {} });
    socket.send("1", "3", topic, "broadcast", { type: "broadcast", event: "x", payload: {} });
    expect((await socket.reply("3")).payload).toEqual({ status: "error", response: { reason: "unmatched topic" } });
  });

  it("replies with an error to a join whose token is forged", async () => {
    const socket = await open("2.0.0");
    socket.send("1", "1", "realtime:forged", "phx_join", {
      config: {},
      access_token: "eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.Zm9yZ2Vk",
    });
    const reply = await socket.reply("1");
    expect(reply.payload.status).toBe("error");
    expect((reply.payload.response as { reason: string }).reason).toMatch(/^JwtSignatureError/);
  });

  it("forwards a binary kind-3 push as a kind-4 frame to vsn 2.0.0 and as JSON to vsn 1.0.0", async () => {
    const topic = `realtime:${uniqueName("bin")}`;
    const [sender, v2, v1] = [await open("2.0.0"), await open("2.0.0"), await open("1.0.0")];
    for (const [i, s] of [sender, v2, v1].entries()) {
      s.send(`j${i}`, `j${i}`, topic, "phx_join", { config: { broadcast: { ack: true, self: false } } });
      await s.reply(`j${i}`);
    }
    sender.sendBinary(encodeKind3("j0", "5", topic, "cursor", { x: 1, label: "é" }));
    expect((await sender.reply("5")).payload).toEqual({ status: "ok", response: {} });

    const bin = await v2.binaries.next((b) => b.event === "cursor", "the kind-4 frame");
    expect(bin).toMatchObject({ kind: 4, topic, event: "cursor", meta: "", encoding: 1 });
    expect(JSON.parse(bin.payload.toString("utf8"))).toEqual({ x: 1, label: "é" });

    const text = await v1.frames.next((f) => f.event === "broadcast", "the v1 broadcast");
    expect(text).toMatchObject({
      topic,
      payload: { type: "broadcast", event: "cursor", payload: { x: 1, label: "é" } },
    });
    expect(sender.binaries.items).toEqual([]);
  });

  it.each([
    ["no apikey", RawSocket.url("2.0.0", null), 401],
    ["a forged apikey", RawSocket.url("2.0.0", "eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.Zm9yZ2Vk"), 401],
    ["an unknown vsn", RawSocket.url("3.0.0"), 400],
  ])("refuses the upgrade with %s", async (_what, url, status) => {
    const ws = new WebSocket(url);
    const code = await new Promise<number>((resolve, reject) => {
      ws.once("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0));
      ws.once("open", () => reject(new Error("the upgrade was accepted")));
      ws.once("error", () => undefined);
    });
    ws.terminate();
    expect(code).toBe(status);
  });
});
