// Brakes on guessing and on mail floods, counted in auth._failed_sign_ins (one row per event and
// key, shared by every process on the database, kept across restarts), anchored on GoTrue:
// - password sign-ins: 5 failures for one address from one IP within 5 minutes, then (settings)
//   failures per client IP (password spraying across accounts) and per address whatever the IP;
//   past any of them 429 over_request_rate_limit, whatever the password, until the oldest
//   failure leaves the window; a successful sign-in clears its address's counters;
// - e-mails on request (/otp, /magiclink, /recover, /resend): one per address per
//   SMTP_MAX_FREQUENCY seconds and RATE_LIMIT_EMAIL_SENT per client IP per hour, 429
//   over_email_send_rate_limit, counted alike for known and unknown addresses so that the
//   answers never tell which addresses are registered.
import type { RateLimits } from "../config.ts";
import type { Query } from "../db/engine.ts";
import { tooManyRequests, type AuthError } from "./errors.ts";

export const MAX_FAILED_SIGN_INS = 5;
export const FAILED_SIGN_IN_WINDOW_SECONDS = 300;
const HOUR = 3600;

const normal = (email: string) => email.trim().toLowerCase();
export const signInKey = (email: string, ip: string) => `${normal(email)}|${ip}`;
const signInIpKey = (ip: string) => `sign-in-ip|${ip}`;
const signInAddressKey = (email: string) => `sign-in-address|${normal(email)}`;
const mailKey = (email: string) => `mail|${normal(email)}`;
const mailIpKey = (ip: string) => `mail-ip|${ip}`;

/**
 * Wrong 6-digit codes on POST /verify, counted per address whatever the IP (a code has only a
 * million values): 10 per 5 minutes, so a code cannot be guessed within its hour of validity.
 */
export const MAX_FAILED_OTPS = 10;
export const otpKey = (email: string) => `otp|${normal(email)}`;

const requestLimit = () => tooManyRequests("over_request_rate_limit", "Request rate limit reached");

/** Events of `key` within the last `windowSeconds`, and the age in seconds of the oldest of them. */
async function recent(q: Query, key: string, windowSeconds: number): Promise<{ n: number; oldestAge: number }> {
  const r = await q<{ n: number; oldest_age: number | null }>(
    `select count(*)::int as n, extract(epoch from now() - min(created_at))::float8 as oldest_age
       from auth._failed_sign_ins where key = $1 and created_at > now() - make_interval(secs => $2)`,
    [key, windowSeconds],
  );
  return { n: r.rows[0]?.n ?? 0, oldestAge: r.rows[0]?.oldest_age ?? 0 };
}

async function assertUnder(
  q: Query,
  key: string,
  max: number,
  windowSeconds: number,
  error: (waitSeconds: number) => AuthError,
) {
  const { n, oldestAge } = await recent(q, key, windowSeconds);
  if (n >= max) throw error(Math.max(1, Math.ceil(windowSeconds - oldestAge)));
}

export async function assertNotLocked(q: Query, key: string, max = MAX_FAILED_SIGN_INS): Promise<void> {
  await assertUnder(q, key, max, FAILED_SIGN_IN_WINDOW_SECONDS, requestLimit);
}

/** Records one event of `key`, forgetting those that left the longest window in use. */
export async function recordFailure(
  q: Query,
  key: string,
  windowSeconds = FAILED_SIGN_IN_WINDOW_SECONDS,
): Promise<void> {
  await q("delete from auth._failed_sign_ins where key = $1 and created_at <= now() - make_interval(secs => $2)", [
    key,
    windowSeconds,
  ]);
  await q("insert into auth._failed_sign_ins (key) values ($1)", [key]);
}

export async function clearFailures(q: Query, key: string): Promise<void> {
  await q("delete from auth._failed_sign_ins where key = $1", [key]);
}

/** Before checking a password: refused while any of its three counters is full. */
export async function assertSignInAllowed(q: Query, limits: RateLimits, email: string, ip: string): Promise<void> {
  await assertNotLocked(q, signInKey(email, ip));
  await assertNotLocked(q, signInIpKey(ip), limits.signInFailuresPerIp);
  await assertNotLocked(q, signInAddressKey(email), limits.signInFailuresPerAddress);
}

export async function recordSignInFailure(q: Query, email: string, ip: string): Promise<void> {
  for (const key of [signInKey(email, ip), signInIpKey(ip), signInAddressKey(email)]) await recordFailure(q, key);
}

export async function clearSignInFailures(q: Query, email: string, ip: string): Promise<void> {
  await clearFailures(q, signInKey(email, ip));
  await clearFailures(q, signInAddressKey(email));
}

/**
 * An e-mail is about to be asked for `email` by `ip`: refused past either limit, else counted
 * (before knowing whether the address exists, so both cases answer alike).
 */
export async function takeEmailSlot(q: Query, limits: RateLimits, email: string, ip: string): Promise<void> {
  if (limits.emailMinIntervalSeconds > 0) {
    await assertUnder(q, mailKey(email), 1, limits.emailMinIntervalSeconds, (wait) =>
      tooManyRequests(
        "over_email_send_rate_limit",
        `For security purposes, you can only request this after ${wait} seconds.`,
      ),
    );
  }
  await assertUnder(q, mailIpKey(ip), limits.emailsPerIpPerHour, HOUR, () =>
    tooManyRequests("over_email_send_rate_limit", "Email rate limit exceeded"),
  );
  if (limits.emailMinIntervalSeconds > 0) await recordFailure(q, mailKey(email), limits.emailMinIntervalSeconds);
  await recordFailure(q, mailIpKey(ip), HOUR);
}
