// The server-wide registry of joined channels by topic, and the fan-out of broadcasts and
// presence diffs to them. A channel belongs to one socket connection.
import type { Binding } from "./bindings.ts";
import type { RtIdentity } from "./identity.ts";
import { PresenceStore, type PresenceDiff } from "./presence.ts";
import { broadcastPayload, encodeBinaryBroadcast, type Message, type UserBroadcast, type Vsn } from "./protocol.ts";

/** What a channel needs from its socket. */
export type Conn = {
  readonly vsn: Vsn;
  send(m: Message): void;
  sendBinary(buf: Buffer): void;
};

export type Channel = {
  conn: Conn;
  /** `realtime:<name>` as the client sent it */
  topic: string;
  /** the channel name without the `realtime:` prefix */
  name: string;
  /** public and private channels of the same name are different rooms */
  room: string;
  joinRef: string | null;
  isPrivate: boolean;
  self: boolean;
  ack: boolean;
  presenceKey: string;
  presenceEnabled: boolean;
  bindings: Binding[];
  /** false when the postgres_changes subscription failed (bad filter, unpublished table) */
  changesActive: boolean;
  identity: RtIdentity;
  expiryTimer?: NodeJS.Timeout;
};

export const roomOf = (topic: string, isPrivate: boolean) => `${isPrivate ? "private" : "public"}|${topic}`;

/** Sends an event to a channel on its current join reference. */
export function push(ch: Channel, event: string, payload: unknown, ref: string | null = null): void {
  ch.conn.send({ joinRef: ch.joinRef, ref, topic: ch.topic, event, payload });
}

export function reply(ch: Channel, ref: string | null, status: "ok" | "error", response: unknown): void {
  if (ref !== null) push(ch, "phx_reply", { status, response }, ref);
}

export class Hub {
  private readonly rooms = new Map<string, Set<Channel>>();
  readonly presence = new PresenceStore();

  add(ch: Channel): void {
    let set = this.rooms.get(ch.room);
    if (!set) this.rooms.set(ch.room, (set = new Set()));
    set.add(ch);
  }

  /** Removes a channel (leave, re-join, socket closed) and announces its presence leave. */
  remove(ch: Channel): void {
    if (ch.expiryTimer) clearTimeout(ch.expiryTimer);
    const diff = this.presence.untrack(ch);
    const set = this.rooms.get(ch.room);
    set?.delete(ch);
    if (set && set.size === 0) this.rooms.delete(ch.room);
    if (diff) this.presenceDiff(ch.room, diff);
  }

  *channels(): Iterable<Channel> {
    for (const set of this.rooms.values()) yield* set;
  }

  hasChangeSubscribers(): boolean {
    for (const ch of this.channels()) if (ch.changesActive && ch.bindings.length > 0) return true;
    return false;
  }

  /** A user broadcast to every channel of the room but the sender (unless it asked for `self`). */
  broadcast(room: string, from: Channel | null, payload: unknown, binary?: UserBroadcast): void {
    const targets = this.rooms.get(room);
    if (!targets) return;
    for (const ch of targets) {
      if (ch === from && !ch.self) continue;
      if (binary && ch.conn.vsn === "2.0.0") {
        ch.conn.sendBinary(encodeBinaryBroadcast(ch.topic, binary));
        continue;
      }
      const body = binary ? broadcastPayload(binary) : payload;
      if (body) ch.conn.send({ joinRef: null, ref: null, topic: ch.topic, event: "broadcast", payload: body });
    }
  }

  /**
   * Announces a diff to the presence-enabled channels. An update (leave and join of the same
   * key) goes as two diffs, leaves first: phoenix.js, as realtime-js wraps it, strips the
   * `phx_ref` of the current metas while applying joins, so a later leave in the same diff
   * would no longer find the old meta.
   */
  presenceDiff(room: string, diff: PresenceDiff): void {
    const both = Object.keys(diff.joins).length > 0 && Object.keys(diff.leaves).length > 0;
    const diffs = both
      ? [
          { joins: {}, leaves: diff.leaves },
          { joins: diff.joins, leaves: {} },
        ]
      : [diff];
    for (const ch of this.rooms.get(room) ?? []) {
      if (ch.presenceEnabled) for (const d of diffs) push(ch, "presence_diff", d);
    }
  }

  clear(): void {
    for (const ch of this.channels()) if (ch.expiryTimer) clearTimeout(ch.expiryTimer);
    this.rooms.clear();
    this.presence.clear();
  }
}
