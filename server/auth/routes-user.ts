// The signed-in user (user.go, logout.go, reauthenticate.go): GET/PUT /user, POST /logout with
// its three scopes, GET /reauthenticate. All require a valid access token whose session exists.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ServerContext } from "../context.ts";
import { queryParam, readBody } from "./body.ts";
import { tx } from "./context.ts";
import { badRequest, forbidden, notFound, unprocessable, validationFailed } from "./errors.ts";
import { sendEmailAction, sendEmailChange } from "./flows.ts";
import { authenticate } from "./guard.ts";
import { userJson } from "./json.ts";
import { checkPassword, checkPasswordStrength, hashPassword } from "./passwords.ts";
import { createFlowState, readPkce } from "./pkce.ts";
import { referrer } from "./redirect.ts";
import { logout, type LogoutScope } from "./sessions.ts";
import { findUserByEmail, mergeUserMetadata, mustFindUser, setPasswordHash, validateEmail } from "./users.ts";

const SCOPES: LogoutScope[] = ["global", "local", "others"];

export function registerUser(app: FastifyInstance, ctx: ServerContext): void {
  app.get("/user", async (req) => userJson((await authenticate(ctx, req)).user));

  app.put("/user", async (req) => {
    const { user, sessionId } = await authenticate(ctx, req);
    const body = readBody(req);
    const email = body.str("email") ? validateEmail(body.str("email")) : "";
    const password = body.optStr("password");
    const data = body.obj("data");
    if (body.str("phone") && body.str("phone") !== user.phone)
      throw badRequest("phone_provider_disabled", "Unsupported phone provider");
    if (password !== undefined) checkPasswordStrength(ctx.config, password, [user.email ?? ""]);
    if (body.obj("app_metadata")) throw forbidden("not_admin", "Updating app_metadata requires admin privileges");
    const changesEmail = email !== "" && email !== user.email;
    if (changesEmail) {
      const other = await findUserByEmail(ctx.engine.query, email);
      if (other && other.id !== user.id)
        throw unprocessable("email_exists", "A user with this email address has already been registered");
    }
    let hash: string | undefined;
    if (password !== undefined) {
      if (await checkPassword(password, user.encrypted_password)) {
        throw unprocessable("same_password", "New password should be different from the old password.");
      }
      hash = await hashPassword(password);
    }
    const pkce = readPkce(body);
    const redirectTo = referrer(ctx, req, queryParam(req, "redirect_to"));
    return tx(ctx, async (q) => {
      if (hash !== undefined) {
        await setPasswordHash(q, user.id, hash);
        // A new password signs out every other session (user.UpdatePassword).
        await logout(q, user.id, sessionId, sessionId ? "others" : "global");
      }
      if (data) await mergeUserMetadata(q, user.id, data);
      if (changesEmail) {
        if (pkce) await createFlowState(q, user.id, pkce, "email_change");
        await sendEmailChange(ctx, q, user, email, redirectTo, !!pkce);
      }
      return userJson(await mustFindUser(q, user.id));
    });
  });

  // identity.go: manual linking (GOTRUE_SECURITY_MANUAL_LINKING_ENABLED) is off, as by default
  const manualLinkingDisabled = async (req: FastifyRequest) => {
    await authenticate(ctx, req);
    throw notFound("manual_linking_disabled", "Manual linking is disabled");
  };
  app.get("/user/identities/authorize", manualLinkingDisabled);
  app.delete("/user/identities/:id", manualLinkingDisabled);

  app.post("/logout", async (req, reply) => {
    const { user, sessionId } = await authenticate(ctx, req);
    const raw = queryParam(req, "scope") || "global";
    const scope = SCOPES.find((s) => s === raw);
    if (!scope) throw validationFailed(`Unsupported logout scope "${raw}"`);
    await tx(ctx, (q) => logout(q, user.id, sessionId, scope));
    return reply.code(204).send();
  });

  app.get("/reauthenticate", async (req) => {
    const { user } = await authenticate(ctx, req);
    if (!user.email)
      throw unprocessable("validation_failed", "Reauthentication requires the user to have an email or a phone number");
    if (!user.email_confirmed_at) throw unprocessable("email_not_confirmed", "Please verify your email first.");
    const email = user.email;
    await tx(ctx, (q) => sendEmailAction(ctx, q, user.id, "reauthentication", email, ""));
    return {};
  });
}
