// Realtime updates for Refine lists and records (`/realtime/v1`).
//
// The stock @refinedev/supabase provider names its channel after the resource, the event types
// and the first filter; supabase-js returns the already-subscribed channel for a second
// subscriber of the same name and `.on("postgres_changes")` then throws "cannot add
// postgres_changes callbacks … after subscribe()". Here subscribers of the same name share one
// channel: the channel's callbacks fan out to every subscriber's listener, each subscriber
// keeps its own event types, ids and callback, and the channel is removed when the last one
// unsubscribes.
import type { CrudFilter, LiveEvent, LiveProvider } from "@refinedev/core";
import type { RealtimeChannel, RealtimePostgresChangesPayload, SupabaseClient } from "@supabase/supabase-js";

type Payload = RealtimePostgresChangesPayload<Record<string, unknown>>;
type Listener = (payload: Payload) => void;
type Shared = { channel: RealtimeChannel; listeners: Set<Listener> };
/** The part of a supabase-js client the provider uses (any schema). */
type RealtimeHost = Pick<SupabaseClient, "channel" | "getChannels" | "removeChannel">;

/** What `subscribe` returns and `unsubscribe` takes back (Refine keeps it opaquely). */
export type LiveSubscription = { key: string; channel: RealtimeChannel; listener: Listener };

const EVENT_OF = { created: "INSERT", updated: "UPDATE", deleted: "DELETE", "*": "*" } as const;
/** A postgres_changes event a channel listens to. */
type ChangeEvent = (typeof EVENT_OF)[keyof typeof EVENT_OF];
const TYPE_OF = { INSERT: "created", UPDATE: "updated", DELETE: "deleted" } as const;
/** The operators Supabase Realtime accepts in a postgres_changes filter. */
const REALTIME_OPERATORS: Partial<Record<CrudFilter["operator"], string>> = {
  eq: "eq",
  ne: "neq",
  lt: "lt",
  lte: "lte",
  gt: "gt",
  gte: "gte",
  in: "in",
};

/** Realtime takes a single `col=op.value` filter: the first filter it can express (others are left to the refetch). */
export const realtimeFilter = (filters: CrudFilter[] | undefined): string | undefined => {
  for (const filter of filters ?? []) {
    if (!("field" in filter)) continue;
    const op = REALTIME_OPERATORS[filter.operator];
    if (!op || filter.value === undefined || filter.value === null) continue;
    const value = Array.isArray(filter.value) ? `(${filter.value.join(",")})` : String(filter.value);
    return `${filter.field}=${op}.${value}`;
  }
  return undefined;
};

export const createLiveProvider = (supabase: RealtimeHost): LiveProvider => {
  const shared = new Map<string, Shared>();
  let generation = 0;

  const open = (
    key: string,
    table: string,
    schema: string,
    events: ChangeEvent[],
    filter: string | undefined,
  ): Shared => {
    // A channel of this name still leaving (unsubscribe in flight) must not be reused.
    const busy = supabase.getChannels().some((c) => c.topic === `realtime:${key}`);
    const channel = supabase.channel(busy ? `${key}~${++generation}` : key);
    const entry: Shared = { channel, listeners: new Set() };
    for (const event of events)
      channel.on("postgres_changes", { event, schema, table, filter }, (payload: Payload) => {
        for (const listener of [...entry.listeners]) listener(payload);
      });
    channel.subscribe();
    return entry;
  };

  return {
    subscribe: ({ channel: name, types, params, callback, meta }): LiveSubscription => {
      const table = name.replace("resources/", "");
      const events = [...new Set(types.map((type) => EVENT_OF[type as keyof typeof EVENT_OF]).filter(Boolean))].sort();
      const filter = realtimeFilter(params?.filters);
      const schema =
        (meta?.schema as string | undefined) ??
        (supabase as unknown as { rest?: { schemaName?: string } }).rest?.schemaName ??
        "public";
      const key = `${name}:${schema}:${events.join("|")}${filter ? `:${filter}` : ""}`;

      const ids = params?.ids?.map(String);
      const listener: Listener = (payload) => {
        const type = TYPE_OF[payload.eventType as keyof typeof TYPE_OF];
        if (!type || !(types.includes("*") || types.includes(type))) return;
        const id = (payload.new as { id?: unknown } | undefined)?.id;
        if (type !== "created" && ids !== undefined && id !== undefined && !ids.includes(String(id))) return;
        callback({ channel: name, type, date: new Date(payload.commit_timestamp), payload: payload.new } as LiveEvent);
      };

      let entry = shared.get(key);
      if (!entry) {
        entry = open(key, table, schema, events, filter);
        shared.set(key, entry);
      }
      entry.listeners.add(listener);
      return { key, channel: entry.channel, listener };
    },

    unsubscribe: async (subscription: LiveSubscription | undefined) => {
      if (!subscription) return;
      const entry = shared.get(subscription.key);
      if (!entry || entry.channel !== subscription.channel) return;
      entry.listeners.delete(subscription.listener);
      if (entry.listeners.size > 0) return;
      shared.delete(subscription.key);
      await supabase.removeChannel(entry.channel);
    },
  };
};
