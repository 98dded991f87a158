// The one supabase-js client: session in cookies (chunked, 400 days), automatic refresh on
// auth-js's 30 s tick, the auth service's fetch retried on network failure, and the realtime
// socket's heartbeat and reconnection delays of docs/rules/application.md#realtime.
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "../src/database.types.ts";
import type { RuntimeConfig } from "../src/config/runtime-config.ts";
import { withNetworkRetry } from "../src/lib/http/network-retry.ts";
import { createCookieStorage, sessionStorageKey } from "../src/lib/session/cookie-storage.ts";
import { onRealtimeHeartbeat, reconnectAfterMs } from "./realtime-status.ts";

/** The client typed by the generated schema: tables, views and functions (npm run db:types). */
export type AppSupabaseClient = SupabaseClient<Database>;

let client: AppSupabaseClient | null = null;

export { sessionStorageKey };

export const initSupabaseClient = (
  config: Pick<RuntimeConfig, "supabaseUrl" | "supabaseAnonKey">,
): AppSupabaseClient => {
  const isAuthCall = (url: string) => url.startsWith(`${config.supabaseUrl}/auth/v1/`);
  client = createClient<Database>(config.supabaseUrl, config.supabaseAnonKey, {
    auth: {
      storage: createCookieStorage(document),
      storageKey: sessionStorageKey(config.supabaseUrl),
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
    },
    // docs/rules/application.md#realtime: heartbeat 30 s, timeout 10 s, reconnect 1 s, 2 s, 5 s then 10 s
    realtime: {
      heartbeatIntervalMs: 30_000,
      timeout: 10_000,
      reconnectAfterMs,
      heartbeatCallback: onRealtimeHeartbeat,
    },
    global: { fetch: withNetworkRetry((input, init) => fetch(input, init), { shouldRetry: isAuthCall }) },
  });
  return client;
};

export const getSupabaseClient = (): AppSupabaseClient => {
  if (!client) throw new Error("Supabase client used before initSupabaseClient()");
  return client;
};
