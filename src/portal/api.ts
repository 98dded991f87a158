// The spaces' calls: signing in with a 6-digit code sent by e-mail (never signing anyone up:
// only the agency invites), signing out everywhere, the SQL function a space's home reads, and
// the space's actions (callSpace: one SQL function each, its refusal said in French).
import type { Database } from "../database.types.ts";
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

type Functions = Database["public"]["Functions"];

/** A space action refused or failed: the database's French message, or the network's. */
export class SpaceError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

/** The French message of a failed call: the database's own for a refusal, else a generic one. */
const refusal = (error: { code?: string; message?: string }, fallback: string): string =>
  // the space functions refuse in French (P0001 raised, 42501/P0002 for access, 23xxx/22xxx
  // checks whose messages the functions word); PostgREST's own English errors are not shown
  error.code && /^(P0|42501|23|22)/.test(error.code) && error.message ? error.message : fallback;

/**
 * Calls a space's SQL function with its arguments, typed from the generated schema; throws a
 * SpaceError carrying the French message to show.
 */
export async function callSpace<F extends keyof Functions>(
  client: PortalClient,
  name: F,
  args: Functions[F]["Args"],
  messages: { network: string; failed: string },
): Promise<Functions[F]["Returns"]> {
  let answer: { data: unknown; error: { code?: string; message?: string } | null };
  try {
    answer = await client.rpc(name as string, args as Record<string, unknown>);
  } catch {
    throw new SpaceError(messages.network, undefined);
  }
  if (answer.error) throw new SpaceError(refusal(answer.error, messages.failed), answer.error.code);
  return answer.data as Functions[F]["Returns"];
}
