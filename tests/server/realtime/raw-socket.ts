// A bare Phoenix client over `ws` for frame-level tests: sends v1 objects or v2 arrays (or
// binary frames) and collects what the server sends, decoded.
import WebSocket from "ws";
import { anonKey, serverUrl } from "../helpers.ts";
import { Inbox } from "./support.ts";

export type Frame = {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
};
export type BinaryFrame = {
  kind: number;
  topic: string;
  event: string;
  meta: string;
  encoding: number;
  payload: Buffer;
};

export class RawSocket {
  readonly frames = new Inbox<Frame>();
  /** the text frames as received, for exact framing checks */
  readonly texts = new Inbox<string>();
  readonly binaries = new Inbox<BinaryFrame>();
  private constructor(
    private readonly ws: WebSocket,
    readonly vsn: "1.0.0" | "2.0.0",
  ) {
    ws.on("message", (data, isBinary) => {
      const buf = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
      if (isBinary) return this.binaries.push(decodeKind4(buf));
      const text = buf.toString("utf8");
      this.texts.push(text);
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) {
        const [joinRef, ref, topic, event, payload] = parsed as [
          string | null,
          string | null,
          string,
          string,
          Record<string, unknown>,
        ];
        this.frames.push({ joinRef, ref, topic, event, payload });
      } else {
        const o = parsed as Frame & { join_ref?: string | null };
        this.frames.push({
          joinRef: o.join_ref ?? null,
          ref: o.ref,
          topic: o.topic,
          event: o.event,
          payload: o.payload,
        });
      }
    });
  }

  static url(vsn: string | null, apikey: string | null = anonKey()): string {
    const params = new URLSearchParams();
    if (apikey !== null) params.set("apikey", apikey);
    if (vsn !== null) params.set("vsn", vsn);
    return `${serverUrl().replace(/^http/, "ws")}/realtime/v1/websocket?${params}`;
  }

  static async open(vsn: "1.0.0" | "2.0.0", apikey?: string): Promise<RawSocket> {
    const ws = new WebSocket(RawSocket.url(vsn, apikey));
    await new Promise<void>((resolve, reject) => {
      ws.once("open", () => resolve());
      ws.once("error", reject);
    });
    return new RawSocket(ws, vsn);
  }

  /** Sends one message in this socket's framing. */
  send(joinRef: string | null, ref: string | null, topic: string, event: string, payload: unknown): void {
    this.ws.send(
      this.vsn === "2.0.0"
        ? JSON.stringify([joinRef, ref, topic, event, payload])
        : JSON.stringify({ topic, event, payload, ref, join_ref: joinRef }),
    );
  }

  sendBinary(buf: Buffer): void {
    this.ws.send(buf, { binary: true });
  }

  reply(ref: string): Promise<Frame> {
    return this.frames.next((f) => f.event === "phx_reply" && f.ref === ref, `the reply to ref ${ref}`);
  }

  close(): void {
    this.ws.terminate();
  }
}

/** A kind-3 user broadcast push, as realtime-js's serializer builds it. */
export function encodeKind3(joinRef: string, ref: string, topic: string, event: string, payload: unknown): Buffer {
  const parts = [joinRef, ref, topic, event, ""].map((s) => Buffer.from(s, "utf8"));
  const header = Buffer.from([3, ...parts.map((p) => p.length), 1]);
  return Buffer.concat([header, ...parts, Buffer.from(JSON.stringify(payload), "utf8")]);
}

function decodeKind4(buf: Buffer): BinaryFrame {
  const [kind, topicLen, eventLen, metaLen, encoding] = buf;
  let offset = 5;
  const take = (n: number) => buf.subarray(offset, (offset += n));
  return {
    kind,
    topic: take(topicLen).toString("utf8"),
    event: take(eventLen).toString("utf8"),
    meta: take(metaLen).toString("utf8"),
    encoding,
    payload: buf.subarray(offset),
  };
}
