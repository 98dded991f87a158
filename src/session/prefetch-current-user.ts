// The signed-in user's reads, started at boot from the session in storage so that they run
// alongside the identity check instead of after it. The result is handed once to the first
// useCurrentUser of the same user; it is the same fetchCurrentUser (the user verified by the
// auth server, every row read under RLS), only earlier — the guards still wait for it.
import type { SupabaseClient } from "@supabase/supabase-js";
import { fetchCurrentUser } from "./fetch-current-user.ts";
import type { AppRole } from "../lib/roles/roles.ts";
import type { CurrentUser } from "./build-current-user.ts";

/** Past this, the boot read is dropped: the first screen has long been shown (or never will). */
const MAX_AGE_MS = 15_000;

let pending: { userId: string; at: number; user: Promise<CurrentUser | null>; refetch: () => Promise<CurrentUser | null> } | null = null;

/**
 * `onRoles` receives the same read's roles (null when the verified user is not the session's),
 * so that the access control need not read user_role a second time.
 */
export const prefetchCurrentUser = async (
  supabase: SupabaseClient,
  boardEmails: readonly string[],
  onRoles?: (userId: string, roles: Promise<AppRole[] | null>) => void,
): Promise<void> => {
  const { data } = await supabase.auth.getSession();
  const userId = data.session?.user.id;
  if (!userId) return;
  const user = fetchCurrentUser(supabase, boardEmails);
  user.catch(() => undefined); // a failure is fetched again, and reported, by the query
  pending = { userId, at: Date.now(), user, refetch: () => fetchCurrentUser(supabase, boardEmails) };
  onRoles?.(userId, user.then((read) => (read?.profile.id === userId ? read.roles : null)));
};

/** The boot read for `userId`, once; null when there is none, it is too old or another user's. */
export const takePrefetchedCurrentUser = (userId: string, now = Date.now()): Promise<CurrentUser | null> | null => {
  const taken = pending;
  pending = null;
  if (!taken || taken.userId !== userId || now - taken.at > MAX_AGE_MS) return null;
  // the session changed hands while the read was on the network: read again
  return taken.user.then((user) => (user && user.profile.id !== userId ? taken.refetch() : user));
};
