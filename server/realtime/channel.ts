// What a joined channel accepts: broadcast (text or binary kind 3), presence track/untrack,
// access_token refreshes and phx_leave; and its shutdown when its token expires.
import type { Deps, Socket } from "./deps.ts";
import { push, reply, type Channel } from "./hub.ts";
import { resolveIdentity } from "./identity.ts";
import type { Incoming } from "./protocol.ts";

const obj = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

/** Detaches a channel from the hub; with `notify`, tells the client it is closed. */
export function closeChannel(deps: Deps, socket: Socket, ch: Channel, notify: boolean): void {
  ch.changesActive = false;
  deps.hub.remove(ch);
  if (socket.channels.get(ch.topic) === ch) socket.channels.delete(ch.topic);
  if (notify) socket.send({ joinRef: ch.joinRef, ref: ch.joinRef, topic: ch.topic, event: "phx_close", payload: {} });
}

/** Realtime's shutdown: a `system` error, then the channel closes. */
function shutdown(deps: Deps, socket: Socket, ch: Channel, message: string): void {
  push(ch, "system", { extension: "system", status: "error", message, channel: ch.name });
  closeChannel(deps, socket, ch, true);
}

/** Closes the channel when its token expires (timers are capped at ~24 days by Node). */
export function scheduleExpiry(deps: Deps, socket: Socket, ch: Channel): void {
  if (ch.expiryTimer) clearTimeout(ch.expiryTimer);
  ch.expiryTimer = undefined;
  const exp = ch.identity.exp;
  if (exp === undefined) return;
  const ms = exp * 1000 - Date.now();
  if (ms > 2 ** 31 - 1) return;
  ch.expiryTimer = setTimeout(() => shutdown(deps, socket, ch, "Token has expired"), Math.max(0, ms));
  ch.expiryTimer.unref();
}

function broadcast(deps: Deps, ch: Channel, m: Incoming): void {
  const payload = obj(m.payload);
  if (payload) deps.hub.broadcast(ch.room, ch, payload, m.binary);
  if (ch.ack) reply(ch, m.ref, "ok", {});
}

function presence(deps: Deps, ch: Channel, m: Incoming): void {
  const payload = obj(m.payload) ?? {};
  const event = typeof payload.event === "string" ? payload.event.toLowerCase() : null;
  const { hub } = deps;
  if (event === null) return reply(ch, m.ref, "ok", {});
  if (event === "track") {
    const meta = payload.payload === undefined ? {} : obj(payload.payload);
    if (!meta) return reply(ch, m.ref, "error", { reason: "Presence track payload must be a map" });
    const diff = hub.presence.track(ch, meta);
    reply(ch, m.ref, "ok", {});
    // A track can enable presence: the tracker then first gets the whole state.
    if (!ch.presenceEnabled) {
      ch.presenceEnabled = true;
      push(ch, "presence_state", hub.presence.state(ch.room));
    }
    return hub.presenceDiff(ch.room, diff);
  }
  if (event === "untrack") {
    const diff = hub.presence.untrack(ch);
    reply(ch, m.ref, "ok", {});
    if (diff) hub.presenceDiff(ch.room, diff);
    return;
  }
  reply(ch, m.ref, "error", {});
}

/** A refreshed token replaces the channel's identity; an invalid one closes the channel. */
async function accessToken(deps: Deps, socket: Socket, ch: Channel, m: Incoming): Promise<void> {
  const token = obj(m.payload)?.access_token;
  if (typeof token !== "string" || token === "" || token.startsWith("sb_") || token === ch.identity.token) return;
  const who = await resolveIdentity(deps.secret, token);
  if (socket.channels.get(ch.topic) !== ch) return;
  if (!who.ok) return shutdown(deps, socket, ch, who.reason.replace(/^[A-Za-z]+: /, ""));
  if (ch.isPrivate && who.identity.role === "anon") {
    return shutdown(deps, socket, ch, `You no longer have permission to read from this Channel topic: ${ch.name}`);
  }
  ch.identity = who.identity;
  scheduleExpiry(deps, socket, ch);
  // Realtime re-subscribes with the new claims and says so again.
  if (ch.bindings.length > 0 && ch.changesActive) {
    push(ch, "system", {
      extension: "postgres_changes",
      status: "ok",
      message: "Subscribed to PostgreSQL",
      channel: ch.name,
    });
  }
}

export async function handleChannelMessage(deps: Deps, socket: Socket, ch: Channel, m: Incoming): Promise<void> {
  switch (m.event) {
    case "phx_leave":
      closeChannel(deps, socket, ch, false);
      return reply(ch, m.ref, "ok", {});
    case "broadcast":
      return broadcast(deps, ch, m);
    case "presence":
      return presence(deps, ch, m);
    case "access_token":
      return accessToken(deps, socket, ch, m);
    default:
      // Realtime ignores unexpected client events (no reply).
      return;
  }
}
