// Sign-in with e-mail and password on supabase-js, sign-out clearing the stored tokens,
// password recovery, identity and permissions (the user's roles) for Refine.
import type { AuthProvider } from "@refinedev/core";
import type { User } from "@supabase/supabase-js";
import type { AppSupabaseClient } from "./supabase-client.ts";
import { t } from "../src/i18n/index.ts";
import { authErrorMessage } from "../src/lib/auth/auth-error-message.ts";
import { displayName } from "../src/lib/names/display-name.ts";
import { isAppRole, type AppRole } from "../src/lib/roles/roles.ts";
import { consumeRedirect } from "../src/lib/routing/redirect-cookie.ts";
import { verifiedUser } from "../src/session/verified-user.ts";
import { createCookieStorage } from "../src/lib/session/cookie-storage.ts";
import { forgetIdentity, identifyOnce } from "./error-reporting.ts";
import { clearPrefetchedLists } from "./prefetched-lists.ts";
import { sessionStorageKey } from "./supabase-client.ts";

export type Identity = { id: string; email: string; name: string; avatar?: string };

export const identityOf = (user: User): Identity => {
  const meta = (user.user_metadata ?? {}) as Record<string, string | undefined>;
  return {
    id: user.id,
    email: user.email ?? "",
    name: displayName({ first_name: meta.first_name, last_name: meta.last_name }),
    avatar: meta.avatar ?? meta.avatar_url,
  };
};

const failure = (error: unknown) => ({ success: false, error: { name: t("toasts.errorTitle"), message: authErrorMessage(error) } });

export const fetchRoles = async (supabase: AppSupabaseClient, userId: string): Promise<AppRole[]> => {
  const { data, error } = await supabase.from("user_role").select("role").eq("user_id", userId);
  if (error) throw error;
  return (data ?? []).map((row: { role: unknown }) => row.role).filter(isAppRole);
};

/** The signed-in user's roles, fetched once per user until invalidated (role edits). */
export const createRolesLoader = (supabase: AppSupabaseClient) => {
  let cached: { userId: string; roles: Promise<AppRole[]> } | null = null;
  const load = async (): Promise<AppRole[]> => {
    const { data } = await supabase.auth.getSession();
    const userId = data.session?.user.id;
    if (!userId) return [];
    if (cached?.userId !== userId) {
      const roles = fetchRoles(supabase, userId);
      cached = { userId, roles };
      roles.catch(() => {
        cached = null;
      });
    }
    return cached.roles;
  };
  /**
   * Roles already on the way for `userId` (the boot read of the current user reads them too):
   * kept unless the loader has its own; null or a failure falls back to reading them here.
   */
  const seed = (userId: string, roles: Promise<AppRole[] | null>) => {
    if (cached) return;
    cached = { userId, roles: roles.catch(() => null).then((known) => known ?? fetchRoles(supabase, userId)) };
    cached.roles.catch(() => {
      cached = null;
    });
  };
  return { load, seed, invalidate: () => (cached = null) };
};

/**
 * Keeps error reporting in step with the session (identify once, forget on sign-out), and drops
 * on sign-out the list reads prefetched with the previous session: the next user reads their own.
 */
export const watchSession = (supabase: AppSupabaseClient) =>
  supabase.auth.onAuthStateChange((event, session) => {
    if (event === "SIGNED_OUT") {
      clearPrefetchedLists();
      void forgetIdentity();
    } else if (session?.user?.email) void identifyOnce(identityOf(session.user));
  });

export const createAuthProvider = (
  supabase: AppSupabaseClient,
  supabaseUrl: string,
  roles: ReturnType<typeof createRolesLoader>,
): AuthProvider => ({
  login: async ({ email, password }: { email: string; password: string }) => {
    const { error } = await supabase.auth.signInWithPassword({ email, password });
    if (error) return failure(error);
    return { success: true, redirectTo: consumeRedirect(document) ?? "/" };
  },
  logout: async () => {
    roles.invalidate();
    await supabase.auth.signOut().catch(() => undefined);
    createCookieStorage(document).removeItem(sessionStorageKey(supabaseUrl));
    return { success: true, redirectTo: "/login" };
  },
  check: async () => {
    const { data } = await supabase.auth.getSession();
    return data.session ? { authenticated: true } : { authenticated: false, redirectTo: "/login" };
  },
  onError: async (error: { status?: number; statusCode?: number; code?: string }) => {
    const status = error?.status ?? error?.statusCode;
    if (status === 401 || error?.code === "PGRST301") return { logout: true, redirectTo: "/login", error: error as Error };
    return {};
  },
  forgotPassword: async ({ email }: { email: string }) => {
    const redirectTo = `${window.location.origin}/auth/recovery`;
    const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo });
    if (error) return failure(error);
    return { success: true, successNotification: { message: t("toasts.successTitle"), description: t("auth.forgot.sent") } };
  },
  updatePassword: async ({ password }: { password: string }) => {
    const { error } = await supabase.auth.updateUser({ password });
    if (error) return failure(error);
    return { success: true, redirectTo: "/", successNotification: { message: t("toasts.successTitle"), description: t("auth.recovery.done") } };
  },
  getIdentity: async () => {
    const user = await verifiedUser(supabase);
    return user ? identityOf(user) : null;
  },
  getPermissions: async () => roles.load(),
});
