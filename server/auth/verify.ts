// Token verification (verify.go): find the user by the link's token hash or by e-mail + OTP,
// check the token's age (1 h, the CLI's otp_expiry), then spend it: confirm the sign-up or
// invite, log in by recovery or magic link, or confirm one leg of a secure e-mail change.
import type { Query } from "../db/engine.ts";
import { forbidden, unprocessable } from "./errors.ts";
import { USER_SELECT, type UserRow } from "./json.ts";
import { stripFlowPrefix, tokenHash } from "./tokens.ts";
import { confirmEmail, findUserByEmail, setEmail } from "./users.ts";

export const OTP_EXPIRY_SECONDS = 3600;

export const VERIFY_TYPES = ["signup", "invite", "recovery", "magiclink", "email_change", "email"] as const;
export type VerifyType = (typeof VERIFY_TYPES)[number];
export const isVerifyType = (t: string): t is VerifyType => (VERIFY_TYPES as readonly string[]).includes(t);

/** A verification type once resolved (type `email` becomes signup or magiclink). */
export type Resolved = Exclude<VerifyType, "email">;

type TokenColumn = "confirmation_token" | "recovery_token" | "email_change_token_current" | "email_change_token_new";
type Candidate = { column: TokenColumn; sentAt: keyof UserRow; resolved: Resolved };

const confirmation = (resolved: Resolved): Candidate => ({
  column: "confirmation_token",
  sentAt: "confirmation_sent_at",
  resolved,
});
const recovery = (resolved: Resolved): Candidate => ({
  column: "recovery_token",
  sentAt: "recovery_sent_at",
  resolved,
});
const CANDIDATES: Record<VerifyType, Candidate[]> = {
  signup: [confirmation("signup")],
  invite: [confirmation("invite")],
  recovery: [recovery("recovery")],
  magiclink: [recovery("magiclink")],
  email_change: [
    { column: "email_change_token_current", sentAt: "email_change_sent_at", resolved: "email_change" },
    { column: "email_change_token_new", sentAt: "email_change_sent_at", resolved: "email_change" },
  ],
  email: [confirmation("signup"), recovery("magiclink")],
};

export type Match = { user: UserRow; resolved: Resolved; column: TokenColumn };

const linkInvalid = () => forbidden("otp_expired", "Email link is invalid or has expired");
const otpInvalid = () => forbidden("otp_expired", "Token has expired or is invalid");

function expired(user: UserRow, c: Candidate): boolean {
  const sent = user[c.sentAt];
  const t = typeof sent === "string" ? Date.parse(sent) : NaN;
  return !Number.isFinite(t) || t + OTP_EXPIRY_SECONDS * 1000 < Date.now();
}

/** verifyTokenHash: the link's token (with or without its `pkce_` prefix). */
export async function findByTokenHash(q: Query, type: VerifyType, hash: string): Promise<Match> {
  const bare = stripFlowPrefix(hash);
  if (!bare) throw linkInvalid();
  for (const c of CANDIDATES[type]) {
    const r = await q<UserRow>(
      `select ${USER_SELECT} from auth.users u where u.${c.column} in ($1::text, 'pkce_' || $1::text) limit 1`,
      [bare],
    );
    const user = r.rows[0];
    if (!user) continue;
    if (expired(user, c)) throw linkInvalid();
    return { user, resolved: c.resolved, column: c.column };
  }
  throw linkInvalid();
}

/** verifyUserAndToken for e-mail OTPs: the hash of address + code against each candidate column. */
export async function findByEmailOtp(q: Query, type: VerifyType, email: string, otp: string): Promise<Match> {
  let user = await findUserByEmail(q, email);
  if (!user && type === "email_change") {
    const r = await q<UserRow>(
      `select ${USER_SELECT} from auth.users u where lower(u.email_change) = lower($1) limit 1`,
      [email],
    );
    user = r.rows[0] ?? null;
  }
  if (!user) throw otpInvalid();
  const hash = tokenHash(email, otp);
  for (const c of CANDIDATES[type]) {
    const stored = user[c.column];
    if (stored && stripFlowPrefix(stored) === hash && !expired(user, c))
      return { user, resolved: c.resolved, column: c.column };
  }
  throw otpInvalid();
}

/**
 * Spends the matched token. Returns false when this was the first leg of a secure e-mail
 * change (the other address must confirm too), true when the user is now verified.
 */
export async function applyVerification(q: Query, m: Match): Promise<boolean> {
  const { user } = m;
  if (user.banned) throw forbidden("user_banned", "User is banned");
  switch (m.resolved) {
    case "signup":
    case "invite":
      await confirmEmail(q, user.id);
      return true;
    case "recovery":
    case "magiclink":
      await q("update auth.users set recovery_token = '', updated_at = now() where id = $1", [user.id]);
      await q("delete from auth.one_time_tokens where user_id = $1 and token_type = 'recovery_token'", [user.id]);
      if (!user.email_confirmed_at) await confirmEmail(q, user.id);
      return true;
    case "email_change":
      return applyEmailChange(q, m);
  }
}

async function applyEmailChange(q: Query, m: Match): Promise<boolean> {
  const { user } = m;
  const bothLegs = !!user.email && !!user.email_change_token_current && !!user.email_change_token_new;
  if (bothLegs && (user.email_change_confirm_status ?? 0) === 0) {
    await q(`update auth.users set ${m.column} = '', email_change_confirm_status = 1 where id = $1`, [user.id]);
    return false;
  }
  const newEmail = user.email_change ?? "";
  const taken = await q("select 1 from auth.users where lower(email) = lower($1) and id <> $2", [newEmail, user.id]);
  if (taken.rows.length > 0)
    throw unprocessable("email_exists", "A user with this email address has already been registered");
  await q(
    `update auth.users set email_change = '', email_change_token_current = '', email_change_token_new = '',
       email_change_confirm_status = 0, raw_user_meta_data = case when raw_user_meta_data ? 'email'
         then raw_user_meta_data || jsonb_build_object('email', $2::text) else raw_user_meta_data end
     where id = $1`,
    [user.id, newEmail],
  );
  await setEmail(q, user.id, newEmail, true);
  await q(
    "delete from auth.one_time_tokens where user_id = $1 and token_type in ('email_change_token_current', 'email_change_token_new')",
    [user.id],
  );
  if (!user.email_confirmed_at) await confirmEmail(q, user.id);
  return true;
}
