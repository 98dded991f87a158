// `phx_join` on a `realtime:<name>` topic: identity from the token, the postgres_changes
// bindings echoed with their ids, then the `system` status push and the presence state.
import { coversTable, describeBinding, parseBindings, replyBindings, type Binding } from "./bindings.ts";
import { tableKey } from "./catalog.ts";
import { scheduleExpiry, closeChannel } from "./channel.ts";
import type { Deps, Socket } from "./deps.ts";
import { push, roomOf, type Channel } from "./hub.ts";
import { pickToken, resolveIdentity } from "./identity.ts";
import type { Message } from "./protocol.ts";

type Config = {
  broadcast?: { self?: unknown; ack?: unknown };
  presence?: { key?: unknown; enabled?: unknown };
  postgres_changes?: unknown;
  private?: unknown;
};

const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

function replyTo(socket: Socket, m: Message, status: "ok" | "error", response: unknown) {
  socket.send({ joinRef: m.joinRef, ref: m.ref, topic: m.topic, event: "phx_reply", payload: { status, response } });
}

/** Why the bindings cannot be served (unpublished table, unknown filter column), or null. */
async function checkBindings(deps: Deps, bindings: Binding[]): Promise<string | null> {
  if (bindings.length === 0) return null;
  if (!deps.capture.ddlNotifies) await deps.capture.sync();
  const published = [...deps.capture.published()].map((k) => {
    const dot = k.indexOf(".");
    return { schema: k.slice(0, dot), table: k.slice(dot + 1) };
  });
  for (const b of bindings) {
    const tables = published.filter((t) => coversTable(b, t.schema, t.table));
    if (tables.length === 0) {
      return `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ${describeBinding(b)}`;
    }
    if (b.conditions.length === 0) continue;
    const infos = await deps.catalog.tables(tables.map((t) => tableKey(t.schema, t.table)));
    for (const info of infos.values()) {
      const unknown = b.conditions.find((c) => !info.types.has(c.column));
      if (unknown) {
        return `Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: ${describeBinding(b)}. Exception: ERROR P0001 (raise_exception) invalid column for filter ${unknown.column}`;
      }
    }
  }
  return null;
}

export async function join(deps: Deps, socket: Socket, m: Message): Promise<void> {
  if (!m.topic.startsWith("realtime:")) return replyTo(socket, m, "error", { reason: "unmatched topic" });
  const name = m.topic.slice("realtime:".length);
  if (name === "") return replyTo(socket, m, "error", { reason: "TopicNameRequired: You must provide a topic name" });

  const payload = obj(m.payload);
  const config = obj(payload.config) as Config;
  const who = await resolveIdentity(deps.secret, pickToken(payload.access_token ?? payload.user_token, socket.apikey));
  if (!who.ok) return replyTo(socket, m, "error", { reason: who.reason });
  const isPrivate = config.private === true;
  // Private channels are authorised by policies on realtime.messages in Supabase; without
  // them, a signed-in identity is required.
  if (isPrivate && who.identity.role === "anon") {
    return replyTo(socket, m, "error", {
      reason: `Unauthorized: You do not have permissions to read from this Channel topic: ${name}`,
    });
  }

  // A second join on the same topic replaces the first (Phoenix closes the old channel).
  const previous = socket.channels.get(m.topic);
  if (previous) closeChannel(deps, socket, previous, true);

  const { bindings, error: parseError } = parseBindings(config.postgres_changes);
  const error = parseError ?? (await checkBindings(deps, bindings));
  const broadcast = obj(config.broadcast);
  const presence = obj(config.presence);
  const ch: Channel = {
    conn: socket,
    topic: m.topic,
    name,
    room: roomOf(m.topic, isPrivate),
    joinRef: m.joinRef ?? m.ref,
    isPrivate,
    self: broadcast.self === true,
    ack: broadcast.ack === true,
    presenceKey: typeof presence.key === "string" && presence.key !== "" ? presence.key : crypto.randomUUID(),
    presenceEnabled: presence.enabled === true,
    bindings,
    changesActive: error === null,
    identity: who.identity,
  };
  socket.channels.set(m.topic, ch);
  deps.hub.add(ch);
  scheduleExpiry(deps, socket, ch);

  replyTo(socket, m, "ok", { postgres_changes: replyBindings(bindings) });
  if (bindings.length > 0) {
    push(ch, "system", {
      extension: "postgres_changes",
      status: error ? "error" : "ok",
      message: error ?? "Subscribed to PostgreSQL",
      channel: name,
    });
  }
  if (ch.presenceEnabled) push(ch, "presence_state", deps.hub.presence.state(ch.room));
}
