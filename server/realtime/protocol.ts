// Phoenix channel framing as realtime-js speaks it: vsn 1.0.0 JSON objects, vsn 2.0.0 JSON
// arrays plus the binary user-broadcast frames (kind 3 client push, kind 4 server broadcast).

export type Vsn = "1.0.0" | "2.0.0";

export type Message = {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
};

/** A user broadcast as carried by binary frames: payload bytes and their encoding. */
export type UserBroadcast = {
  event: string;
  encoding: "json" | "binary";
  bytes: Uint8Array;
  meta?: string;
};

export type Incoming = Message & { binary?: UserBroadcast };

const str = (v: unknown): string | null => (typeof v === "string" ? v : typeof v === "number" ? String(v) : null);

const asMessage = (joinRef: unknown, ref: unknown, topic: unknown, event: unknown, payload: unknown): Message | null =>
  typeof topic === "string" && typeof event === "string"
    ? { joinRef: str(joinRef), ref: str(ref), topic, event, payload: payload ?? {} }
    : null;

export function decodeText(vsn: Vsn, text: string): Incoming | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (vsn === "2.0.0") {
    if (!Array.isArray(data) || data.length < 5) return null;
    return asMessage(data[0], data[1], data[2], data[3], data[4]);
  }
  if (!data || typeof data !== "object" || Array.isArray(data)) return null;
  const o = data as Record<string, unknown>;
  return asMessage(o.join_ref, o.ref, o.topic, o.event, o.payload);
}

export function encodeText(vsn: Vsn, m: Message): string {
  if (vsn === "2.0.0") return JSON.stringify([m.joinRef, m.ref, m.topic, m.event, m.payload]);
  return JSON.stringify({ topic: m.topic, event: m.event, payload: m.payload, ref: m.ref });
}

const KIND_PUSH = 3;
const KIND_BROADCAST = 4;
const ENC_BINARY = 0;
const ENC_JSON = 1;

/** Kind 3 "userBroadcastPush": header lengths, then join_ref, ref, topic, event, metadata, payload. */
export function decodeBinary(buf: Uint8Array): Incoming | null {
  if (buf.length < 7 || buf[0] !== KIND_PUSH) return null;
  const lens = [buf[1], buf[2], buf[3], buf[4], buf[5]];
  const encoding = buf[6] === ENC_JSON ? "json" : buf[6] === ENC_BINARY ? "binary" : null;
  if (!encoding) return null;
  const parts: string[] = [];
  let offset = 7;
  const decoder = new TextDecoder();
  for (const len of lens) {
    if (offset + len > buf.length) return null;
    parts.push(decoder.decode(buf.subarray(offset, offset + len)));
    offset += len;
  }
  const [joinRef, ref, topic, event, meta] = parts;
  const bytes = buf.slice(offset);
  let payload: unknown = bytes;
  if (encoding === "json") {
    try {
      payload = bytes.length ? JSON.parse(decoder.decode(bytes)) : {};
    } catch {
      return null;
    }
  }
  let metaObj: unknown;
  if (meta) {
    try {
      metaObj = JSON.parse(meta);
    } catch {
      metaObj = undefined;
    }
  }
  // Metadata carries the extra keys the client allowed; it never overrides the envelope.
  const userPayload: Record<string, unknown> = {
    ...(metaObj && typeof metaObj === "object" ? metaObj : {}),
    type: "broadcast",
    event,
    payload,
  };
  return {
    joinRef: joinRef || null,
    ref: ref || null,
    topic,
    event: "broadcast",
    payload: userPayload,
    binary: { event, encoding, bytes, meta: meta || undefined },
  };
}

/** Kind 4 "userBroadcast": kind, len(topic), len(event), len(metadata), encoding, then the bytes. */
export function encodeBinaryBroadcast(topic: string, b: UserBroadcast): Buffer {
  const enc = new TextEncoder();
  const t = enc.encode(topic);
  const e = enc.encode(b.event);
  const m = enc.encode(b.meta ?? "");
  if (t.length > 255 || e.length > 255 || m.length > 255) throw new Error("broadcast header field too long");
  const header = Buffer.from([
    KIND_BROADCAST,
    t.length,
    e.length,
    m.length,
    b.encoding === "json" ? ENC_JSON : ENC_BINARY,
  ]);
  return Buffer.concat([header, t, e, m, b.bytes]);
}

/** The JSON payload a text-framed subscriber receives for a user broadcast. */
export function broadcastPayload(b: UserBroadcast): Record<string, unknown> | null {
  if (b.encoding !== "json") return null;
  const text = new TextDecoder().decode(b.bytes);
  let payload: unknown = {};
  try {
    payload = text ? JSON.parse(text) : {};
  } catch {
    return null;
  }
  const out: Record<string, unknown> = { type: "broadcast", event: b.event, payload };
  if (b.meta) {
    try {
      out.meta = JSON.parse(b.meta);
    } catch {
      /* metadata is optional */
    }
  }
  return out;
}
