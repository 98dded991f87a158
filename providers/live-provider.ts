// Realtime updates for Refine lists and records (`/realtime/v1`).
import { liveProvider as supabaseLiveProvider } from "@refinedev/supabase";
import type { SupabaseClient } from "@supabase/supabase-js";

export const createLiveProvider = (supabase: SupabaseClient) => supabaseLiveProvider(supabase);
