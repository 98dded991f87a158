// The one supabase-js client: session in cookies (chunked, 400 days), automatic refresh on
// auth-js's 30 s tick, and the auth service's fetch retried on network failure.
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "../src/database.types.ts";
import type { RuntimeConfig } from "../src/config/runtime-config.ts";
import { withNetworkRetry } from "../src/lib/http/network-retry.ts";
import { createCookieStorage } from "../src/lib/session/cookie-storage.ts";

/** The client typed by the generated schema: tables, views and functions (npm run db:types). */
export type AppSupabaseClient = SupabaseClient<Database>;

let client: AppSupabaseClient | null = null;

export const sessionStorageKey = (supabaseUrl: string): string =>
  `sb-${new URL(supabaseUrl).hostname.split(".")[0]}-auth-token`;

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
    global: { fetch: withNetworkRetry((input, init) => fetch(input, init), { shouldRetry: isAuthCall }) },
  });
  return client;
};

export const getSupabaseClient = (): AppSupabaseClient => {
  if (!client) throw new Error("Supabase client used before initSupabaseClient()");
  return client;
};
