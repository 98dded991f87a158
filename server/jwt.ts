// HS256 JWTs with the server's secret: the anon and service-role keys, and verification of
// every Bearer token (PostgREST §2.10: 30 s clock skew, `alg` must be HS256).
import { errors, jwtVerify, SignJWT, type JWTPayload } from "jose";

export type Claims = JWTPayload & { role?: string; [k: string]: unknown };

export type Keys = { anonKey: string; serviceRoleKey: string };

const secretKey = (secret: string) => new TextEncoder().encode(secret);

export async function signJwt(secret: string, claims: Claims): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: "HS256", typ: "JWT" }).sign(secretKey(secret));
}

/** The two API keys derive from the secret, like Supabase's demo keys (fixed iat, long expiry). */
export async function deriveKeys(secret: string): Promise<Keys> {
  const iat = 1641769200;
  const exp = iat + 20 * 365 * 24 * 3600;
  const [anonKey, serviceRoleKey] = await Promise.all([
    signJwt(secret, { role: "anon", iss: "supabase-demo", iat, exp }),
    signJwt(secret, { role: "service_role", iss: "supabase-demo", iat, exp }),
  ]);
  return { anonKey, serviceRoleKey };
}

export type VerifyResult = { ok: true; claims: Claims } | { ok: false; reason: "expired" | "invalid"; message: string };

export async function verifyJwt(secret: string, token: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, secretKey(secret), { algorithms: ["HS256"], clockTolerance: 30 });
    return { ok: true, claims: payload as Claims };
  } catch (e) {
    if (e instanceof errors.JWTExpired) return { ok: false, reason: "expired", message: "JWT expired" };
    const detail = e instanceof Error ? e.message : String(e);
    return { ok: false, reason: "invalid", message: detail };
  }
}
