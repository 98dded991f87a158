// The one supabase-js client: session in cookies (chunked, 400 days), automatic refresh on
// auth-js's 30 s tick, and the auth service's fetch retried on network failure.
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import type { RuntimeConfig } from "../src/config/runtime-config.ts";
import { withNetworkRetry } from "../src/lib/http/network-retry.ts";
import { createCookieStorage } from "../src/lib/session/cookie-storage.ts";

let client: SupabaseClient | null = null;

export const sessionStorageKey = (supabaseUrl: string): string => `sb-${new URL(supabaseUrl).hostname.split(".")[0]}-auth-token`;

export const initSupabaseClient = (config: Pick<RuntimeConfig, "supabaseUrl" | "supabaseAnonKey">): SupabaseClient => {
  const isAuthCall = (url: string) => url.startsWith(`${config.supabaseUrl}/auth/v1/`);
  client = createClient(config.supabaseUrl, config.supabaseAnonKey, {
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

export const getSupabaseClient = (): SupabaseClient => {
  if (!client) throw new Error("Supabase client used before initSupabaseClient()");
  return client;
};
