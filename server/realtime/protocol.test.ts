// Framing round trips against realtime-js's own serializer (vsn 2.0.0) and the v1 objects.
import Serializer from "@supabase/realtime-js/dist/main/lib/serializer.js";
import { describe, expect, it } from "vitest";
import { decodeBinary, decodeText, encodeBinaryBroadcast, encodeText } from "./protocol.ts";

const clientSerializer = new Serializer();
const encodeWithClient = (msg: Record<string, unknown>) =>
  new Promise<string | ArrayBuffer>((resolve) =>
    clientSerializer.encode(msg as never, (out: string | ArrayBuffer) => resolve(out)),
  );
const decodeWithClient = (data: string | ArrayBuffer) =>
  new Promise<Record<string, unknown>>((resolve) =>
    clientSerializer.decode(data as never, (m: Record<string, unknown>) => resolve(m)),
  );

describe("realtime framing", () => {
  it("decodes the client's v2 text frames and v1 objects", async () => {
    const text = await encodeWithClient({
      join_ref: "1",
      ref: "2",
      topic: "realtime:a",
      event: "phx_join",
      payload: { config: {} },
    });
    expect(decodeText("2.0.0", text as string)).toEqual({
      joinRef: "1",
      ref: "2",
      topic: "realtime:a",
      event: "phx_join",
      payload: { config: {} },
    });
    expect(decodeText("1.0.0", '{"topic":"phoenix","event":"heartbeat","payload":{},"ref":"3"}')).toEqual({
      joinRef: null,
      ref: "3",
      topic: "phoenix",
      event: "heartbeat",
      payload: {},
    });
    expect(decodeText("2.0.0", "not json")).toBeNull();
    expect(decodeText("1.0.0", "[1,2]")).toBeNull();
  });

  it("decodes the client's binary kind-3 broadcast push", async () => {
    const frame = await encodeWithClient({
      join_ref: "4",
      ref: "5",
      topic: "realtime:room",
      event: "broadcast",
      payload: { type: "broadcast", event: "cursor", payload: { x: 1 } },
    });
    expect(frame).toBeInstanceOf(ArrayBuffer);
    const m = decodeBinary(new Uint8Array(frame as ArrayBuffer));
    expect(m).toMatchObject({
      joinRef: "4",
      ref: "5",
      topic: "realtime:room",
      event: "broadcast",
      payload: { type: "broadcast", event: "cursor", payload: { x: 1 } },
    });
    expect(m?.binary).toMatchObject({ event: "cursor", encoding: "json" });
  });

  it("encodes frames the client decodes", async () => {
    const text = encodeText("2.0.0", {
      joinRef: "1",
      ref: null,
      topic: "realtime:a",
      event: "system",
      payload: { status: "ok" },
    });
    expect(await decodeWithClient(text)).toEqual({
      join_ref: "1",
      ref: null,
      topic: "realtime:a",
      event: "system",
      payload: { status: "ok" },
    });
    expect(
      JSON.parse(encodeText("1.0.0", { joinRef: "1", ref: "2", topic: "t", event: "phx_reply", payload: {} })),
    ).toEqual({
      topic: "t",
      event: "phx_reply",
      payload: {},
      ref: "2",
    });
    const bin = encodeBinaryBroadcast("realtime:room", {
      event: "cursor",
      encoding: "json",
      bytes: new TextEncoder().encode('{"x":2}'),
    });
    const decoded = await decodeWithClient(
      bin.buffer.slice(bin.byteOffset, bin.byteOffset + bin.byteLength) as ArrayBuffer,
    );
    expect(decoded).toEqual({
      join_ref: null,
      ref: null,
      topic: "realtime:room",
      event: "broadcast",
      payload: { type: "broadcast", event: "cursor", payload: { x: 2 } },
    });
  });
});
