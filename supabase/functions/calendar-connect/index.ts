// POST /functions/v1/calendar-connect — a team member connects their calendar and mail account
// (Nylas v3 hosted OAuth) from « Mon compte », through the adapter (_shared/calendar/adapter.ts:
// Nylas when NYLAS_* are set, else the server's local provider `calendar-local`). With the
// caller's token (supabase/schemas/24_calendar_connection.sql decides):
//   { action: "start", redirect_uri }  the app's /nylas-oauth/callback → { url, local }: the
//        provider's authorization page, with a state bound to the caller (single use, 10 minutes)
//   { action: "exchange", code, state } at the callback → { connection: { email, provider,
//        connected_at } }: the state claimed first (404 unknown, 409 used, 410 expired, with the
//        database's French message), then the code exchanged at the provider (502 refused, 503
//        unreachable), then the grant recorded by the service role, its tokens apart; a grant it
//        replaces is revoked at the provider
//   { action: "disconnect" }  → { disconnected: true }: the caller's grant deleted at the
//        provider, then the row (404 when none)
// Refusals answer { code, message } in French.
import {
  ApiError,
  failed,
  headersFor,
  project,
  rpc,
  select,
  type Caller,
  type Project,
} from "../_shared/project-api.ts";
import { calendarConfig, nylasProvider, type CalendarProvider } from "../_shared/calendar/adapter.ts";

const corsHeaders = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers": "authorization, x-client-info, apikey, content-type, x-retry-count",
};

const json = (status: number, body: unknown) => Response.json(body, { status, headers: corsHeaders });
const refusal = (status: number, code: string, message: string) => json(status, { code, message });

type Connection = { user_id: string; grant_id: string; email: string; provider: string; connected_at: string };

/** What a refused claim of the state means, by the status the database gave it (PT404/409/410). */
const STATE_REASONS: Record<number, string> = { 404: "state_unknown", 409: "state_used", 410: "state_expired" };

/** The caller's connection (RLS: their own row only), or none. */
const ownConnection = async (p: Project, caller: Caller): Promise<Connection | undefined> =>
  (await select<Connection>(p, caller, "calendar_connection", "select=*&limit=1"))[0];

/** The app's callback: http(s), the path /nylas-oauth/callback, nothing after it. */
const callbackOf = (value: unknown): string | null => {
  if (typeof value !== "string" || value.length > 500) return null;
  try {
    const url = new URL(value);
    const ok =
      (url.protocol === "http:" || url.protocol === "https:") &&
      !url.username &&
      !url.password &&
      url.pathname === "/nylas-oauth/callback" &&
      !url.search &&
      !url.hash;
    return ok ? url.href : null;
  } catch {
    return null;
  }
};

const text = (value: unknown, max: number): string | null =>
  typeof value === "string" && value.length > 0 && value.length <= max ? value : null;

const start = async (p: Project, caller: Caller, provider: CalendarProvider, body: Record<string, unknown>) => {
  const redirectUri = callbackOf(body.redirect_uri);
  if (!redirectUri)
    return refusal(
      400,
      "invalid_request",
      "L'adresse de retour doit être la page /nylas-oauth/callback de l'application.",
    );
  const state = await rpc<string>(p, caller, "begin_calendar_connection", { p_redirect_uri: redirectUri });
  return json(200, { url: provider.authorizationUrl({ redirectUri, state }), local: provider.local });
};

const exchange = async (p: Project, caller: Caller, provider: CalendarProvider, body: Record<string, unknown>) => {
  const code = text(body.code, 4096);
  const state = text(body.state, 256);
  if (!code || !state)
    return refusal(
      400,
      "invalid_request",
      "Le lien de retour du fournisseur est incomplet : recommencez depuis « Mon compte ».",
    );
  let redirectUri: string;
  try {
    redirectUri = await rpc<string>(p, caller, "claim_calendar_connection_state", { p_state: state });
  } catch (e) {
    if (e instanceof ApiError && STATE_REASONS[e.status])
      return refusal(e.status, STATE_REASONS[e.status], e.body.message ?? "");
    throw e;
  }
  const previous = await ownConnection(p, caller);
  const grant = await provider.exchange(code, redirectUri);
  const row = await rpc<Connection>(p, "service", "record_calendar_connection", {
    p_state: state,
    p_grant_id: grant.grantId,
    p_email: grant.email,
    p_provider: grant.provider,
    p_tokens: grant.tokens,
  });
  // connected again with another account: the earlier grant is no longer anyone's
  if (previous && previous.grant_id !== row.grant_id)
    await provider.revoke(previous.grant_id).catch((e: unknown) => {
      console.warn(`calendar-connect: l'ancien grant ${previous.grant_id} n'a pas pu être révoqué`, e);
    });
  return json(200, { connection: { email: row.email, provider: row.provider, connected_at: row.connected_at } });
};

const disconnect = async (p: Project, caller: Caller, provider: CalendarProvider) => {
  const own = await ownConnection(p, caller);
  if (!own) return refusal(404, "not_connected", "Aucun agenda n'est connecté à votre compte.");
  // at the provider first: a row gone while the grant lives would leave an access nobody sees
  await provider.revoke(own.grant_id);
  const res = await fetch(
    `${p.url}/rest/v1/calendar_connection?user_id=eq.${own.user_id}&grant_id=eq.${encodeURIComponent(own.grant_id)}`,
    { method: "DELETE", headers: headersFor(p, "service") },
  );
  if (!res.ok) return failed(res);
  return json(200, { disconnected: true });
};

async function calendarConnect(req: Request): Promise<Response> {
  if (req.method === "OPTIONS") return new Response("ok", { headers: corsHeaders });
  if (req.method !== "POST") return json(405, { message: "Method not allowed" });
  const p = project();
  if (!p) return json(500, { message: "Function not configured" });
  const authorization = req.headers.get("authorization") ?? "";
  if (!authorization) return refusal(401, "unauthorized", "Connectez-vous pour connecter votre agenda.");
  const caller: Caller = { authorization };
  const config = calendarConfig(p);
  if ("missing" in config)
    return refusal(
      503,
      "not_configured",
      `La connexion d'agenda est mal configurée sur le serveur (manque : ${config.missing.join(", ")}).`,
    );
  const provider = nylasProvider(config);
  const body = ((await req.json().catch(() => null)) ?? {}) as Record<string, unknown>;
  try {
    if (body.action === "start") return await start(p, caller, provider, body);
    if (body.action === "exchange") return await exchange(p, caller, provider, body);
    if (body.action === "disconnect") return await disconnect(p, caller, provider);
    return refusal(400, "invalid_request", "Action inconnue : start, exchange ou disconnect.");
  } catch (e) {
    if (e instanceof ApiError)
      return json(e.status, { code: e.body.code ?? "refused", message: e.body.message ?? "Connexion refusée" });
    throw e;
  }
}

export default { fetch: calendarConnect };
