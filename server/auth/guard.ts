// GoTrue's request guards (auth.go): requireAuthentication loads the JWT's user and session,
// requireAdminCredentials only checks that the JWT's role is an admin role (service_role).
import type { FastifyRequest } from "fastify";
import type { ServerContext } from "../context.ts";
import { bearerToken } from "../http/identity.ts";
import { verifyJwt, type Claims } from "../jwt.ts";
import { badRequest, forbidden, unauthorized } from "./errors.ts";
import type { UserRow } from "./json.ts";
import { sessionExists } from "./sessions.ts";
import { findUserById, isUuid } from "./users.ts";

/** GOTRUE_JWT_ADMIN_ROLES' default. */
const ADMIN_ROLES = ["service_role", "supabase_admin"];

export type Authenticated = { claims: Claims; user: UserRow; sessionId?: string };

async function parseClaims(ctx: ServerContext, req: FastifyRequest): Promise<Claims> {
  const token = bearerToken(req);
  if (!token) throw unauthorized("no_authorization", "This endpoint requires a valid Bearer token");
  const v = await verifyJwt(ctx.config.jwtSecret, token);
  if (!v.ok) {
    const why = v.reason === "expired" ? "token has invalid claims: token is expired" : v.message;
    throw forbidden("bad_jwt", `invalid JWT: unable to parse or verify signature, ${why}`);
  }
  return v.claims;
}

/** requireAuthentication + maybeLoadUserOrSession. */
export async function authenticate(ctx: ServerContext, req: FastifyRequest): Promise<Authenticated> {
  const claims = await parseClaims(ctx, req);
  const sub = typeof claims.sub === "string" ? claims.sub : "";
  if (!sub) throw forbidden("bad_jwt", "invalid claim: missing sub claim");
  if (!isUuid(sub)) throw badRequest("bad_jwt", "invalid claim: sub claim must be a UUID");
  const user = await findUserById(ctx.engine.query, sub);
  if (!user) throw forbidden("user_not_found", "User from sub claim in JWT does not exist");
  const sid = typeof claims.session_id === "string" ? claims.session_id : "";
  if (sid && sid !== "00000000-0000-0000-0000-000000000000") {
    if (!isUuid(sid) || !(await sessionExists(ctx.engine.query, sid))) {
      throw forbidden("session_not_found", "Session from session_id claim in JWT does not exist");
    }
    return { claims, user, sessionId: sid };
  }
  return { claims, user };
}

/** requireAdminCredentials — accepts every valid JWT whose role is listed in GOTRUE_JWT_ADMIN_ROLES. */
export async function requireAdmin(ctx: ServerContext, req: FastifyRequest): Promise<Claims> {
  const claims = await parseClaims(ctx, req);
  if (typeof claims.role !== "string" || !ADMIN_ROLES.includes(claims.role))
    throw forbidden("not_admin", "User not allowed");
  return claims;
}
