// The signed-in user's whole context — identity, profile, roles, team membership, workspaces and
// managees — from one call to public.current_user_context() (every row read under RLS). The
// identity is the access token's subject as the REST server verified it. One read per access
// token, shared by Refine's identity and permissions and the shell's current user; `invalidate`
// (profile, role or workspace edits, sign-out) makes the next caller read again.
import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "../src/database.types.ts";
import type { AuthUserRow, TeamMemberRow, WorkspaceRow } from "../src/lib/session/types.ts";
import { invokeRpc } from "./rpc.ts";

export type CurrentUserContext = {
  user_id: string;
  email: string | null;
  user_metadata: Record<string, string | undefined>;
  profile: AuthUserRow | null;
  roles: string[];
  team_member: TeamMemberRow | null;
  workspace: WorkspaceRow | null;
  invited_workspace_ids: string[];
  main_workspace_id: string | null;
  managees: TeamMemberRow[];
};

export const readCurrentUserContext = async (supabase: SupabaseClient): Promise<CurrentUserContext | null> => {
  const { data, error } = await invokeRpc(supabase as SupabaseClient<Database>, "current_user_context", {});
  if (error) throw error;
  return (data as CurrentUserContext | null) ?? null;
};

/** Every loader's `invalidate`, for the shell's refresh after an edit of the user's own data. */
const loaders = new Set<() => void>();

/** Makes every loader read the context again at its next call. */
export const invalidateCurrentUserContext = (): void => {
  for (const invalidate of loaders) invalidate();
};

export const createCurrentUserContext = (supabase: SupabaseClient) => {
  let memo: { token: string; context: Promise<CurrentUserContext | null> } | null = null;
  const invalidate = () => {
    memo = null;
  };
  loaders.add(invalidate);
  const load = async (): Promise<CurrentUserContext | null> => {
    const { data } = await supabase.auth.getSession();
    const token = data.session?.access_token;
    if (!token) return null;
    if (memo?.token !== token) {
      const entry = { token, context: readCurrentUserContext(supabase) };
      memo = entry;
      // a failed read is not kept: the next caller reads (and reports) again
      entry.context.catch(() => {
        if (memo === entry) memo = null;
      });
    }
    return memo.context;
  };
  /**
   * The context the server read for this access token and embedded in the page
   * (src/app/embedded-reads.ts): the boot's load finds it instead of reading it again.
   */
  const seed = (token: string, context: CurrentUserContext | null): void => {
    memo = { token, context: Promise.resolve(context) };
  };
  return { load, invalidate, seed };
};

export type CurrentUserContextLoader = ReturnType<typeof createCurrentUserContext>;
