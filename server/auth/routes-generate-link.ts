// POST /admin/generate_link (mail.go adminGenerateLink): the link and OTP GoTrue would e-mail,
// handed to the admin instead (nothing is sent). Types: signup, invite, magiclink (a sign-up
// link for unknown addresses), recovery, email_change_current, email_change_new.
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.ts";
import type { Query } from "../db/engine.ts";
import { assertEmailFree } from "./admin.ts";
import { queryParam, readBody, type JsonObject } from "./body.ts";
import { tx } from "./context.ts";
import { notFound, unprocessable, validationFailed } from "./errors.ts";
import { issueEmailToken } from "./flows.ts";
import { requireAdmin } from "./guard.ts";
import { userJson, type UserRow } from "./json.ts";
import type { MailType } from "./mailer.ts";
import { checkPasswordStrength, hashPassword } from "./passwords.ts";
import { isRedirectAllowed, referrer } from "./redirect.ts";
import { findUserByEmail, insertUser, mergeUserMetadata, mustFindUser, validateEmail } from "./users.ts";

const TYPES: MailType[] = ["signup", "invite", "magiclink", "recovery", "email_change_current", "email_change_new"];
const taken = () => unprocessable("email_exists", "A user with this email address has already been registered");

export function registerGenerateLink(app: FastifyInstance, ctx: ServerContext): void {
  app.post("/admin/generate_link", async (req) => {
    await requireAdmin(ctx, req);
    const body = readBody(req);
    const email = validateEmail(body.str("email"));
    let type = TYPES.find((t) => t === body.str("type"));
    if (!type) throw validationFailed(`Invalid email action link type requested: ${body.str("type")}`);
    const data = body.obj("data") ?? {};
    const wanted = body.str("redirect_to") || queryParam(req, "redirect_to");
    const redirectTo = wanted && isRedirectAllowed(ctx, wanted) ? wanted : referrer(ctx, req, "");

    const user = await findUserByEmail(ctx.engine.query, email);
    let password = body.str("password");
    if (!user) {
      if (type === "magiclink") {
        type = "signup";
        password = "";
      } else if (type === "recovery" || type.startsWith("email_change")) {
        throw notFound("user_not_found", "User with this email not found");
      }
    }
    let hash = "";
    if (type === "signup" && !user && password !== "") {
      checkPasswordStrength(ctx.config, password, [email]);
      hash = await hashPassword(password);
    }
    const newEmail = type.startsWith("email_change") ? validateEmail(body.str("new_email")) : "";
    const action = type;

    return tx(ctx, async (q) => {
      const id = await prepareUser(q, action, user, email, hash, data, newEmail);
      const address = action === "email_change_new" ? newEmail : email;
      const t = await issueEmailToken(ctx, q, id, action, address, redirectTo);
      return {
        ...userJson(await mustFindUser(q, id)),
        action_link: t.link,
        email_otp: t.otp,
        hashed_token: t.hashedToken,
        verification_type: action,
        redirect_to: redirectTo,
      };
    });
  });
}

/** The user the link is for, created or updated as each link type requires. */
async function prepareUser(
  q: Query,
  type: MailType,
  user: UserRow | null,
  email: string,
  hash: string,
  data: JsonObject,
  newEmail: string,
): Promise<string> {
  if (type === "signup" || type === "invite") {
    if (user?.email_confirmed_at) throw taken();
    // an admin's sign-up link: the user's metadata is the data supplied, nothing added
    if (!user)
      return insertUser(q, {
        email,
        passwordHash: hash,
        userMetadata: data,
        appMetadata: { provider: "email", providers: ["email"] },
      });
    if (type === "signup") await mergeUserMetadata(q, user.id, data);
    return user.id;
  }
  if (!user) throw notFound("user_not_found", "User with this email not found");
  if (type === "email_change_current" || type === "email_change_new") {
    await assertEmailFree(q, newEmail, user.id);
    await q("update auth.users set email_change = $2, email_change_confirm_status = 0 where id = $1", [
      user.id,
      newEmail,
    ]);
  }
  return user.id;
}
