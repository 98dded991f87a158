// The pay engine lives with the Edge Functions, which compute every money figure the database
// trusts (an acompte's net, a pay line's net estimate: supabase/functions/pay-net); the browser
// runs the same module for the calculators, which are simulators.
export * from "../../../supabase/functions/_shared/pay-engine/engine.ts";
