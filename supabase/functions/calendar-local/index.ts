// /functions/v1/calendar-local — a calendar and mail provider for development and tests, the
// adapter's default when NYLAS_* are not configured (_shared/calendar/adapter.ts). It answers the
// Nylas v3 hosted OAuth calls the adapter makes, without any network:
//   GET    /v3/connect/auth       the provider's page (French): an address and a provider to
//                                connect, « Autoriser » or « Refuser »
//   GET    /v3/connect/authorize  the page's answer: back to redirect_uri with ?code&state, or
//                                ?error=access_denied&error_description&state
//   POST   /v3/connect/token      the code (10 minutes, once) for { grant_id, email, provider, … };
//                                client_secret is the key the adapter presents (the service key)
//   GET    /v3/grants/{id}        a grant; DELETE revokes it (404 when unknown)
// A code is signed (HMAC-SHA256 with the service key), so that the token endpoint trusts only the
// codes this page gave. The grants live in this process's memory, one per address as Nylas keeps
// them. The redirect URI must be an app's /nylas-oauth/callback (the callback a Nylas application
// registers): the page never sends a browser elsewhere. No JWT (`verifyJwt = false`): the browser
// comes here by a link. Not deployed to hosted Supabase.
import { project } from "../_shared/project-api.ts";
import { LOCAL_CLIENT_ID } from "../_shared/calendar/adapter.ts";

export const verifyJwt = false;

const CODE_TTL_MS = 10 * 60_000;
const PROVIDERS = { google: "Google", microsoft: "Microsoft 365", icloud: "iCloud" } as const;
type Provider = keyof typeof PROVIDERS;

/** The grants this provider gave, by id (one per address), and the codes already exchanged. */
const grants = new Map<string, { id: string; email: string; provider: Provider; created_at: number }>();
const usedCodes = new Set<string>();

const json = (status: number, body: unknown) => Response.json(body, { status });
const oauthError = (status: number, error: string, description: string) =>
  json(status, { error, error_description: description });

const escape = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);

const b64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
const fromB64url = (s: string): Uint8Array =>
  Uint8Array.from(atob(s.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));

const hmac = async (key: string, data: string): Promise<string> => {
  const k = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(key),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return b64url(new Uint8Array(await crypto.subtle.sign("HMAC", k, new TextEncoder().encode(data))));
};

type CodePayload = { email: string; provider: Provider; redirect_uri: string; exp: number; nonce: string };

const signCode = async (key: string, payload: CodePayload): Promise<string> => {
  const body = b64url(new TextEncoder().encode(JSON.stringify(payload)));
  return `${body}.${await hmac(key, body)}`;
};

const readCode = async (key: string, code: string): Promise<CodePayload | null> => {
  const [body, signature] = code.split(".");
  if (!body || !signature || (await hmac(key, body)) !== signature) return null;
  try {
    return JSON.parse(new TextDecoder().decode(fromB64url(body))) as CodePayload;
  } catch {
    return null;
  }
};

const grantIdOf = async (email: string): Promise<string> => {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(email)));
  return `local-${[...digest.slice(0, 12)].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
};

/** An app's callback: http(s), no credentials, the path /nylas-oauth/callback, nothing after it. */
const callbackUrl = (value: string | null): URL | null => {
  try {
    const url = new URL(value ?? "");
    const ok =
      (url.protocol === "http:" || url.protocol === "https:") &&
      !url.username &&
      !url.password &&
      url.pathname === "/nylas-oauth/callback" &&
      !url.search &&
      !url.hash;
    return ok ? url : null;
  } catch {
    return null;
  }
};

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

const page = (status: number, title: string, body: string, formTarget?: string) =>
  new Response(
    `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;background:#f5f5f5;color:#1f1f1f}
main{max-width:30rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:8px}
h1{font-size:1.4rem;margin-top:0}
label{display:block;margin:1rem 0 .3rem;font-weight:600}
input,select{font:inherit;width:100%;box-sizing:border-box;padding:.5rem;border:1px solid #767676;border-radius:6px}
.actions{display:flex;gap:.75rem;margin-top:1.5rem}
button{font:inherit;padding:.6rem 1.2rem;border:1px solid #0b57d0;border-radius:6px;background:#0b57d0;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#0b57d0}
button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #1f1f1f;outline-offset:2px}
.note{color:#4d4d4d;font-size:.9rem}
</style>
</head>
<body>
<main>
<h1>${escape(title)}</h1>
${body}
</main>
</body>
</html>`,
    {
      status,
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-store",
        // the form comes back here, then the answer sends the browser to the app's callback
        "Content-Security-Policy": `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${
          formTarget ? ` ${formTarget}` : ""
        }; frame-ancestors 'none'`,
        "Referrer-Policy": "no-referrer",
      },
    },
  );

const invalid = (message: string) => page(400, "Demande de connexion invalide", `<p>${escape(message)}</p>`);

/** GET /v3/connect/auth: the page where the user chooses what to connect. */
const authorizePage = (url: URL): Response => {
  const q = url.searchParams;
  const redirect = callbackUrl(q.get("redirect_uri"));
  if (q.get("client_id") !== LOCAL_CLIENT_ID)
    return invalid("Cette application n'est pas connue du fournisseur local.");
  if (!redirect)
    return invalid("L'adresse de retour n'est pas celle d'une application Renfort (/nylas-oauth/callback).");
  if (q.get("response_type") !== "code" || !q.get("state"))
    return invalid("La demande ne suit pas le protocole OAuth attendu.");
  const hidden = ["client_id", "redirect_uri", "state"]
    .map((name) => `<input type="hidden" name="${name}" value="${escape(q.get(name) ?? "")}">`)
    .join("\n");
  const chosen = q.get("provider") ?? "google";
  const options = Object.entries(PROVIDERS)
    .map(([value, label]) => `<option value="${value}"${value === chosen ? " selected" : ""}>${label}</option>`)
    .join("");
  return page(
    200,
    "Connecter un agenda (fournisseur local)",
    `<p class="note">Fournisseur de développement : aucune donnée ne quitte cette machine. En production, cette page est celle de Nylas.</p>
<form method="get" action="authorize">
${hidden}
<label for="email">Adresse du compte à connecter</label>
<input id="email" name="email" type="email" required autocomplete="email" value="${escape(q.get("login_hint") ?? "")}">
<label for="provider">Fournisseur</label>
<select id="provider" name="provider">${options}</select>
<div class="actions">
<button type="submit" name="decision" value="allow">Autoriser</button>
<button type="submit" name="decision" value="deny" class="secondary" formnovalidate>Refuser</button>
</div>
</form>`,
    redirect.origin,
  );
};

/** GET /v3/connect/authorize: back to the app with a code, or with the refusal. */
const authorize = async (key: string, url: URL): Promise<Response> => {
  const q = url.searchParams;
  const redirect = callbackUrl(q.get("redirect_uri"));
  const state = q.get("state") ?? "";
  if (q.get("client_id") !== LOCAL_CLIENT_ID || !redirect || !state)
    return invalid("La demande ne suit pas le protocole OAuth attendu.");
  const back = new URL(redirect);
  if (q.get("decision") !== "allow") {
    back.searchParams.set("error", "access_denied");
    back.searchParams.set("error_description", "L'utilisateur a refusé l'accès");
  } else {
    const email = (q.get("email") ?? "").trim().toLowerCase();
    const provider = (q.get("provider") ?? "google") as Provider;
    if (!EMAIL.test(email) || !(provider in PROVIDERS))
      return invalid("Indiquez une adresse e-mail et un fournisseur.");
    const nonce = b64url(crypto.getRandomValues(new Uint8Array(12)));
    back.searchParams.set(
      "code",
      await signCode(key, { email, provider, redirect_uri: redirect.href, exp: Date.now() + CODE_TTL_MS, nonce }),
    );
  }
  back.searchParams.set("state", state);
  return new Response(null, { status: 303, headers: { Location: back.href, "Cache-Control": "no-store" } });
};

/** POST /v3/connect/token: the code for the grant, once. */
const token = async (key: string, req: Request): Promise<Response> => {
  const type = req.headers.get("content-type") ?? "";
  const body = type.includes("application/x-www-form-urlencoded")
    ? Object.fromEntries(new URLSearchParams(await req.text()))
    : (((await req.json().catch(() => null)) ?? {}) as Record<string, unknown>);
  if (body.client_id !== LOCAL_CLIENT_ID || body.client_secret !== key)
    return oauthError(401, "invalid_client", "Client ou clé inconnus du fournisseur local");
  if (body.grant_type !== "authorization_code")
    return oauthError(400, "unsupported_grant_type", "grant_type non pris en charge");
  const code = typeof body.code === "string" ? body.code : "";
  const payload = code ? await readCode(key, code) : null;
  if (!payload || payload.exp < Date.now() || usedCodes.has(code))
    return oauthError(400, "invalid_grant", "Code d'autorisation invalide, expiré ou déjà utilisé");
  if (payload.redirect_uri !== body.redirect_uri)
    return oauthError(400, "invalid_grant", "L'adresse de retour ne correspond pas à celle du code");
  usedCodes.add(code);
  const id = await grantIdOf(payload.email);
  grants.set(id, { id, email: payload.email, provider: payload.provider, created_at: Math.floor(Date.now() / 1000) });
  return json(200, {
    access_token: `local-access-${b64url(crypto.getRandomValues(new Uint8Array(24)))}`,
    refresh_token: `local-refresh-${b64url(crypto.getRandomValues(new Uint8Array(24)))}`,
    token_type: "Bearer",
    scope: "calendar email",
    expires_in: 3600,
    grant_id: id,
    email: payload.email,
    provider: payload.provider,
  });
};

async function calendarLocal(req: Request): Promise<Response> {
  const p = project();
  if (!p) return json(500, { message: "Function not configured" });
  const key = p.serviceKey;
  const url = new URL(req.url);
  const path = url.pathname.replace(/^.*\/calendar-local/, "");
  if (req.method === "GET" && path === "/v3/connect/auth") return authorizePage(url);
  if (req.method === "GET" && path === "/v3/connect/authorize") return authorize(key, url);
  if (req.method === "POST" && path === "/v3/connect/token") return token(key, req);
  const grant = /^\/v3\/grants\/([^/]+)$/.exec(path);
  if (grant && (req.method === "GET" || req.method === "DELETE")) {
    if (req.headers.get("authorization") !== `Bearer ${key}`)
      return json(401, { error: { type: "api.invalid_request_error", message: "Clé d'API invalide" } });
    const id = decodeURIComponent(grant[1]);
    const found = grants.get(id);
    if (!found) return json(404, { error: { type: "api.not_found_error", message: "Grant inconnu" } });
    if (req.method === "DELETE") {
      grants.delete(id);
      return json(200, { request_id: crypto.randomUUID() });
    }
    return json(200, { data: { ...found, grant_status: "valid" } });
  }
  return json(404, { error: { type: "api.not_found_error", message: "Inconnu du fournisseur local" } });
}

export default { fetch: calendarLocal };
