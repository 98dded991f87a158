// What the provider's return to /nylas-oauth/callback says (OAuth 2.0: ?code&state, or
// ?error&error_description&state), and the French words for a provider and for a refusal.
import { hasMessage, t, translateAny } from "../../i18n/index.ts";

export type CallbackOutcome =
  | { kind: "exchange"; code: string; state: string }
  | { kind: "connected" }
  | { kind: "cancelled" }
  | { kind: "refused"; reason: string | null }
  | { kind: "incomplete" };

/** The page's query once the exchange succeeded (the code and state, used, leave the address). */
export const CONNECTED_QUERY = "?connected=1";

export const callbackOutcome = (params: URLSearchParams): CallbackOutcome => {
  const error = params.get("error");
  if (error === "access_denied" || error === "user_cancelled") return { kind: "cancelled" };
  if (error) return { kind: "refused", reason: params.get("error_description")?.trim() || null };
  if (params.get("connected") === "1") return { kind: "connected" };
  const code = params.get("code");
  const state = params.get("state");
  return code && state ? { kind: "exchange", code, state } : { kind: "incomplete" };
};

/** A provider's name (Nylas's provider ids), or the id itself for one the catalog does not know. */
export const providerLabel = (provider: string): string =>
  hasMessage(`nylas.providers.${provider}`) ? translateAny(`nylas.providers.${provider}`) : provider;

/** The message of a failed call: the function's French `message`, else a generic one. */
export const failureMessage = (error: unknown): string => {
  const message = error instanceof Error ? error.message : "";
  return message && !/^(Edge Function|Failed to|FunctionsHttpError|HTTP \d)/.test(message)
    ? message
    : t("nylas.failedDefault");
};
