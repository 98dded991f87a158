// The signed-in user as the auth server verifies it (/auth/v1/user), once per access token: the
// boot's current-user read, Refine's identity and its refetches share one request instead of
// one each. The token is passed explicitly, so supabase-js does not hold its auth lock while the
// request is on the network (it would hold back every REST read of the first screen). Null when
// the server refuses the token (as getUser's `data.user`); a verification older than
// MAX_AGE_MS, or one that gave no user, is asked again.
import type { SupabaseClient, User } from "@supabase/supabase-js";

export const MAX_AGE_MS = 60_000;

let memo: { token: string; at: number; user: Promise<User | null> } | null = null;

export const verifiedUser = async (supabase: SupabaseClient, now = Date.now): Promise<User | null> => {
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token;
  if (!token) return null;
  if (memo?.token === token && now() - memo.at <= MAX_AGE_MS) return memo.user;
  const user = supabase.auth.getUser(token).then(({ data: verified }) => verified.user ?? null);
  const entry = { token, at: now(), user };
  memo = entry;
  const forget = () => {
    if (memo === entry) memo = null;
  };
  user.then((verified) => verified ?? forget(), forget);
  return user;
};

/** Tests only. */
export const forgetVerifiedUser = (): void => {
  memo = null;
};
