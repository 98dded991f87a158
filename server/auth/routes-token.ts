// POST /token (token.go): grant_type=password (rate-limited per address, IP and both), refresh_token
// (rotation, reuse detection) and pkce (auth code + verifier); anything else is refused.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ServerContext } from "../context.ts";
import { queryParam, readBody, type Body } from "./body.ts";
import { clientInfo, tx } from "./context.ts";
import { AuthError, badRequest, invalidCredentials, unprocessable, validationFailed } from "./errors.ts";
import { checkPassword, weakPasswordNote } from "./passwords.ts";
import { exchangeAuthCode } from "./pkce.ts";
import { assertSignInAllowed, clearSignInFailures, recordSignInFailure } from "./ratelimit.ts";
import { issueSession, refreshSession, type SessionJson } from "./sessions.ts";
import { findUserByEmail } from "./users.ts";

async function passwordGrant(ctx: ServerContext, req: FastifyRequest, body: Body): Promise<SessionJson> {
  const email = body.str("email").trim();
  const phone = body.str("phone");
  const password = body.str("password");
  if (email && phone)
    throw unprocessable("validation_failed", "Only an email address or phone number should be provided on login.");
  if (!email && !phone) throw validationFailed("missing email or phone");
  if (phone) throw badRequest("phone_provider_disabled", "Phone logins are disabled");

  const q = ctx.engine.query;
  await assertSignInAllowed(q, ctx.config.rateLimits, email, req.ip);
  const user = await findUserByEmail(q, email);
  // bcrypt runs outside any transaction (PGlite serialises them).
  const ok = await checkPassword(password, user?.encrypted_password);
  if (!user || !ok) {
    await recordSignInFailure(q, email, req.ip);
    throw invalidCredentials();
  }
  await clearSignInFailures(q, email, req.ip);
  if (user.banned) throw badRequest("user_banned", "User is banned");
  if (!ctx.config.autoconfirm && !user.email_confirmed_at)
    throw badRequest("email_not_confirmed", "Email not confirmed");

  const session = await tx(ctx, (t) => issueSession(ctx, t, user.id, "password", clientInfo(req)));
  const weak = weakPasswordNote(ctx.config, password);
  return weak ? { ...session, weak_password: weak } : session;
}

async function refreshGrant(ctx: ServerContext, req: FastifyRequest, body: Body): Promise<SessionJson> {
  const token = body.str("refresh_token");
  if (!token) throw validationFailed("refresh_token required");
  const result = await tx(ctx, (q) => refreshSession(ctx, q, token, clientInfo(req)));
  if (result instanceof AuthError) throw result;
  return result;
}

export function registerToken(app: FastifyInstance, ctx: ServerContext): void {
  app.post("/token", async (req) => {
    const grant = queryParam(req, "grant_type");
    const body = readBody(req);
    switch (grant) {
      case "password":
        return passwordGrant(ctx, req, body);
      case "refresh_token":
        return refreshGrant(ctx, req, body);
      case "pkce":
        return tx(ctx, (q) =>
          exchangeAuthCode(ctx, q, body.str("auth_code"), body.str("code_verifier"), clientInfo(req)),
        );
      default:
        throw badRequest("invalid_credentials", "unsupported_grant_type");
    }
  });
}
