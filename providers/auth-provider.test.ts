// @vitest-environment jsdom
import type { SupabaseClient, User } from "@supabase/supabase-js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { REDIRECT_COOKIE, rememberRedirect } from "../src/lib/routing/redirect-cookie.ts";
import { forgetVerifiedUser } from "../src/session/verified-user.ts";
import { createAuthProvider, createRolesLoader, identityOf, watchSession } from "./auth-provider.ts";
import { storePrefetchedList, takePrefetchedList } from "./prefetched-lists.ts";

const URL_ = "http://localhost:8080";
const KEY = "sb-localhost-auth-token";

const fakeSupabase = (overrides: Record<string, unknown> = {}) => {
  const roles = vi.fn(async () => ({ data: [{ role: "csm_team_member" }, { role: "bogus" }], error: null }));
  const auth = {
    signInWithPassword: vi.fn(async () => ({ data: {}, error: null })),
    signOut: vi.fn(async () => ({ error: null })),
    getSession: vi.fn(async () => ({ data: { session: { user: { id: "u1" }, access_token: "jeton-u1" } } })),
    getUser: vi.fn(async () => ({ data: { user: { id: "u1", email: "csm@renfort.test", user_metadata: { first_name: "Sarah", last_name: "Petit" } } } })),
    resetPasswordForEmail: vi.fn(async () => ({ error: null })),
    updateUser: vi.fn(async () => ({ error: null })),
    ...overrides,
  };
  const client = { auth, from: () => ({ select: () => ({ eq: roles }) }) } as unknown as SupabaseClient;
  return { client, auth, roles };
};

const provider = (client: SupabaseClient) => createAuthProvider(client, URL_, createRolesLoader(client));

afterEach(() => {
  forgetVerifiedUser();
  document.cookie.split(";").forEach((c) => (document.cookie = `${c.split("=")[0].trim()}=; Path=/; Max-Age=0`));
});

describe("authProvider", () => {
  it("signs in and goes back to the remembered page", async () => {
    const { client } = fakeSupabase();
    rememberRedirect(document, "/talents/list?page=2");
    await expect(provider(client).login({ email: "a@b.c", password: "x" })).resolves.toEqual({ success: true, redirectTo: "/talents/list?page=2" });
    expect(document.cookie).not.toContain(REDIRECT_COOKIE);
  });

  it("signs in to the home page by default", async () => {
    const { client } = fakeSupabase();
    await expect(provider(client).login({ email: "a@b.c", password: "x" })).resolves.toMatchObject({ redirectTo: "/" });
  });

  it("explains a refused sign-in in French", async () => {
    const { client } = fakeSupabase({
      signInWithPassword: vi.fn(async () => ({ data: {}, error: { code: "invalid_credentials", status: 400, message: "Invalid login credentials" } })),
    });
    await expect(provider(client).login({ email: "a@b.c", password: "x" })).resolves.toEqual({
      success: false,
      error: { name: "Oops !", message: "E-mail ou mot de passe incorrect." },
    });
  });

  it("clears the stored tokens on sign-out, even when the server call fails", async () => {
    const { client, auth } = fakeSupabase({ signOut: vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))) });
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

  it("gives the identity with a display name, and the known roles once per user", async () => {
    const { client, roles } = fakeSupabase();
    const auth = provider(client);
    await expect(auth.getIdentity?.()).resolves.toEqual({ id: "u1", email: "csm@renfort.test", name: "Sarah Petit", avatar: undefined });
    await expect(auth.getPermissions?.()).resolves.toEqual(["csm_team_member"]);
    await auth.getPermissions?.();
    expect(roles).toHaveBeenCalledTimes(1);
  });

  it("sends the recovery link to /auth/recovery", async () => {
    const { client, auth } = fakeSupabase();
    await provider(client).forgotPassword?.({ email: "a@b.c" });
    expect(auth.resetPasswordForEmail).toHaveBeenCalledWith("a@b.c", { redirectTo: `${window.location.origin}/auth/recovery` });
  });
});

describe("identityOf", () => {
  it("falls back to the unnamed label", () => {
    expect(identityOf({ id: "u", email: "x@y.z", user_metadata: {} } as unknown as User).name).toBe("‼️ Non renseigné");
  });
});

describe("createRolesLoader seed", () => {
  it("uses the roles handed by the boot read instead of reading user_role again", async () => {
    const { client, roles } = fakeSupabase();
    const loader = createRolesLoader(client);
    loader.seed("u1", Promise.resolve(["consultant_team_member"]));
    await expect(loader.load()).resolves.toEqual(["consultant_team_member"]);
    expect(roles).not.toHaveBeenCalled();
  });

  it("reads them itself when the boot read has none (another user) or failed", async () => {
    for (const handed of [Promise.resolve(null), Promise.reject(new Error("réseau"))]) {
      const { client, roles } = fakeSupabase();
      const loader = createRolesLoader(client);
      loader.seed("u1", handed);
      await expect(loader.load()).resolves.toEqual(["csm_team_member"]);
      expect(roles).toHaveBeenCalledTimes(1);
    }
  });

  it("keeps its own roles and forgets the handed ones on invalidation", async () => {
    const { client, roles } = fakeSupabase();
    const loader = createRolesLoader(client);
    await loader.load();
    loader.seed("u1", Promise.resolve(["consultant_team_member"]));
    await expect(loader.load()).resolves.toEqual(["csm_team_member"]);
    loader.invalidate();
    await expect(loader.load()).resolves.toEqual(["csm_team_member"]);
    expect(roles).toHaveBeenCalledTimes(2);
  });
});

describe("watchSession", () => {
  it("drops the list reads prefetched with the session when it is signed out", async () => {
    let listener: (event: string, session: unknown) => void = () => undefined;
    const client = { auth: { onAuthStateChange: (callback: typeof listener) => ((listener = callback), { data: { subscription: { unsubscribe: () => undefined } } }) } } as unknown as SupabaseClient;
    watchSession(client);
    const read = { resource: "talent", pagination: { currentPage: 1, pageSize: 25 } };
    storePrefetchedList(read, Promise.resolve({ data: [{ id: "t1" }], total: 1 }));
    listener("TOKEN_REFRESHED", { user: { id: "u1" } });
    expect(takePrefetchedList(read)).not.toBeNull();
    storePrefetchedList(read, Promise.resolve({ data: [{ id: "t1" }], total: 1 }));
    listener("SIGNED_OUT", null);
    expect(takePrefetchedList(read)).toBeNull();
  });
});
