// The secrets GoTrue hands out: opaque refresh tokens, 6-digit OTPs with their token hashes
// (crypto.GenerateTokenHash: hex SHA-224 of address + OTP), and HS256 access tokens (§3.4).
import { createHash, randomBytes, randomInt } from "node:crypto";
import type { ServerContext } from "../context.ts";
import { signJwt } from "../jwt.ts";
import type { JsonObject } from "./body.ts";

export const PKCE_PREFIX = "pkce_";

export const randomToken = () => randomBytes(24).toString("base64url");

export const generateOtp = () => String(randomInt(0, 1_000_000)).padStart(6, "0");

export const tokenHash = (address: string, otp: string) =>
  createHash("sha224")
    .update(address + otp)
    .digest("hex");

/** GoTrue's addFlowPrefixToToken: PKCE links carry `pkce_` so /verify knows to answer with a code. */
export const withFlowPrefix = (hash: string, pkce: boolean) => (pkce ? PKCE_PREFIX + hash : hash);

export const stripFlowPrefix = (token: string) =>
  token.startsWith(PKCE_PREFIX) ? token.slice(PKCE_PREFIX.length) : token;

export type Amr = { method: string; timestamp: number };

export type AccessTokenInput = {
  userId: string;
  email: string | null;
  phone: string | null;
  role: string | null;
  appMetadata: JsonObject | null;
  userMetadata: JsonObject | null;
  isAnonymous: boolean;
  sessionId: string;
  amr: Amr[];
};

/** GenerateAccessToken: the claims of §3.4, `exp = iat + jwtExpiry`; returns the token and `exp`. */
export async function signAccessToken(
  ctx: ServerContext,
  t: AccessTokenInput,
): Promise<{ token: string; expiresAt: number }> {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + ctx.config.jwtExpiry;
  const token = await signJwt(ctx.config.jwtSecret, {
    aud: "authenticated",
    exp,
    iat,
    iss: `${ctx.publicUrl()}/auth/v1`,
    sub: t.userId,
    email: t.email ?? "",
    phone: t.phone ?? "",
    app_metadata: t.appMetadata ?? {},
    user_metadata: t.userMetadata ?? {},
    role: t.role || "authenticated",
    aal: "aal1",
    amr: t.amr,
    session_id: t.sessionId,
    is_anonymous: t.isAnonymous,
  });
  return { token, expiresAt: exp };
}
