// The supabase-js client of the client and talent spaces (client.html, talent.html): the back
// office's (providers/supabase-client.ts) shares its session cookie with the back office and
// brings the realtime status of its header; a space keeps its own session, under its own key,
// so that signing in or out of a space never touches a back-office session on the same browser.
// The session is kept in localStorage (supabase-js's default: no cookie sent with each of the
// page's requests) and refreshed by supabase-js; the auth service's fetch is retried on network
// failure as the back office's is (docs/rules/application.md#http-retries). Implicit flow: the
// link of the sign-in e-mail may be opened on another device than the one that asked for it.
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { withNetworkRetry } from "../lib/http/network-retry.ts";
import type { PortalConfig } from "./config.ts";

export type Space = "client" | "talent";

/** What a space uses of the client: its auth, its SQL functions and its edge functions. */
export type PortalClient = Pick<SupabaseClient, "auth" | "rpc" | "functions">;

export const portalStorageKey = (space: Space): string => `renfort-${space}-space-session`;

export const createPortalClient = (config: PortalConfig, space: Space): PortalClient => {
  const isAuthCall = (url: string) => url.startsWith(`${config.supabaseUrl}/auth/v1/`);
  return createClient(config.supabaseUrl, config.supabaseAnonKey, {
    auth: {
      storageKey: portalStorageKey(space),
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      flowType: "implicit",
    },
    global: { fetch: withNetworkRetry((input, init) => fetch(input, init), { shouldRetry: isAuthCall }) },
  });
};
