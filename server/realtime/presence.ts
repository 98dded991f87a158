// Presence as Phoenix.Presence shows it to clients: per room, per key, a list of metas (the
// tracked payload plus a unique `phx_ref`); one tracked meta per channel.
import { randomBytes } from "node:crypto";
import type { Channel } from "./hub.ts";

export type Meta = Record<string, unknown> & { phx_ref: string; phx_ref_prev?: string };
export type PresenceMap = Record<string, { metas: Meta[] }>;
export type PresenceDiff = { joins: PresenceMap; leaves: PresenceMap };

type Entry = { key: string; meta: Meta };

const newRef = () => randomBytes(9).toString("base64url");

const single = (key: string, meta: Meta): PresenceMap => ({ [key]: { metas: [meta] } });

export class PresenceStore {
  private readonly rooms = new Map<string, Map<Channel, Entry>>();

  state(room: string): PresenceMap {
    const out: PresenceMap = {};
    for (const { key, meta } of this.rooms.get(room)?.values() ?? []) (out[key] ??= { metas: [] }).metas.push(meta);
    return out;
  }

  /** Tracks (or updates) the channel's presence; returns the diff to announce. */
  track(ch: Channel, payload: Record<string, unknown>): PresenceDiff {
    let room = this.rooms.get(ch.room);
    if (!room) this.rooms.set(ch.room, (room = new Map()));
    const previous = room.get(ch);
    const meta: Meta = { ...payload, phx_ref: newRef() };
    if (previous) meta.phx_ref_prev = previous.meta.phx_ref;
    room.set(ch, { key: ch.presenceKey, meta });
    return { joins: single(ch.presenceKey, meta), leaves: previous ? single(previous.key, previous.meta) : {} };
  }

  /** Forgets the channel's presence; null when it tracked nothing. */
  untrack(ch: Channel): PresenceDiff | null {
    const room = this.rooms.get(ch.room);
    const previous = room?.get(ch);
    if (!room || !previous) return null;
    room.delete(ch);
    if (room.size === 0) this.rooms.delete(ch.room);
    return { joins: {}, leaves: single(previous.key, previous.meta) };
  }

  clear(): void {
    this.rooms.clear();
  }
}
