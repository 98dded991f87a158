// Brute-force brake on password sign-ins: 5 failures for one e-mail from one IP within 5
// minutes answer 429 over_request_rate_limit, whatever the password, until the oldest of those
// failures leaves the window. Failures live in auth._failed_sign_ins (shared by every process
// on the database, survives restarts); a successful sign-in clears them.
import type { Query } from "../db/engine.ts";
import { tooManyRequests } from "./errors.ts";

export const MAX_FAILED_SIGN_INS = 5;
export const FAILED_SIGN_IN_WINDOW_SECONDS = 300;

export const signInKey = (email: string, ip: string) => `${email.trim().toLowerCase()}|${ip}`;

/**
 * Wrong 6-digit codes on POST /verify, counted per address whatever the IP (a code has only a
 * million values): 10 per 5 minutes, so a code cannot be guessed within its hour of validity.
 */
export const MAX_FAILED_OTPS = 10;
export const otpKey = (email: string) => `otp|${email.trim().toLowerCase()}`;

export async function assertNotLocked(q: Query, key: string, max = MAX_FAILED_SIGN_INS): Promise<void> {
  const r = await q<{ n: number }>(
    "select count(*)::int as n from auth._failed_sign_ins where key = $1 and created_at > now() - make_interval(secs => $2)",
    [key, FAILED_SIGN_IN_WINDOW_SECONDS],
  );
  if ((r.rows[0]?.n ?? 0) >= max) throw tooManyRequests("over_request_rate_limit", "Request rate limit reached");
}

export async function recordFailure(q: Query, key: string): Promise<void> {
  await q("delete from auth._failed_sign_ins where key = $1 and created_at <= now() - make_interval(secs => $2)", [
    key,
    FAILED_SIGN_IN_WINDOW_SECONDS,
  ]);
  await q("insert into auth._failed_sign_ins (key) values ($1)", [key]);
}

export async function clearFailures(q: Query, key: string): Promise<void> {
  await q("delete from auth._failed_sign_ins where key = $1", [key]);
}
