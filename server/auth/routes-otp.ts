// E-mails on request (otp.go, magic_link.go, recover.go, resend.go): POST /otp (and the legacy
// /magiclink) sends a magic link, signing the address up when create_user allows; POST /recover
// a password-reset link; POST /resend the confirmation or e-mail-change mail again. All answer
// `{}` whether or not the address is known (except /otp without create_user while sign-up is
// open, as GoTrue); with sign-up off, /otp creates nobody and says nothing about the address.
// Each is rate-limited per address and per IP (ratelimit.ts) before the address is looked up.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ServerContext } from "../context.ts";
import { queryParam, readBody } from "./body.ts";
import { tx } from "./context.ts";
import { badRequest, unprocessable, validationFailed } from "./errors.ts";
import { sendEmailAction, sendEmailChange } from "./flows.ts";
import { createFlowState, readPkce } from "./pkce.ts";
import { takeEmailSlot } from "./ratelimit.ts";
import { referrer } from "./redirect.ts";
import { insertEmailUser, sendConfirmation } from "./routes-signup.ts";
import { findUserByEmail, validateEmail } from "./users.ts";

const phoneDisabled = () => badRequest("phone_provider_disabled", "Unsupported phone provider");

async function otp(ctx: ServerContext, req: FastifyRequest, legacy: boolean): Promise<Record<string, never>> {
  const body = readBody(req);
  const email = body.str("email");
  const phone = body.str("phone");
  if (email && phone) throw validationFailed("Only an email address or phone number should be provided");
  if (email && body.str("channel")) throw validationFailed("Channel should only be specified with Phone OTP");
  const pkce = readPkce(body);
  if (phone) throw phoneDisabled();
  if (!email) {
    throw legacy
      ? unprocessable("validation_failed", "Password recovery requires an email")
      : validationFailed("One of email or phone must be set");
  }
  const address = validateEmail(email);
  const createUser = legacy || body.bool("create_user", true);
  const data = body.obj("data") ?? {};
  const redirectTo = referrer(ctx, req, queryParam(req, "redirect_to"));

  await takeEmailSlot(ctx.engine.query, ctx.config.rateLimits, address, req.ip);
  const user = await findUserByEmail(ctx.engine.query, address);
  // Sign-up off: an unknown address gets the answer a known one gets, and no account.
  if (!user && ctx.config.disableSignup) return {};
  if (!user && !createUser) throw unprocessable("otp_disabled", "Signups not allowed for otp");
  await tx(ctx, async (q) => {
    // A new address is signed up without a password; following the link confirms it.
    const id = user?.id ?? (await insertEmailUser(q, address, "", data));
    if (user?.email_confirmed_at || ctx.config.autoconfirm) {
      if (pkce) await createFlowState(q, id, pkce, "magiclink");
      await sendEmailAction(ctx, q, id, "magiclink", address, redirectTo, !!pkce);
    } else {
      // Confirmations off autoconfirm: the confirmation e-mail doubles as the magic link.
      await sendConfirmation(ctx, q, id, address, redirectTo, pkce);
    }
  });
  return {};
}

const RESEND_TYPES = ["signup", "email_change", "sms", "phone_change"];

export function registerOtp(app: FastifyInstance, ctx: ServerContext): void {
  app.post("/otp", (req) => otp(ctx, req, false));
  app.post("/magiclink", (req) => otp(ctx, req, true));

  app.post("/recover", async (req) => {
    const body = readBody(req);
    const email = body.str("email");
    if (!email) throw unprocessable("validation_failed", "Password recovery requires an email");
    const address = validateEmail(email);
    const pkce = readPkce(body);
    const redirectTo = referrer(ctx, req, queryParam(req, "redirect_to"));
    await takeEmailSlot(ctx.engine.query, ctx.config.rateLimits, address, req.ip);
    const user = await findUserByEmail(ctx.engine.query, address);
    if (!user) return {};
    await tx(ctx, async (q) => {
      if (pkce) await createFlowState(q, user.id, pkce, "recovery");
      await sendEmailAction(ctx, q, user.id, "recovery", address, redirectTo, !!pkce);
    });
    return {};
  });

  app.post("/resend", async (req) => {
    const body = readBody(req);
    const type = body.str("type");
    if (!RESEND_TYPES.includes(type))
      throw validationFailed("Missing one of these types: signup, email_change, sms, phone_change");
    if (type === "sms" || type === "phone_change") throw phoneDisabled();
    const email = body.str("email");
    if (!email) throw validationFailed("Type provided requires an email address");
    const address = validateEmail(email);
    const pkce = readPkce(body);
    const redirectTo = referrer(ctx, req, queryParam(req, "redirect_to"));
    await takeEmailSlot(ctx.engine.query, ctx.config.rateLimits, address, req.ip);
    const user = await findUserByEmail(ctx.engine.query, address);
    if (!user) return {};
    if (type === "signup") {
      if (user.email_confirmed_at) return {};
      await tx(ctx, (q) => sendConfirmation(ctx, q, user.id, address, redirectTo, pkce));
      return {};
    }
    const newEmail = user.email_change;
    if (!newEmail) return {};
    await tx(ctx, async (q) => {
      if (pkce) await createFlowState(q, user.id, pkce, "email_change");
      await sendEmailChange(ctx, q, user, newEmail, redirectTo, !!pkce);
    });
    return {};
  });
}
