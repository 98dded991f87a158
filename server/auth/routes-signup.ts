// POST /signup (signup.go): e-mail + password sign-up. With mailer_autoconfirm the user is
// confirmed and signed in (Session); otherwise a confirmation e-mail goes out (PKCE: with a
// flow state) and the bare User comes back. Phone sign-ups are disabled, and e-mail sign-ups too
// unless GOTRUE_DISABLE_SIGNUP=false (422 signup_disabled). A body with neither e-mail nor phone
// is an anonymous sign-in (api.go's /signup route, anonymous.go), checked in GoTrue's order:
// 422 anonymous_provider_disabled unless GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED=true, then
// 422 signup_disabled under DISABLE_SIGNUP, else a session for a new user with is_anonymous.
import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ServerContext } from "../context.ts";
import type { Query } from "../db/engine.ts";
import { queryParam, readBody, type JsonObject } from "./body.ts";
import { clientInfo, tx } from "./context.ts";
import { badRequest, signupDisabled, unprocessable } from "./errors.ts";
import { sendEmailAction } from "./flows.ts";
import { userJson } from "./json.ts";
import { checkPasswordStrength, hashPassword } from "./passwords.ts";
import { createFlowState, readPkce, type Pkce } from "./pkce.ts";
import { referrer } from "./redirect.ts";
import { issueSession } from "./sessions.ts";
import { confirmEmail, findUserByEmail, insertUser, mustFindUser, validateEmail } from "./users.ts";

/** A self-service user: the identity's claims are mirrored into user_metadata, as GoTrue does. */
export function insertEmailUser(q: Query, email: string, passwordHash: string, data: JsonObject): Promise<string> {
  // GoTrue copies the new identity's data into the user's metadata, `sub` included
  const id = randomUUID();
  return insertUser(q, {
    id,
    email,
    passwordHash,
    userMetadata: { ...data, sub: id, email, email_verified: false, phone_verified: false },
    appMetadata: { provider: "email", providers: ["email"] },
  });
}

/** Sends (or re-sends) the confirmation e-mail of an unconfirmed user, with its flow state under PKCE. */
export async function sendConfirmation(
  ctx: ServerContext,
  q: Query,
  userId: string,
  email: string,
  redirectTo: string,
  pkce: Pkce | null,
): Promise<void> {
  if (pkce) await createFlowState(q, userId, pkce, "email/signup");
  await sendEmailAction(ctx, q, userId, "signup", email, redirectTo, !!pkce);
}

/** An anonymous user (ToUserModel for the anonymous provider): no e-mail, no identity, empty app_metadata. */
function signupAnonymously(ctx: ServerContext, req: FastifyRequest, data: JsonObject) {
  if (!ctx.config.anonymousUsersEnabled)
    throw unprocessable("anonymous_provider_disabled", "Anonymous sign-ins are disabled");
  if (ctx.config.disableSignup) throw signupDisabled();
  return tx(ctx, async (q) => {
    const id = await insertUser(q, {
      email: null,
      passwordHash: "",
      userMetadata: data,
      appMetadata: {},
      isAnonymous: true,
    });
    return issueSession(ctx, q, id, "anonymous", clientInfo(req));
  });
}

export function registerSignup(app: FastifyInstance, ctx: ServerContext): void {
  app.post("/signup", async (req) => {
    const body = readBody(req);
    const email = body.str("email");
    const phone = body.str("phone");
    if (email === "" && phone === "") return signupAnonymously(ctx, req, body.obj("data") ?? {});
    // GoTrue's DISABLE_SIGNUP: members are invited (POST /invite), nobody signs up alone.
    if (ctx.config.disableSignup) throw signupDisabled();
    const password = body.str("password");
    if (password === "") throw unprocessable("validation_failed", "Signup requires a valid password");
    checkPasswordStrength(ctx.config, password, [email]);
    if (email !== "" && phone !== "") {
      throw unprocessable("validation_failed", "Only an email address or phone number should be provided on signup.");
    }
    if (phone !== "") throw badRequest("phone_provider_disabled", "Phone signups are disabled");
    const address = validateEmail(email);
    const pkce = readPkce(body);
    const data = body.obj("data") ?? {};
    const redirectTo = referrer(ctx, req, queryParam(req, "redirect_to"));

    const existing = await findUserByEmail(ctx.engine.query, address);
    // Unlike GoTrue, an unconfirmed account is never signed in without proof of its password.
    if (existing && ctx.config.autoconfirm) throw unprocessable("user_already_exists", "User already registered");
    if (existing?.email_confirmed_at) {
      // Say nothing about who is registered: an obfuscated user, as GoTrue's sanitizeUser.
      // (An empty `identities` is how clients are told the address is taken, as on Supabase.)
      const now = new Date().toISOString().replace("Z", "000Z");
      return {
        id: randomUUID(),
        aud: "authenticated",
        role: "authenticated",
        email: address,
        phone: "",
        confirmation_sent_at: now,
        app_metadata: { provider: "email", providers: ["email"] },
        user_metadata: data,
        identities: [],
        created_at: now,
        updated_at: now,
        is_anonymous: false,
      };
    }
    const hash = existing ? "" : await hashPassword(password);
    return tx(ctx, async (q) => {
      const id = existing?.id ?? (await insertEmailUser(q, address, hash, data));
      if (ctx.config.autoconfirm) {
        await confirmEmail(q, id);
        return issueSession(ctx, q, id, "password", clientInfo(req));
      }
      // An unconfirmed user signing up again only gets the e-mail again (its password is not trusted).
      await sendConfirmation(ctx, q, id, address, redirectTo, pkce);
      return userJson(await mustFindUser(q, id));
    });
  });
}
