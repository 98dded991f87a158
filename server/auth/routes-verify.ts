// /verify (verify.go). POST: token_hash + type, or email + 6-digit token → Session (or the
// `{msg, code}` of a first e-mail-change leg). GET: the e-mail link → 303 to redirect_to with
// the session in the fragment (implicit), `?code=` (PKCE, `pkce_` token), or the error.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ServerContext } from "../context.ts";
import { queryParam, readBody } from "./body.ts";
import { clientInfo, tx } from "./context.ts";
import { validatePhone } from "./admin.ts";
import { AuthError, badRequest, forbidden, validationFailed } from "./errors.ts";
import { flowMethodOf, issueAuthCode } from "./pkce.ts";
import { assertNotLocked, clearFailures, MAX_FAILED_OTPS, otpKey, recordFailure } from "./ratelimit.ts";
import { referrer } from "./redirect.ts";
import { issueSession, type SessionJson } from "./sessions.ts";
import { PKCE_PREFIX } from "./tokens.ts";
import { validateEmail } from "./users.ts";
import { applyVerification, findByEmailOtp, findByTokenHash, isVerifyType, type VerifyType } from "./verify.ts";

const SINGLE_CONFIRMATION = "Confirmation link accepted. Please proceed to confirm link sent to the other email";

const OAUTH_ERRORS: Partial<Record<number, string>> = {
  400: "invalid_request",
  401: "unauthorized_client",
  403: "access_denied",
  500: "server_error",
  503: "temporarily_unavailable",
};

/** url.Values.Encode: keys sorted, `+` for spaces. */
const encodeSorted = (params: Record<string, string>) =>
  new URLSearchParams(Object.entries(params).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))).toString();

function sessionRedirect(target: string, s: SessionJson, type: string): string {
  const u = new URL(target);
  u.hash = encodeSorted({
    access_token: s.access_token,
    expires_at: String(s.expires_at),
    expires_in: String(s.expires_in),
    refresh_token: s.refresh_token,
    sb: "",
    token_type: s.token_type,
    type,
  });
  return u.toString();
}

function withQuery(target: string, params: Record<string, string>): URL {
  const u = new URL(target);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u;
}

function errorRedirect(target: string, e: AuthError, pkce: boolean): string {
  const oauth = OAUTH_ERRORS[e.status];
  const params: Record<string, string> = {
    ...(oauth ? { error: oauth } : {}),
    error_code: e.code,
    error_description: e.message,
  };
  const u = pkce ? withQuery(target, params) : new URL(target);
  u.hash = encodeSorted({ ...params, sb: "" });
  return u.toString();
}

function checkType(type: string): VerifyType {
  if (!type) throw validationFailed("Verify requires a verification type");
  if (type === "sms" || type === "phone_change")
    throw badRequest("phone_provider_disabled", "Unsupported phone provider");
  if (!isVerifyType(type)) throw validationFailed("Unsupported verification type");
  return type;
}

type Outcome = { kind: "session"; session: SessionJson } | { kind: "code"; code: string } | { kind: "first_leg" };

async function verifyLink(ctx: ServerContext, req: FastifyRequest, reply: FastifyReply) {
  const token = queryParam(req, "token");
  const target = referrer(ctx, req, queryParam(req, "redirect_to"));
  if (!token) throw validationFailed("Verify requires a token or a token hash");
  const type = checkType(queryParam(req, "type"));
  if (type === "email") throw validationFailed("Invalid email verification type");
  const pkce = token.startsWith(PKCE_PREFIX);
  let location: string;
  try {
    const out = await tx(ctx, async (q): Promise<Outcome> => {
      const match = await findByTokenHash(q, type, token);
      if (!(await applyVerification(q, match))) return { kind: "first_leg" };
      const method = flowMethodOf(match.resolved);
      if (pkce && method) return { kind: "code", code: await issueAuthCode(q, match.user.id, method) };
      return { kind: "session", session: await issueSession(ctx, q, match.user.id, "otp", clientInfo(req)) };
    });
    if (out.kind === "session") location = sessionRedirect(target, out.session, type);
    else if (out.kind === "code") location = withQuery(target, { code: out.code }).toString();
    else {
      const u = pkce ? withQuery(target, { message: SINGLE_CONFIRMATION }) : new URL(target);
      u.hash = new URLSearchParams({ message: SINGLE_CONFIRMATION }).toString();
      location = u.toString();
    }
  } catch (e) {
    if (!(e instanceof AuthError)) throw e;
    location = errorRedirect(target, e, pkce);
  }
  return reply.code(303).header("location", location).send();
}

export function registerVerify(app: FastifyInstance, ctx: ServerContext): void {
  app.get("/verify", (req, reply) => verifyLink(ctx, req, reply));

  app.post("/verify", async (req) => {
    const body = readBody(req);
    const token = body.str("token").replaceAll("-", "").trim();
    const hash = body.str("token_hash");
    if (!token && !hash) throw validationFailed("Verify requires a token or a token hash");
    const email = body.str("email");
    const phone = body.str("phone");
    // a phone OTP (verify.go isPhoneOtpVerification): the number is checked, then its token
    // looked up, even with phone sign-in off; no user has a phone token here, so it never matches
    if (token && phone && !email) {
      if (!body.str("type")) throw validationFailed("Verify requires a verification type");
      validatePhone(phone);
      throw forbidden("otp_expired", "Token has expired or is invalid");
    }
    const type = checkType(body.str("type"));
    if (!hash && !email) throw validationFailed("Only an email address or phone number should be provided on verify");
    const address = hash ? "" : validateEmail(email);
    const key = otpKey(address);
    if (!hash) await assertNotLocked(ctx.engine.query, key, MAX_FAILED_OTPS);
    try {
      return await tx(ctx, async (q) => {
        const match = hash ? await findByTokenHash(q, type, hash) : await findByEmailOtp(q, type, address, token);
        if (!hash) await clearFailures(q, key);
        if (!(await applyVerification(q, match))) return { msg: SINGLE_CONFIRMATION, code: "200" };
        return issueSession(ctx, q, match.user.id, "otp", clientInfo(req));
      });
    } catch (e) {
      if (!hash && e instanceof AuthError && e.code === "otp_expired") await recordFailure(ctx.engine.query, key);
      throw e;
    }
  });
}
