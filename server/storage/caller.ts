// Who calls storage: the verified JWT (Bearer, else apikey) mapped to a database role, and the
// transaction context that makes the RLS policies on storage.objects/buckets decide.
import type { FastifyRequest } from "fastify";
import type { TxContext } from "../db/engine.ts";
import { identify, requestToken } from "../http/identity.ts";
import type { Claims } from "../jwt.ts";
import { ERRORS } from "./errors.ts";

export type Caller = { role: "anon" | "authenticated" | "service_role"; claims: Claims; sub: string | null };

const ROLES = new Set(["anon", "authenticated", "service_role"]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const SERVICE_CALLER: Caller = { role: "service_role", claims: { role: "service_role" }, sub: null };

/** Storage's JWT plugin: a missing, bad or expired token is `AccessDenied` (403 in the body). */
export async function storageCaller(req: FastifyRequest, secret: string): Promise<Caller> {
  const token = requestToken(req);
  if (!token) throw ERRORS.accessDenied("Missing authorization header");
  const who = await identify(secret, token);
  if (!who.ok) {
    // the messages of the jsonwebtoken library storage uses
    throw ERRORS.accessDenied(
      who.reason === "expired" ? "jwt expired" : /signature/i.test(who.message) ? "invalid signature" : "jwt malformed",
    );
  }
  if (!ROLES.has(who.role)) throw ERRORS.accessDenied(`role "${who.role}" is not allowed`);
  const sub = typeof who.claims.sub === "string" && who.claims.sub ? who.claims.sub : null;
  return { role: who.role as Caller["role"], claims: who.claims, sub };
}

export function txFor(caller: Caller, readOnly = false): TxContext {
  return { role: caller.role, claims: caller.claims, readOnly };
}

/** The `owner` (uuid) and `owner_id` (text) columns storage fills from the token's `sub`. */
export function ownerColumns(sub: string | null): { owner: string | null; ownerId: string | null } {
  return { owner: sub && UUID.test(sub) ? sub : null, ownerId: sub };
}
