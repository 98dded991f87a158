// The spaces' calls: signing in with a 6-digit code sent by e-mail (never signing anyone up:
// only the agency invites), signing out everywhere, and the one SQL function a space's home reads.
// The functions' names are not in the generated schema's types yet (the database part of issue
// #50 adds them): this is the one place of the spaces that names them (eslint.config.js).
import type { PortalClient } from "./client.ts";

/** What went wrong while signing in, as the form says it. */
export type SignInProblem = "email" | "wait" | "code" | "tooMany" | "network" | "failed";

type AuthFailure = { name?: string; status?: number; code?: string; message?: string } | null | undefined;

const isNetwork = (e: NonNullable<AuthFailure>) => e.name === "AuthRetryableFetchError" || e.status === 0;

/** The problem of a failed code request; `null` when the answer must be the neutral one. */
export const sendProblem = (e: AuthFailure): SignInProblem | null => {
  if (!e) return null;
  if (isNetwork(e)) return "network";
  if (e.code === "over_email_send_rate_limit") return "wait";
  if (e.status === 429) return "tooMany";
  // an unknown address where sign-up is open: answered like a known one, with no account made
  if (e.code === "otp_disabled" || e.code === "signup_disabled") return null;
  if (e.code === "validation_failed" || e.code === "email_address_invalid") return "email";
  return "failed";
};

/** The problem of a refused code. */
export const verifyProblem = (e: NonNullable<AuthFailure>): SignInProblem => {
  if (isNetwork(e)) return "network";
  if (e.status === 429) return "tooMany";
  if (e.code === "otp_expired" || e.status === 403 || e.status === 401) return "code";
  return "failed";
};

/** Asks for a code by e-mail; the e-mail's link also leads back to `redirectTo`, signed in. */
export async function sendCode(client: PortalClient, email: string, redirectTo: string): Promise<SignInProblem | null> {
  try {
    const { error } = await client.auth.signInWithOtp({
      email,
      options: { shouldCreateUser: false, emailRedirectTo: redirectTo },
    });
    return sendProblem(error);
  } catch {
    return "network";
  }
}

export async function verifyCode(client: PortalClient, email: string, token: string): Promise<SignInProblem | null> {
  try {
    const { error } = await client.auth.verifyOtp({ email, token, type: "email" });
    return error ? verifyProblem(error) : null;
  } catch {
    return "network";
  }
}

/** Signs out on every device; offline, at least on this one. */
export async function signOut(client: PortalClient): Promise<void> {
  const { error } = await client.auth.signOut({ scope: "global" }).catch((e: unknown) => ({ error: e }));
  if (error) await client.auth.signOut({ scope: "local" }).catch(() => undefined);
}

export type HomeFunction = "talent_space_home" | "client_space_home";

/** Why a home cannot be shown: the user has no active access (42501), or the call failed. */
export class HomeError extends Error {
  constructor(
    readonly problem: "noAccess" | "failed",
    message: string,
  ) {
    super(message);
  }
}

export async function loadHome<T>(client: PortalClient, name: HomeFunction): Promise<T> {
  let answer: { data: unknown; error: { code?: string; message?: string } | null };
  try {
    answer = await client.rpc(name);
  } catch (e) {
    throw new HomeError("failed", e instanceof Error ? e.message : String(e));
  }
  const { data, error } = answer;
  if (error) throw new HomeError(error.code === "42501" ? "noAccess" : "failed", error.message ?? "");
  return data as T;
}
