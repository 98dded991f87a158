// Refine's data provider over PostgREST (`/rest/v1`), the official @refinedev/supabase one.
import { dataProvider as supabaseDataProvider } from "@refinedev/supabase";
import type { SupabaseClient } from "@supabase/supabase-js";

export const createDataProvider = (supabase: SupabaseClient) => supabaseDataProvider(supabase);
