// Who is calling: the verified Bearer JWT (or the `apikey` when no Authorization header is
// sent, e.g. signed links), mapped to a database role. Never trusts an unverified token.
import type { FastifyRequest } from "fastify";
import { verifyJwt, type Claims } from "../jwt.ts";

export type Identity =
  | { ok: true; role: string; claims: Claims; token?: string }
  | { ok: false; reason: "expired" | "invalid"; message: string };

export function bearerToken(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  if (typeof h === "string") {
    const m = /^Bearer\s+(.+)$/i.exec(h.trim());
    if (m) return m[1].trim();
  }
  return undefined;
}

/** The Bearer token, else the apikey header or query parameter. */
export function requestToken(req: FastifyRequest): string | undefined {
  const bearer = bearerToken(req);
  if (bearer) return bearer;
  const key = req.headers.apikey;
  if (typeof key === "string" && key.includes(".")) return key;
  const q = (req.query as Record<string, unknown> | undefined)?.apikey;
  return typeof q === "string" && q.includes(".") ? q : undefined;
}

export async function identify(secret: string, token: string | undefined): Promise<Identity> {
  if (!token) return { ok: true, role: "anon", claims: { role: "anon" } };
  const v = await verifyJwt(secret, token);
  if (!v.ok) return v;
  const role = typeof v.claims.role === "string" && v.claims.role ? v.claims.role : "anon";
  return { ok: true, role, claims: { ...v.claims, role }, token };
}
