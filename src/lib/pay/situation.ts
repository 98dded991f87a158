// The engine's situation builder, shared with the Edge Functions (see engine.ts).
export * from "../../../supabase/functions/_shared/pay-engine/situation.ts";
