// The calendar and mail provider (Nylas v3 hosted OAuth), behind one adapter like the plateforme
// agréée (_shared/invoice-platform/adapter.ts): the calls are Nylas v3's, made to the API that
// NYLAS_API_URI, NYLAS_CLIENT_ID and NYLAS_API_KEY configure; without them, to the local provider
// of the server (`calendar-local`), which answers the same calls as Nylas would:
//   GET    {base}/v3/connect/auth?client_id&redirect_uri&response_type=code&state&access_type=offline
//          the page where the user signs in and consents (the browser goes there), then back to
//          redirect_uri with ?code&state, or ?error&error_description&state
//   POST   {base}/v3/connect/token    JSON { client_id, client_secret (the API key), grant_type:
//          "authorization_code", code, redirect_uri } → { grant_id, email?, provider?, access_token,
//          refresh_token?, id_token?, scope, expires_in }
//   GET    {base}/v3/grants/{id}      Bearer API key → { data: { id, email, provider } }
//   DELETE {base}/v3/grants/{id}      Bearer API key → 200 (the grant revoked; 404: already gone)
// A provider that refuses (4xx) is final for that code; one that cannot be reached, or answers 5xx,
// may be tried again later.
import { ApiError, type Project } from "../project-api.ts";

declare const Deno: { env: { get(name: string): string | undefined } };

export type CalendarTokens = {
  access_token?: string;
  refresh_token?: string;
  id_token?: string;
  scope?: string;
  expires_in?: number;
};
export type CalendarGrant = { grantId: string; email: string; provider: string; tokens: CalendarTokens };

export type CalendarProvider = {
  /** true for the server's local provider (development and tests) */
  local: boolean;
  /** The provider's page the browser goes to, for the app's callback and a state. */
  authorizationUrl: (o: { redirectUri: string; state: string; loginHint?: string }) => string;
  /** Exchanges the callback's code (issued for `redirectUri`) for the user's grant. */
  exchange: (code: string, redirectUri: string) => Promise<CalendarGrant>;
  /** Deletes the grant at the provider (a grant already gone is not an error). */
  revoke: (grantId: string) => Promise<void>;
};

/** The client id the local provider knows. */
export const LOCAL_CLIENT_ID = "renfort-local";

const VARIABLES = ["NYLAS_API_URI", "NYLAS_CLIENT_ID", "NYLAS_API_KEY"] as const;

export type CalendarConfig = { base: string; clientId: string; apiKey: string; local: boolean } | { missing: string[] };

/**
 * The provider's API, client id and key: Nylas when NYLAS_* are set (all three: a half-configured
 * provider is an error, never a silent fallback to the local one), else the server's local provider.
 */
export const calendarConfig = (p: Project): CalendarConfig => {
  const values = VARIABLES.map((name) => Deno.env.get(name)?.trim() ?? "");
  if (values.every((v) => !v))
    return {
      base: `${p.url}/functions/v1/calendar-local`,
      clientId: LOCAL_CLIENT_ID,
      apiKey: p.serviceKey,
      local: true,
    };
  const missing = VARIABLES.filter((_, i) => !values[i]);
  if (missing.length) return { missing };
  const [uri, clientId, apiKey] = values as [string, string, string];
  return { base: uri.replace(/\/+$/, ""), clientId, apiKey, local: false };
};

type TokenAnswer = CalendarTokens & {
  grant_id?: string;
  email?: string;
  provider?: string;
  error?: string | { message?: string };
  error_description?: string;
  message?: string;
};

/** The provider's own words for a refusal (Nylas: { error: { message } } or OAuth's error_description). */
const reasonOf = (body: TokenAnswer | null): string => {
  if (!body) return "";
  if (typeof body.error === "object" && body.error?.message) return body.error.message;
  return body.error_description ?? body.message ?? (typeof body.error === "string" ? body.error : "");
};

const unreachable = () =>
  new ApiError(503, {
    code: "provider_unreachable",
    message: "Le fournisseur d'agenda ne répond pas : réessayez dans un instant.",
  });

const call = async (url: string, init: RequestInit): Promise<Response> => {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  } catch {
    throw unreachable();
  }
};

const bearer = (apiKey: string) => ({ Authorization: `Bearer ${apiKey}`, Accept: "application/json" });

/** Nylas v3's hosted OAuth at `base` (https://api.us.nylas.com, api.eu…, or the local provider). */
export const nylasProvider = (c: {
  base: string;
  clientId: string;
  apiKey: string;
  local: boolean;
}): CalendarProvider => ({
  local: c.local,
  authorizationUrl: ({ redirectUri, state, loginHint }) => {
    const q = new URLSearchParams({
      client_id: c.clientId,
      redirect_uri: redirectUri,
      response_type: "code",
      access_type: "offline",
      state,
    });
    if (loginHint) q.set("login_hint", loginHint);
    return `${c.base}/v3/connect/auth?${q}`;
  },
  exchange: async (code, redirectUri) => {
    const res = await call(`${c.base}/v3/connect/token`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({
        client_id: c.clientId,
        client_secret: c.apiKey,
        grant_type: "authorization_code",
        code,
        redirect_uri: redirectUri,
      }),
    });
    const body = (await res.json().catch(() => null)) as TokenAnswer | null;
    if (res.status >= 500) throw unreachable();
    if (!res.ok || !body?.grant_id) {
      const reason = reasonOf(body);
      throw new ApiError(502, {
        code: "provider_refused",
        message: `Le fournisseur d'agenda a refusé la connexion${reason ? ` : ${reason}` : ""}. Recommencez depuis « Mon compte ».`,
      });
    }
    let { email, provider } = body;
    if (!email || !provider) {
      // the grant itself names its address and provider
      const grant = await call(`${c.base}/v3/grants/${encodeURIComponent(body.grant_id)}`, {
        headers: bearer(c.apiKey),
      });
      const data = ((await grant.json().catch(() => null)) as { data?: { email?: string; provider?: string } } | null)
        ?.data;
      email ??= data?.email;
      provider ??= data?.provider;
    }
    if (!email || !provider) throw unreachable();
    const { access_token, refresh_token, id_token, scope, expires_in } = body;
    return {
      grantId: body.grant_id,
      email,
      provider,
      tokens: { access_token, refresh_token, id_token, scope, expires_in },
    };
  },
  revoke: async (grantId) => {
    const res = await call(`${c.base}/v3/grants/${encodeURIComponent(grantId)}`, {
      method: "DELETE",
      headers: bearer(c.apiKey),
    });
    if (res.ok || res.status === 404) return;
    if (res.status >= 500) throw unreachable();
    const reason = reasonOf((await res.json().catch(() => null)) as TokenAnswer | null);
    throw new ApiError(502, {
      code: "provider_refused",
      message: `Le fournisseur d'agenda a refusé la déconnexion${reason ? ` : ${reason}` : ""}.`,
    });
  },
});
