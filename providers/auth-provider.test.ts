// @vitest-environment jsdom
// jsdom, not happy-dom: a cookie the provider clears is gone from document.cookie (happy-dom keeps it, empty)
import type { SupabaseClient, User } from "@supabase/supabase-js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { REDIRECT_COOKIE, rememberRedirect } from "../src/lib/routing/redirect-cookie.ts";
import { createAuthProvider, identityOf, watchSession } from "./auth-provider.ts";
import { createCurrentUserContext } from "./current-user-context.ts";

const URL_ = "http://localhost:8080";
const KEY = "sb-localhost-auth-token";

const CONTEXT = {
  user_id: "u1",
  email: "csm@renfort.test",
  user_metadata: { first_name: "Sarah", last_name: "Petit" },
  profile: null,
  roles: ["csm_team_member", "bogus"],
  team_member: null,
  workspace: null,
  invited_workspace_ids: [],
  main_workspace_id: null,
  managees: [],
};

const fakeSupabase = (overrides: Record<string, unknown> = {}) => {
  const rpc = vi.fn(async () => ({ data: CONTEXT, error: null }));
  const auth = {
    signInWithPassword: vi.fn(async () => ({ data: {}, error: null })),
    signOut: vi.fn(async () => ({ error: null })),
    getSession: vi.fn(async () => ({ data: { session: { user: { id: "u1" }, access_token: "jeton-u1" } } })),
    resetPasswordForEmail: vi.fn(async () => ({ error: null })),
    updateUser: vi.fn(async () => ({ error: null })),
    ...overrides,
  };
  const client = { auth, rpc } as unknown as SupabaseClient;
  return { client, auth, rpc };
};

const provider = (client: SupabaseClient) => createAuthProvider(client, URL_, createCurrentUserContext(client));

afterEach(() => {
  document.cookie.split(";").forEach((c) => (document.cookie = `${c.split("=")[0].trim()}=; Path=/; Max-Age=0`));
});

describe("authProvider", () => {
  it("signs in and goes back to the remembered page", async () => {
    const { client } = fakeSupabase();
    rememberRedirect(document, "/talents/list?page=2");
    await expect(provider(client).login({ email: "a@b.c", password: "x" })).resolves.toEqual({
      success: true,
      redirectTo: "/talents/list?page=2",
    });
    expect(document.cookie).not.toContain(REDIRECT_COOKIE);
  });

  it("signs in to the home page by default", async () => {
    const { client } = fakeSupabase();
    await expect(provider(client).login({ email: "a@b.c", password: "x" })).resolves.toMatchObject({ redirectTo: "/" });
  });

  it("explains a refused sign-in in French", async () => {
    const { client } = fakeSupabase({
      signInWithPassword: vi.fn(async () => ({
        data: {},
        error: { code: "invalid_credentials", status: 400, message: "Invalid login credentials" },
      })),
    });
    await expect(provider(client).login({ email: "a@b.c", password: "x" })).resolves.toEqual({
      success: false,
      error: { name: "Oops !", message: "E-mail ou mot de passe incorrect." },
    });
  });

  it("clears the stored tokens on sign-out, even when the server call fails", async () => {
    const { client, auth } = fakeSupabase({
      signOut: vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    });
    document.cookie = `${KEY}.0=abc; Path=/`;
    document.cookie = `${KEY}.1=def; Path=/`;
    await expect(provider(client).logout({})).resolves.toEqual({ success: true, redirectTo: "/login" });
    expect(auth.signOut).toHaveBeenCalled();
    expect(document.cookie).not.toContain(KEY);
  });

  it.each([
    [{ session: { user: { id: "u1" } } }, { authenticated: true }],
    [{ session: null }, { authenticated: false, redirectTo: "/login" }],
  ])("checks the session", async (data, expected) => {
    const { client } = fakeSupabase({ getSession: vi.fn(async () => ({ data })) });
    await expect(provider(client).check()).resolves.toEqual(expected);
  });

  it.each([
    [{ status: 401 }, true],
    [{ code: "PGRST301" }, true],
    [{ status: 403 }, false],
    [{ status: 500 }, false],
  ])("signs out on %j: %s", async (error, logout) => {
    const { client } = fakeSupabase();
    expect(!!(await provider(client).onError(error)).logout).toBe(logout);
  });

  it("gives the identity with a display name and the known roles from one context read per access token", async () => {
    const { client, rpc } = fakeSupabase();
    const auth = provider(client);
    await expect(auth.getIdentity?.()).resolves.toEqual({
      id: "u1",
      email: "csm@renfort.test",
      name: "Sarah Petit",
      avatar: undefined,
      context: CONTEXT,
    });
    await expect(auth.getPermissions?.()).resolves.toEqual(["csm_team_member"]);
    await auth.getPermissions?.();
    expect(rpc).toHaveBeenCalledTimes(1);
    expect(rpc).toHaveBeenCalledWith("current_user_context", {});
  });

  it("reads the context again once invalidated, or after a failure", async () => {
    const { client, rpc } = fakeSupabase();
    const context = createCurrentUserContext(client);
    await context.load();
    context.invalidate();
    await context.load();
    expect(rpc).toHaveBeenCalledTimes(2);
    rpc.mockImplementationOnce(async () => Promise.reject(new TypeError("Failed to fetch")));
    context.invalidate();
    await expect(context.load()).rejects.toThrow("Failed to fetch");
    await expect(context.load()).resolves.toEqual(CONTEXT);
    expect(rpc).toHaveBeenCalledTimes(4);
  });

  it("reads nothing without a session", async () => {
    const { client, rpc } = fakeSupabase({ getSession: vi.fn(async () => ({ data: { session: null } })) });
    await expect(provider(client).getIdentity?.()).resolves.toBeNull();
    expect(rpc).not.toHaveBeenCalled();
  });

  it("sends the recovery link to /auth/recovery", async () => {
    const { client, auth } = fakeSupabase();
    await provider(client).forgotPassword?.({ email: "a@b.c" });
    expect(auth.resetPasswordForEmail).toHaveBeenCalledWith("a@b.c", {
      redirectTo: `${window.location.origin}/auth/recovery`,
    });
  });
});

describe("identityOf", () => {
  it("falls back to the unnamed label", () => {
    expect(identityOf({ id: "u", email: "x@y.z", user_metadata: {} } as unknown as User).name).toBe("‼️ Non renseigné");
  });
});

describe("watchSession", () => {
  it("calls back when the session is signed out, not when it is refreshed", async () => {
    let listener: (event: string, session: unknown) => void = () => undefined;
    const client = {
      auth: {
        onAuthStateChange: (callback: typeof listener) => (
          (listener = callback),
          { data: { subscription: { unsubscribe: () => undefined } } }
        ),
      },
    } as unknown as SupabaseClient;
    const onSignedOut = vi.fn();
    watchSession(client, onSignedOut);
    listener("TOKEN_REFRESHED", { user: { id: "u1" } });
    expect(onSignedOut).not.toHaveBeenCalled();
    listener("SIGNED_OUT", null);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });
});
