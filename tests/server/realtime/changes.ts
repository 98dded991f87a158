// Subscribes a supabase-js channel to postgres_changes bindings and collects the events per
// binding and overall, once the server has confirmed the PostgreSQL subscription.
import type { RealtimeChannel, RealtimePostgresChangesPayload } from "@supabase/supabase-js";
import { Inbox, subscribed, systemInbox, uniqueName } from "./support.ts";

export type Row = Record<string, unknown>;
export type ChangeEvent = RealtimePostgresChangesPayload<Row>;
export type BindingSpec = {
  event: "*" | "INSERT" | "UPDATE" | "DELETE";
  schema?: string;
  table?: string;
  filter?: string;
};

export type Listening = {
  channel: RealtimeChannel;
  all: Inbox<ChangeEvent>;
  per: Inbox<ChangeEvent>[];
  system: ReturnType<typeof systemInbox>;
};

export async function listen(
  c: { channel: (name: string) => RealtimeChannel },
  bindings: BindingSpec[],
  name = uniqueName("changes"),
): Promise<Listening> {
  const channel = c.channel(name);
  const all = new Inbox<ChangeEvent>();
  const per = bindings.map(() => new Inbox<ChangeEvent>());
  bindings.forEach((b, i) =>
    channel.on("postgres_changes", { schema: "public", ...b }, (p: ChangeEvent) => {
      per[i].push(p);
      all.push(p);
    }),
  );
  const system = systemInbox(channel);
  await subscribed(channel);
  const status = await system.next((s) => s.extension === "postgres_changes", "the postgres_changes system message");
  if (status.status !== "ok") throw new Error(`postgres_changes subscription failed: ${status.message}`);
  return { channel, all, per, system };
}

/** Matches an event by type and by the id of its new (or, for DELETE, old) record. */
export const about = (type: ChangeEvent["eventType"], id: unknown) => (e: ChangeEvent) =>
  e.eventType === type && (type === "DELETE" ? (e.old as Row).id : (e.new as Row).id) === id;
