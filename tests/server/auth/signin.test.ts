// Sign-up (autoconfirm), password sign-in and its errors, the access token's claims, the
// 2024-01-01 and legacy error shapes, and the failed sign-in rate limit, through supabase-js.
import { AuthApiError, AuthWeakPasswordError } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { client, serverUrl } from "../helpers.ts";
import { expectError, gotrue, ISO_TIMESTAMP, uniqueEmail, verifiedClaims } from "./helpers.ts";

describe("sign-up with mailer_autoconfirm", () => {
  it("creates a confirmed user and returns a session with GoTrue's User JSON", async () => {
    const email = uniqueEmail("Inscription");
    const { data, error } = await client().auth.signUp({
      email,
      password: "secret1",
      options: { data: { full_name: "Alice Martin" } },
    });
    expect(error).toBeNull();
    const { session, user } = data;
    expect(session?.token_type).toBe("bearer");
    expect(session?.expires_in).toBe(3600);
    expect(session?.refresh_token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(user).toMatchObject({
      aud: "authenticated",
      role: "authenticated",
      email: email.toLowerCase(),
      phone: "",
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: { full_name: "Alice Martin", email_verified: true },
      is_anonymous: false,
    });
    for (const k of ["email_confirmed_at", "confirmed_at", "last_sign_in_at", "created_at", "updated_at"] as const) {
      expect(user?.[k], k).toMatch(ISO_TIMESTAMP);
    }
    expect(user?.identities).toHaveLength(1);
    expect(user?.identities?.[0]).toMatchObject({
      id: user?.id,
      user_id: user?.id,
      provider: "email",
      email: email.toLowerCase(),
      identity_data: { sub: user?.id, email: email.toLowerCase(), email_verified: true, phone_verified: false },
    });
    expect(user?.identities?.[0].identity_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(user?.identities?.[0].identity_id).not.toBe(user?.id);
  });

  it("refuses an address already registered (422 user_already_exists)", async () => {
    const email = uniqueEmail("doublon");
    await client().auth.signUp({ email, password: "secret1" });
    const { data, error } = await client().auth.signUp({ email, password: "autre-secret" });
    expect(data.session).toBeNull();
    expect(error).toBeInstanceOf(AuthApiError);
    expect({ status: error?.status, code: error?.code, message: error?.message }).toEqual({
      status: 422,
      code: "user_already_exists",
      message: "User already registered",
    });
  });

  it("refuses a password under 6 characters (422 weak_password with reasons)", async () => {
    const { error } = await client().auth.signUp({ email: uniqueEmail("faible"), password: "12345" });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error?.status).toBe(422);
    expect(error?.code).toBe("weak_password");
    expect((error as AuthWeakPasswordError).reasons).toEqual(["length"]);
    expect(error?.message).toBe("Password should be at least 6 characters.");
  });

  it("validates the address and disables anonymous and phone sign-ups", async () => {
    await expectError(
      await gotrue("/signup", { body: { email: "pas-une-adresse", password: "secret1" } }),
      400,
      "validation_failed",
      "Unable to validate email address: invalid format",
    );
    const anon = await client().auth.signInAnonymously();
    expect(anon.error?.code).toBe("anonymous_provider_disabled");
    const phone = await client().auth.signUp({ phone: "+33612345678", password: "secret1" });
    expect(phone.error?.code).toBe("phone_provider_disabled");
  });
});

describe("password sign-in", () => {
  it("signs in, updates last_sign_in_at and issues a fresh session", async () => {
    const email = uniqueEmail("connexion");
    const up = await client().auth.signUp({ email, password: "secret1" });
    await new Promise((r) => setTimeout(r, 20));
    const { data, error } = await client().auth.signInWithPassword({ email: email.toUpperCase(), password: "secret1" });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(up.data.user?.id);
    expect(Date.parse(data.user?.last_sign_in_at ?? "")).toBeGreaterThan(
      Date.parse(up.data.user?.last_sign_in_at ?? ""),
    );
    expect(data.session?.refresh_token).not.toBe(up.data.session?.refresh_token);
    expect(data.weakPassword).toBeUndefined();
  });

  it("answers 400 invalid_credentials for a wrong password or an unknown user", async () => {
    const email = uniqueEmail("mauvais");
    await client().auth.signUp({ email, password: "secret1" });
    for (const creds of [
      { email, password: "incorrect" },
      { email: uniqueEmail("inconnu"), password: "secret1" },
    ]) {
      const { data, error } = await client().auth.signInWithPassword(creds);
      expect(data.session).toBeNull();
      expect(error).toBeInstanceOf(AuthApiError);
      expect({ status: error?.status, code: error?.code, message: error?.message }).toEqual({
        status: 400,
        code: "invalid_credentials",
        message: "Invalid login credentials",
      });
    }
  });

  it("sends the 2024-01-01 error shape with its headers, and the legacy shape without the version header", async () => {
    const body = { email: uniqueEmail("forme"), password: "secret1" };
    const modern = await gotrue("/token?grant_type=password", { body });
    expect(await expectError(modern, 400, "invalid_credentials")).toEqual({
      code: "invalid_credentials",
      message: "Invalid login credentials",
    });
    const legacy = await gotrue("/token?grant_type=password", { body, legacy: true });
    expect(legacy.status).toBe(400);
    expect(legacy.headers.get("x-supabase-api-version")).toBeNull();
    expect(legacy.headers.get("x-sb-error-code")).toBe("invalid_credentials");
    expect(await legacy.json()).toEqual({
      code: 400,
      error_code: "invalid_credentials",
      msg: "Invalid login credentials",
    });
  });

  it("rejects a body without credentials, an unknown grant type and malformed JSON", async () => {
    await expectError(
      await gotrue("/token?grant_type=password", { body: { password: "x" } }),
      400,
      "validation_failed",
      "missing email or phone",
    );
    await expectError(
      await gotrue("/token?grant_type=magic", { body: {} }),
      400,
      "invalid_credentials",
      "unsupported_grant_type",
    );
    const res = await fetch(`${serverUrl()}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { "X-Supabase-Api-Version": "2024-01-01", "Content-Type": "application/json" },
      body: "{pas du json",
    });
    await expectError(res, 400, "bad_json");
  });
});

describe("the access token", () => {
  it("carries GoTrue's claims, signed HS256 with the project secret", async () => {
    const email = uniqueEmail("jeton");
    const { data } = await client().auth.signUp({ email, password: "secret1", options: { data: { prenom: "Zoé" } } });
    const token = data.session?.access_token ?? "";
    const claims = await verifiedClaims(token);
    expect(claims).toMatchObject({
      iss: `${serverUrl()}/auth/v1`,
      sub: data.user?.id,
      aud: "authenticated",
      email: email.toLowerCase(),
      phone: "",
      role: "authenticated",
      aal: "aal1",
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: { prenom: "Zoé" },
      is_anonymous: false,
    });
    expect(typeof claims.aud).toBe("string");
    expect(claims.exp).toBe((claims.iat ?? 0) + 3600);
    expect(Math.abs((claims.iat ?? 0) - Date.now() / 1000)).toBeLessThan(30);
    expect(data.session?.expires_at).toBe(claims.exp);
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.amr).toEqual([{ method: "password", timestamp: expect.any(Number) }]);

    const signedIn = await client().auth.signInWithPassword({ email, password: "secret1" });
    const second = await verifiedClaims(signedIn.data.session?.access_token ?? "");
    expect(second.session_id).not.toBe(claims.session_id);

    const { data: viaClaims } = await client().auth.getClaims(token);
    expect(viaClaims?.claims.sub).toBe(data.user?.id);
  });
});

describe("rate limiting of failed sign-ins", () => {
  it("answers 429 over_request_rate_limit after 5 failures for one e-mail, even with the right password", async () => {
    const email = uniqueEmail("force-brute");
    await client().auth.signUp({ email, password: "secret1" });
    for (let i = 0; i < 5; i++) {
      const { error } = await client().auth.signInWithPassword({ email, password: `faux-${i}` });
      expect(error?.code).toBe("invalid_credentials");
    }
    const { data, error } = await client().auth.signInWithPassword({ email, password: "secret1" });
    expect(data.session).toBeNull();
    expect({ status: error?.status, code: error?.code, message: error?.message }).toEqual({
      status: 429,
      code: "over_request_rate_limit",
      message: "Request rate limit reached",
    });
    const other = uniqueEmail("voisin");
    await client().auth.signUp({ email: other, password: "secret1" });
    expect((await client().auth.signInWithPassword({ email: other, password: "secret1" })).error).toBeNull();
  });

  it("forgets earlier failures after a successful sign-in", async () => {
    const email = uniqueEmail("oubli");
    await client().auth.signUp({ email, password: "secret1" });
    for (let i = 0; i < 4; i++) await client().auth.signInWithPassword({ email, password: "faux" });
    expect((await client().auth.signInWithPassword({ email, password: "secret1" })).error).toBeNull();
    for (let i = 0; i < 4; i++) await client().auth.signInWithPassword({ email, password: "faux" });
    expect((await client().auth.signInWithPassword({ email, password: "secret1" })).error).toBeNull();
  });
});
