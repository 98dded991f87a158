// The HTTP side of a REST request: who calls (verified JWT → role, PostgREST v12 JWT error
// messages), which schema (profile headers), and the transaction settings PostgREST sets
// (search_path, role, claims, method, path, headers, cookies).
import type { FastifyRequest } from "fastify";
import type { TxContext } from "../db/engine.ts";
import { identify, requestToken } from "../http/identity.ts";
import { ApiError, jwtError, schemaError } from "./errors.ts";
import type { LruCache } from "./lru.ts";
import { ident } from "./sql/text.ts";
import type { SchemaCache } from "./schema/types.ts";

export type Caller = { role: string; claims: Record<string, unknown> };
/** The caller with its role's own settings. */
export type Identified = Caller & { settings: Record<string, string> };

/** Verified tokens (the whole token, signature included, is the key) until they expire. */
export type TokenCache = LruCache<{ caller: Caller; exp?: number }>;

/** jose's clock tolerance, which PostgREST calls allowedSkewSeconds */
const SKEW_SECONDS = 30;

/** PostgREST v12's PGRST301 texts for a token that failed verification. */
function jwtMessage(token: string, reason: "expired" | "invalid", detail: string): string {
  if (reason === "expired") return "JWT expired";
  const parts = token.split(".").length;
  if (parts !== 3) return `JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got ${parts})`;
  if (/"nbf" claim/.test(detail)) return "JWT not yet valid";
  if (/"iat" claim/.test(detail)) return "JWT issued at future";
  return "JWSError JWSInvalidSignature";
}

async function verify(token: string | undefined, secret: string, tokens: TokenCache): Promise<Caller> {
  const hit = token === undefined ? undefined : tokens.get(token);
  if (hit && (hit.exp === undefined || Date.now() / 1000 <= hit.exp + SKEW_SECONDS)) return hit.caller;
  const id = await identify(secret, token);
  if (!id.ok) {
    if (token !== undefined) tokens.delete(token);
    throw jwtError(jwtMessage(token ?? "", id.reason, id.message));
  }
  const caller: Caller = { role: id.role, claims: id.claims };
  if (token !== undefined)
    tokens.set(token, { caller, ...(typeof id.claims.exp === "number" && { exp: id.claims.exp }) });
  return caller;
}

/** The verified caller, or a 401 (`WWW-Authenticate` set by the caller of this function). */
export async function authenticate(
  req: FastifyRequest,
  secret: string,
  cache: SchemaCache,
  tokens: TokenCache,
): Promise<Identified> {
  const id = await verify(requestToken(req), secret, tokens);
  // SET ROLE would fail the same way; answering here keeps a superuser connection from ever
  // switching to a role the API must not reach (only roles granted to `authenticator`)
  const role = cache.roles.get(id.role);
  if (role === undefined) throw new ApiError(401, "22023", `role "${id.role}" does not exist`);
  if (!role.allowed)
    throw new ApiError(id.role === "anon" ? 401 : 403, "42501", `permission denied to set role "${id.role}"`);
  return { ...id, settings: role.settings };
}

const header = (req: FastifyRequest, name: string): string | undefined => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/** `Accept-Profile` (GET/HEAD) or `Content-Profile` (others); absent = the first exposed schema. */
export function negotiateSchema(req: FastifyRequest, schemas: readonly string[]): string {
  const read = req.method === "GET" || req.method === "HEAD";
  const requested = header(req, read ? "accept-profile" : "content-profile");
  if (requested === undefined && schemas.length > 0) return schemas[0];
  if (requested === undefined || !schemas.includes(requested)) throw schemaError(schemas);
  return requested;
}

function cookies(req: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const piece of (header(req, "cookie") ?? "").split(";")) {
    const eq = piece.indexOf("=");
    if (eq > 0) out[piece.slice(0, eq).trim()] = piece.slice(eq + 1).trim();
  }
  return out;
}

export function txContext(
  req: FastifyRequest,
  caller: Identified,
  schema: string,
  path: string,
  readOnly: boolean,
): TxContext {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers))
    if (v !== undefined) headers[k.toLowerCase()] = Array.isArray(v) ? v.join(", ") : v;
  // The client's address as the server knows it (the socket, or X-Forwarded-For's client only
  // behind TRUST_PROXY): SQL that records who signed must not read what the client wrote.
  delete headers["x-real-ip"];
  headers["x-forwarded-for"] = req.ip;
  const searchPath = [ident(schema), ...["public", "extensions"].filter((s) => s !== schema)].join(", ");
  return {
    readOnly,
    role: caller.role,
    claims: caller.claims,
    settings: {
      ...caller.settings,
      search_path: searchPath,
      "request.method": req.method,
      "request.path": path,
      "request.headers": JSON.stringify(headers),
      "request.cookies": JSON.stringify(cookies(req)),
    },
  };
}
