// Where each demo account's saved sign-in lives (written by sign-in.setup.ts, git-ignored), and
// the database reset the fixtures run before each spec file.
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import type { Account } from "../accounts.ts";

// A file per account and server port: two runs on one checkout keep their own sessions.
export const SESSIONS_DIR = process.env.E2E_SESSIONS_DIR ?? path.join(import.meta.dirname, "..", ".auth");

/** The storage state (the session's cookies) of a demo account on the server at `baseURL`. */
export const sessionFile = (account: Account, baseURL: string | undefined): string =>
  path.join(SESSIONS_DIR, `${account}-${baseURL ? new URL(baseURL).port || "default" : "default"}.json`);

/**
 * Restores the demo seed (and the sessions the setup saved): POST /_dev/reset, which the server
 * mounts with DEV_RESET=1 and answers from this machine only. A server started without it (an
 * E2E_BASE_URL run) answers 404: the specs then run on the data as they find it.
 */
export async function resetDatabase(request: APIRequestContext): Promise<"reset" | "unavailable"> {
  const response = await request.post("/_dev/reset");
  if (response.status() === 404) return "unavailable";
  if (!response.ok()) throw new Error(`/_dev/reset: ${response.status()} ${await response.text()}`);
  return "reset";
}
