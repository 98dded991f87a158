// One websocket: decodes frames in the connection's framing, answers heartbeats, and hands
// channel messages to the handlers one at a time (a join completes before what follows it).
import WebSocket from "ws";
import { closeChannel, handleChannelMessage } from "./channel.ts";
import type { Deps, Socket } from "./deps.ts";
import type { Channel } from "./hub.ts";
import { join } from "./join.ts";
import { decodeBinary, decodeText, encodeText, type Incoming, type Message, type Vsn } from "./protocol.ts";

export class Connection implements Socket {
  readonly channels = new Map<string, Channel>();
  lastSeen = Date.now();
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly ws: WebSocket,
    readonly vsn: Vsn,
    readonly apikey: string | null,
    private readonly deps: Deps,
  ) {
    ws.on("message", (data, isBinary) => {
      this.lastSeen = Date.now();
      const m = this.decode(data, isBinary);
      if (!m) return;
      this.queue = this.queue.then(() => this.dispatch(m)).catch(deps.onError);
    });
    ws.on("close", () => this.cleanup());
    ws.on("error", () => ws.terminate());
  }

  send(m: Message): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(encodeText(this.vsn, m));
  }

  sendBinary(buf: Buffer): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(buf, { binary: true });
  }

  onClose(listener: () => void): void {
    this.ws.on("close", listener);
  }

  terminate(): void {
    this.cleanup();
    this.ws.terminate();
  }

  private decode(data: WebSocket.RawData, isBinary: boolean): Incoming | null {
    const buf = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
    if (isBinary)
      return this.vsn === "2.0.0" ? decodeBinary(new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength)) : null;
    return decodeText(this.vsn, buf.toString("utf8"));
  }

  private async dispatch(m: Incoming): Promise<void> {
    if (m.topic === "phoenix") {
      if (m.event === "heartbeat")
        this.send({
          joinRef: null,
          ref: m.ref,
          topic: "phoenix",
          event: "phx_reply",
          payload: { status: "ok", response: {} },
        });
      return;
    }
    if (m.event === "phx_join") return join(this.deps, this, m);
    const ch = this.channels.get(m.topic);
    if (!ch) {
      if (m.ref !== null) {
        this.send({
          joinRef: m.joinRef,
          ref: m.ref,
          topic: m.topic,
          event: "phx_reply",
          payload: { status: "error", response: { reason: "unmatched topic" } },
        });
      }
      return;
    }
    return handleChannelMessage(this.deps, this, ch, m);
  }

  private cleanup(): void {
    for (const ch of [...this.channels.values()]) closeChannel(this.deps, this, ch, false);
  }
}
