import type { SupabaseClient } from "@supabase/supabase-js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetVerifiedUser, MAX_AGE_MS, verifiedUser } from "./verified-user.ts";

const client = (answers: Array<{ id: string } | null>) => {
  let token = "jeton-1";
  const getUser = vi.fn(async (jwt?: string) => ({ data: { user: answers.shift() ?? null }, error: null, jwt }));
  const supabase = { auth: { getSession: async () => ({ data: { session: token ? { access_token: token } : null } }), getUser } } as unknown as SupabaseClient;
  return { supabase, getUser, setToken: (next: string) => (token = next) };
};

afterEach(forgetVerifiedUser);

describe("verifiedUser", () => {
  it("asks the auth server once per access token, passing the token (no auth lock held)", async () => {
    const { supabase, getUser, setToken } = client([{ id: "u1" }, { id: "u2" }]);
    const [a, b] = await Promise.all([verifiedUser(supabase), verifiedUser(supabase)]);
    expect(a).toEqual({ id: "u1" });
    expect(b).toBe(a);
    expect(await verifiedUser(supabase)).toBe(a);
    expect(getUser).toHaveBeenCalledTimes(1);
    expect(getUser).toHaveBeenCalledWith("jeton-1");
    setToken("jeton-2");
    expect(await verifiedUser(supabase)).toEqual({ id: "u2" });
    expect(getUser).toHaveBeenLastCalledWith("jeton-2");
  });

  it("asks again once the verification is older than MAX_AGE_MS", async () => {
    const { supabase, getUser } = client([{ id: "u1" }, { id: "u1" }]);
    let now = 1_000;
    await verifiedUser(supabase, () => now);
    now += MAX_AGE_MS + 1;
    await verifiedUser(supabase, () => now);
    expect(getUser).toHaveBeenCalledTimes(2);
  });

  it("does not keep a refusal: null now, asked again next time", async () => {
    const { supabase, getUser } = client([null, { id: "u1" }]);
    expect(await verifiedUser(supabase)).toBeNull();
    await Promise.resolve();
    expect(await verifiedUser(supabase)).toEqual({ id: "u1" });
    expect(getUser).toHaveBeenCalledTimes(2);
  });

  it("is null without a session, without asking", async () => {
    const { supabase, getUser, setToken } = client([{ id: "u1" }]);
    setToken("");
    expect(await verifiedUser(supabase)).toBeNull();
    expect(getUser).not.toHaveBeenCalled();
  });
});
