// Realtime test support: supabase-js clients with an identity, subscription promises, an
// inbox that resolves when a matching event arrives (bounded wait, no sleeps), and cleanup.
import type { RealtimeChannel } from "@supabase/supabase-js";
import { client, mintToken, serviceClient } from "../helpers.ts";

export const WAIT_MS = 8_000;

type Closable = { removeAllChannels(): Promise<unknown>; realtime: { disconnect(): unknown } };
export type AppClient = ReturnType<typeof client>;

const open: Closable[] = [];

/** A client whose realtime identity is `token` (anon key when absent). */
export async function rtClient(token?: string): Promise<AppClient> {
  const c = client();
  if (token) await c.realtime.setAuth(token);
  open.push(c);
  return c;
}

/** A client acting as the service role (bypasses RLS). */
export function rtServiceClient(): ReturnType<typeof serviceClient> {
  const c = serviceClient();
  open.push(c);
  return c;
}

export async function closeClients(): Promise<void> {
  const all = open.splice(0);
  await Promise.all(all.map((c) => c.removeAllChannels().catch(() => undefined)));
  for (const c of all) c.realtime.disconnect();
}

export async function newUser(): Promise<{ id: string; token: string }> {
  const id = crypto.randomUUID();
  return { id, token: await mintToken({ sub: id }) };
}

export const uniqueName = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;

/** Events collected in arrival order; `next` waits for the first one matching. */
export class Inbox<T> {
  readonly items: T[] = [];
  private waiters: Array<{ match: (t: T) => boolean; resolve: (t: T) => void }> = [];

  readonly push = (item: T): void => {
    this.items.push(item);
    for (const w of [...this.waiters]) {
      if (!w.match(item)) continue;
      this.waiters.splice(this.waiters.indexOf(w), 1);
      w.resolve(item);
    }
  };

  next(match: (t: T) => boolean, what: string, timeoutMs = WAIT_MS): Promise<T> {
    const found = this.items.find(match);
    if (found !== undefined) return Promise.resolve(found);
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w.resolve !== done);
        reject(
          new Error(`timed out after ${timeoutMs} ms waiting for ${what}; received ${JSON.stringify(this.items)}`),
        );
      }, timeoutMs);
      const done = (t: T) => {
        clearTimeout(timer);
        resolve(t);
      };
      this.waiters.push({ match, resolve: done });
    });
  }
}

export type SubscribeOutcome = { status: string; error?: Error };

/** Subscribes and resolves with the first decisive status (SUBSCRIBED, CHANNEL_ERROR, TIMED_OUT). */
export function subscribeOutcome(ch: RealtimeChannel, timeoutMs = WAIT_MS): Promise<SubscribeOutcome> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no subscription status for ${ch.topic} within ${timeoutMs} ms`)),
      timeoutMs,
    );
    ch.subscribe((status, error) => {
      if (status === "SUBSCRIBED" || status === "CHANNEL_ERROR" || status === "TIMED_OUT") {
        clearTimeout(timer);
        resolve({ status, error });
      }
    });
  });
}

export async function subscribed(ch: RealtimeChannel): Promise<RealtimeChannel> {
  const outcome = await subscribeOutcome(ch);
  if (outcome.status !== "SUBSCRIBED")
    throw new Error(`${ch.topic}: ${outcome.status} ${outcome.error?.message ?? ""}`);
  return ch;
}

/** The `system` messages of a channel (register before subscribing). */
export function systemInbox(ch: RealtimeChannel): Inbox<{ extension?: string; status?: string; message?: string }> {
  const inbox = new Inbox<{ extension?: string; status?: string; message?: string }>();
  ch.on("system", {}, inbox.push);
  return inbox;
}
