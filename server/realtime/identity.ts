// Who a channel acts as: the join's `access_token` (else the socket's `apikey`), verified with
// the server's secret; the role and claims later used to re-read changed rows.
import { verifyJwt, type Claims } from "../jwt.ts";

export type RtIdentity = {
  role: string;
  claims: Claims;
  token: string;
  /** seconds since the epoch, when the token stops being valid */
  exp?: number;
};

export type IdentityResult = { ok: true; identity: RtIdentity } | { ok: false; reason: string };

/** Opaque `sb_…` keys carry no identity: the socket's JWT apikey stands for them. */
export function pickToken(accessToken: unknown, apikey: string | null): string | null {
  if (typeof accessToken === "string" && accessToken !== "" && !accessToken.startsWith("sb_")) return accessToken;
  return apikey;
}

export async function resolveIdentity(secret: string, token: string | null): Promise<IdentityResult> {
  if (!token) return { ok: false, reason: "InvalidJWTToken: Missing access token" };
  if (token.split(".").length !== 3)
    return { ok: false, reason: "MalformedJWT: The token provided is not a valid JWT" };
  const v = await verifyJwt(secret, token);
  if (!v.ok) {
    return v.reason === "expired"
      ? { ok: false, reason: "InvalidJWTToken: Token has expired" }
      : { ok: false, reason: "JwtSignatureError: Failed to validate JWT signature" };
  }
  const { role, exp } = v.claims;
  if (typeof role !== "string" || role === "") {
    return { ok: false, reason: "InvalidJWTToken: Fields `role` and `exp` are required in JWT" };
  }
  return { ok: true, identity: { role, claims: v.claims, token, exp: typeof exp === "number" ? exp : undefined } };
}

/** A stable key: channels with the same identity share one authorization check per change. */
export const identityKey = (id: RtIdentity) => `${id.role}\u0000${JSON.stringify(id.claims)}`;
