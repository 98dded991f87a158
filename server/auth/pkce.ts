// PKCE for e-mail flows (models/flow_state.go, token.go PKCE): a challenge sent with signup,
// otp, recover, resend or an e-mail change becomes an auth.flow_state row; /verify issues its
// auth code; grant_type=pkce trades code + verifier for a session within 5 minutes.
import { createHash, timingSafeEqual } from "node:crypto";
import type { ServerContext } from "../context.ts";
import type { Query } from "../db/engine.ts";
import type { Body } from "./body.ts";
import { AuthError, badRequest, notFound, unprocessable, validationFailed } from "./errors.ts";
import { issueSession, type ClientInfo, type SessionJson } from "./sessions.ts";

/** GOTRUE_EXTERNAL_FLOW_STATE_EXPIRY_DURATION */
export const FLOW_STATE_EXPIRY_SECONDS = 300;

export type Pkce = { challenge: string; method: "s256" | "plain" };

/** models.AuthenticationMethod of the e-mail flows, keyed by verification type. */
export type FlowMethod = "email/signup" | "invite" | "magiclink" | "recovery" | "email_change";

const FLOW_METHODS: Partial<Record<string, FlowMethod>> = {
  signup: "email/signup",
  invite: "invite",
  magiclink: "magiclink",
  recovery: "recovery",
  email_change: "email_change",
};

export const flowMethodOf = (verifyType: string): FlowMethod | undefined => FLOW_METHODS[verifyType];

/** validatePKCEParams + ParseCodeChallengeMethod; null for the implicit flow. */
export function readPkce(body: Body): Pkce | null {
  const challenge = body.str("code_challenge");
  const method = body.str("code_challenge_method");
  if ((challenge === "") !== (method === ""))
    throw validationFailed("PKCE flow requires code_challenge_method and code_challenge");
  if (!challenge) return null;
  if (challenge.length < 43 || challenge.length > 128)
    throw validationFailed("code challenge has to be between 43 and 128 characters");
  const m = method.toLowerCase();
  if (m !== "s256" && m !== "plain") throw validationFailed(`unsupported code_challenge method "${method}"`);
  return { challenge, method: m };
}

export async function createFlowState(q: Query, userId: string, pkce: Pkce, method: FlowMethod): Promise<void> {
  await q(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
       created_at, updated_at, authentication_method)
     values (gen_random_uuid(), $1, gen_random_uuid()::text, $2, $3, $4, now(), now(), $5)`,
    [userId, pkce.method, pkce.challenge, method === "recovery" ? "recovery" : "email", method],
  );
}

/** issueAuthCode: the user's latest flow state for `method` gets its code issued now. */
export async function issueAuthCode(q: Query, userId: string, method: FlowMethod): Promise<string> {
  const r = await q<{ auth_code: string }>(
    `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
     where id = (select id from auth.flow_state where user_id = $1 and authentication_method = $2
                 order by created_at desc limit 1)
     returning auth_code`,
    [userId, method],
  );
  if (!r.rows[0]) throw badRequest("flow_state_not_found", "No associated flow state found.");
  return r.rows[0].auth_code;
}

function verifierMatches(challenge: string, method: string, verifier: string): boolean {
  const expected =
    method === "s256"
      ? createHash("sha256").update(verifier).digest("base64url")
      : method === "plain"
        ? verifier
        : null;
  if (expected === null) return false;
  const a = Buffer.from(challenge);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

type FlowRow = {
  id: string;
  user_id: string | null;
  code_challenge: string;
  code_challenge_method: string;
  authentication_method: string;
  expired: boolean;
};

/** grant_type=pkce, inside one transaction; the flow state is spent on success. */
export async function exchangeAuthCode(
  ctx: ServerContext,
  q: Query,
  authCode: string,
  verifier: string,
  client: ClientInfo,
): Promise<SessionJson> {
  if (!authCode || !verifier)
    throw validationFailed("invalid request: both auth code and code verifier should be non-empty");
  const r = await q<FlowRow>(
    `select id::text as id, user_id::text as user_id, code_challenge, code_challenge_method, authentication_method,
       coalesce(auth_code_issued_at, created_at) + make_interval(secs => $2) < now() as expired
     from auth.flow_state where auth_code = $1 and auth_code_issued_at is not null for update`,
    [authCode, FLOW_STATE_EXPIRY_SECONDS],
  );
  const flow = r.rows[0];
  if (!flow || !flow.user_id) throw notFound("flow_state_not_found", "invalid flow state, no valid flow state found");
  if (flow.expired) throw unprocessable("flow_state_expired", "invalid flow state, flow state has expired");
  if (!verifierMatches(flow.code_challenge, flow.code_challenge_method, verifier)) {
    const message =
      flow.code_challenge_method === "s256" || flow.code_challenge_method === "plain"
        ? "code challenge does not match previously saved code verifier"
        : "code challenge method not supported";
    throw new AuthError(400, "bad_code_verifier", message);
  }
  const session = await issueSession(ctx, q, flow.user_id, flow.authentication_method, client);
  await q("delete from auth.flow_state where id = $1", [flow.id]);
  return session;
}
