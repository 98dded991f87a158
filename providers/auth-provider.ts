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
import { createCookieStorage } from "../src/lib/session/cookie-storage.ts";
import { forgetIdentity, identifyOnce } from "./error-reporting.ts";
import type { CurrentUserContext, CurrentUserContextLoader } from "./current-user-context.ts";
import { sessionStorageKey } from "./supabase-client.ts";

export type Identity = { id: string; email: string; name: string; avatar?: string; context?: CurrentUserContext };

export const identityOf = (user: User): Identity => {
  const meta = (user.user_metadata ?? {}) as Record<string, string | undefined>;
  return {
    id: user.id,
    email: user.email ?? "",
    name: displayName({ first_name: meta.first_name, last_name: meta.last_name }),
    avatar: meta.avatar ?? meta.avatar_url,
  };
};

/** The identity of a user context: the profile's names, else the login's metadata (as identityOf). */
export const identityOfContext = (context: CurrentUserContext): Identity => {
  const meta = context.user_metadata ?? {};
  return {
    id: context.user_id,
    email: context.email ?? context.profile?.email ?? "",
    name: displayName({
      first_name: context.profile?.first_name ?? meta.first_name,
      last_name: context.profile?.last_name ?? meta.last_name,
    }),
    avatar: context.profile?.avatar ?? meta.avatar ?? meta.avatar_url,
  };
};

const failure = (error: unknown) => ({
  success: false,
  error: { name: t("toasts.errorTitle"), message: authErrorMessage(error) },
});

/** The signed-in user's roles, from their context (one read per access token until invalidated). */
export const rolesOf = async (context: CurrentUserContextLoader): Promise<AppRole[]> =>
  ((await context.load())?.roles ?? []).filter(isAppRole);

/**
 * Keeps error reporting in step with the session (identify once, forget on sign-out), and calls
 * `onSignedOut` (the app drops what it read with the previous session: the next user reads their own).
 */
export const watchSession = (supabase: AppSupabaseClient, onSignedOut: () => void = () => undefined) =>
  supabase.auth.onAuthStateChange((event, session) => {
    if (event === "SIGNED_OUT") {
      onSignedOut();
      void forgetIdentity();
    } else if (session?.user?.email) void identifyOnce(identityOf(session.user));
  });

export const createAuthProvider = (
  supabase: AppSupabaseClient,
  supabaseUrl: string,
  context: CurrentUserContextLoader,
): AuthProvider => ({
  login: async ({ email, password }: { email: string; password: string }) => {
    const { error } = await supabase.auth.signInWithPassword({ email, password });
    if (error) return failure(error);
    return { success: true, redirectTo: consumeRedirect(document) ?? "/" };
  },
  logout: async () => {
    context.invalidate();
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
    if (status === 401 || error?.code === "PGRST301")
      return { logout: true, redirectTo: "/login", error: error as Error };
    return {};
  },
  forgotPassword: async ({ email }: { email: string }) => {
    const redirectTo = `${window.location.origin}/auth/recovery`;
    const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo });
    if (error) return failure(error);
    return {
      success: true,
      successNotification: { message: t("toasts.successTitle"), description: t("auth.forgot.sent") },
    };
  },
  updatePassword: async ({ password }: { password: string }) => {
    const { error } = await supabase.auth.updateUser({ password });
    if (error) return failure(error);
    return {
      success: true,
      redirectTo: "/",
      successNotification: { message: t("toasts.successTitle"), description: t("auth.recovery.done") },
    };
  },
  getIdentity: async () => {
    const current = await context.load();
    return current ? { ...identityOfContext(current), context: current } : null;
  },
  getPermissions: async () => rolesOf(context),
});
