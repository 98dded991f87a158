// Sessions and refresh tokens (models/sessions.go, models/refresh_token.go, token_refresh.go):
// one auth.sessions row per sign-in, rotating refresh tokens with a 10 s reuse interval, reuse
// detection that revokes the session's whole token family, and the three logout scopes.
import { isIP } from "node:net";
import type { ServerContext } from "../context.ts";
import type { Query } from "../db/engine.ts";
import { AuthError, badRequest } from "./errors.ts";
import { userJson, type UserJson, type UserRow } from "./json.ts";
import { signAccessToken, randomToken, type Amr } from "./tokens.ts";
import { INSTANCE_ID, mustFindUser } from "./users.ts";

/** GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL of the CLI configs. */
export const REUSE_INTERVAL_SECONDS = 10;

export type ClientInfo = { ip: string; userAgent: string };

export type SessionJson = {
  access_token: string;
  token_type: "bearer";
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
  weak_password?: { reasons: string[]; message: string };
};

async function amrOf(q: Query, sessionId: string): Promise<Amr[]> {
  const r = await q<Amr>(
    `select authentication_method as method, extract(epoch from updated_at)::bigint as timestamp
     from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [sessionId],
  );
  return r.rows;
}

async function sessionJson(
  ctx: ServerContext,
  q: Query,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
): Promise<SessionJson> {
  const { token, expiresAt } = await signAccessToken(ctx, {
    userId: user.id,
    email: user.email,
    phone: user.phone,
    role: user.role,
    appMetadata: user.raw_app_meta_data,
    userMetadata: user.raw_user_meta_data,
    isAnonymous: user.is_anonymous,
    sessionId,
    amr: await amrOf(q, sessionId),
  });
  return {
    access_token: token,
    token_type: "bearer",
    expires_in: ctx.config.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

async function insertRefreshToken(q: Query, userId: string, sessionId: string, parent: string | null): Promise<string> {
  const token = randomToken();
  await q(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, $3, false, now(), now(), $4, $5)`,
    [INSTANCE_ID, token, userId, parent, sessionId],
  );
  return token;
}

/** issueRefreshToken: a new session for `userId`, signed in by `method` (an AMR method name). */
export async function issueSession(
  ctx: ServerContext,
  q: Query,
  userId: string,
  method: string,
  client: ClientInfo,
): Promise<SessionJson> {
  const s = await q<{ id: string }>(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values (gen_random_uuid(), $1, now(), now(), 'aal1', $2, $3::inet) returning id::text as id`,
    [userId, client.userAgent || null, isIP(client.ip) ? client.ip : null],
  );
  const sessionId = s.rows[0].id;
  await q(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values (gen_random_uuid(), $1, now(), now(), $2)`,
    [sessionId, method],
  );
  const refreshToken = await insertRefreshToken(q, userId, sessionId, null);
  await q("update auth.users set last_sign_in_at = now() where id = $1", [userId]);
  return sessionJson(ctx, q, await mustFindUser(q, userId), sessionId, refreshToken);
}

type TokenRow = {
  id: number;
  token: string;
  revoked: boolean;
  session_id: string | null;
  user_id: string;
  reusable: boolean;
};

const refreshError = (code: string, what: string) => badRequest(code, `Invalid Refresh Token: ${what}`);

/**
 * RefreshTokenGrant, inside one transaction. Within the reuse interval a revoked token is
 * answered with the session's active token when it is that token's parent (a client that lost
 * the response, or tabs refreshing together), else swapped again; later reuse revokes the
 * family and fails. The failure is returned, not thrown, so that the revocation commits.
 */
export async function refreshSession(
  ctx: ServerContext,
  q: Query,
  presented: string,
  client: ClientInfo,
): Promise<SessionJson | AuthError> {
  const r = await q<TokenRow>(
    `select id, token, revoked, session_id::text as session_id, user_id,
       updated_at + make_interval(secs => $2) >= now() as reusable
     from auth.refresh_tokens where token = $1 for update`,
    [presented, REUSE_INTERVAL_SECONDS],
  );
  const token = r.rows[0];
  if (!token) return refreshError("refresh_token_not_found", "Refresh Token Not Found");
  if (!token.session_id) return refreshError("session_not_found", "No Valid Session Found");
  const s = await q<{ expired: boolean }>(
    "select coalesce(not_after < now(), false) as expired from auth.sessions where id = $1 for update",
    [token.session_id],
  );
  if (!s.rows[0]) return refreshError("session_not_found", "No Valid Session Found");
  if (s.rows[0].expired) return refreshError("session_expired", "Session Expired");
  const user = await mustFindUser(q, token.user_id);
  if (user.banned) return badRequest("user_banned", "Invalid Refresh Token: User Banned");

  let issued: string | undefined;
  if (token.revoked) {
    const active = await q<{ token: string; parent: string | null }>(
      "select token, parent from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1",
      [token.session_id],
    );
    const current = active.rows[0];
    // Unlike GoTrue, the active token's parent is also bound by the interval: an old stolen
    // token must not stay usable forever just because the session has not refreshed since.
    if (!current || !token.reusable) {
      await q(
        "update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false",
        [token.session_id],
      );
      return refreshError("refresh_token_already_used", "Already Used");
    }
    if (current.parent === token.token) issued = current.token;
  }
  if (!issued) {
    await q("update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1", [token.id]);
    issued = await insertRefreshToken(q, token.user_id, token.session_id, token.token);
  }
  await q(
    `update auth.sessions set refreshed_at = now() at time zone 'UTC', updated_at = now(), user_agent = $2, ip = $3::inet
     where id = $1`,
    [token.session_id, client.userAgent || null, isIP(client.ip) ? client.ip : null],
  );
  return sessionJson(ctx, q, user, token.session_id, issued);
}

export type LogoutScope = "global" | "local" | "others";

/** models.Logout / LogoutSession / LogoutAllExceptMe; refresh tokens go with their sessions. */
export async function logout(
  q: Query,
  userId: string,
  sessionId: string | undefined,
  scope: LogoutScope,
): Promise<void> {
  if (sessionId && scope === "local") {
    await q("delete from auth.sessions where id = $1", [sessionId]);
  } else if (sessionId && scope === "others") {
    await q("delete from auth.sessions where user_id = $1 and id <> $2", [userId, sessionId]);
  } else {
    await q("delete from auth.sessions where user_id = $1", [userId]);
    await q("delete from auth.refresh_tokens where user_id = $1", [userId]);
  }
}

export async function sessionExists(q: Query, sessionId: string): Promise<boolean> {
  const r = await q("select 1 from auth.sessions where id = $1", [sessionId]);
  return r.rows.length > 0;
}
