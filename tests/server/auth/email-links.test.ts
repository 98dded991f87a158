// E-mail flows through the dev outbox: password recovery, magic link / OTP, /verify by link,
// code and token hash, its error redirects, redirect URL validation, and the PKCE exchange.
import { AuthApiError } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { client, serverUrl } from "../helpers.ts";
import {
  clickLink,
  expectError,
  fragment,
  gotrue,
  lastMail,
  outbox,
  queryOf,
  uniqueEmail,
  verifiedClaims,
} from "./helpers.ts";

const APP = "http://localhost:5173";

async function member(tag: string) {
  const email = uniqueEmail(tag);
  const { error } = await client().auth.signUp({ email, password: "secret1" });
  expect(error).toBeNull();
  return email.toLowerCase();
}

const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";

describe("password recovery", () => {
  it("mails a French recovery link whose click lands on redirect_to with a recovery session", async () => {
    const email = await member("oubli");
    const { error } = await client().auth.resetPasswordForEmail(email, { redirectTo: `${APP}/update-password` });
    expect(error).toBeNull();
    const mail = await lastMail(email);
    expect(mail).toMatchObject({ to: email, subject: "Réinitialisez votre mot de passe", type: "recovery" });
    expect(mail.otp).toMatch(/^\d{6}$/);
    expect(mail.text).toContain(mail.link);
    expect(mail.text).toContain(mail.otp);
    expect(mail.html).toContain('lang="fr"');
    const link = new URL(mail.link ?? "");
    expect(`${link.origin}${link.pathname}`).toBe(`${serverUrl()}/auth/v1/verify`);
    expect(link.searchParams.get("type")).toBe("recovery");
    expect(link.searchParams.get("redirect_to")).toBe(`${APP}/update-password`);
    expect(link.searchParams.get("token")).toMatch(/^[0-9a-f]{56}$/);

    const location = await clickLink(mail.link ?? "");
    expect(location.startsWith(`${APP}/update-password#`)).toBe(true);
    const f = fragment(location);
    expect([...f.keys()]).toEqual([
      "access_token",
      "expires_at",
      "expires_in",
      "refresh_token",
      "sb",
      "token_type",
      "type",
    ]);
    expect(f.get("type")).toBe("recovery");
    expect(f.get("token_type")).toBe("bearer");
    expect(f.get("expires_in")).toBe("3600");
    const claims = await verifiedClaims(f.get("access_token") ?? "");
    expect(claims.email).toBe(email);
    expect(claims.amr).toEqual([{ method: "otp", timestamp: expect.any(Number) }]);

    const c = client();
    await c.auth.setSession({ access_token: f.get("access_token") ?? "", refresh_token: f.get("refresh_token") ?? "" });
    expect((await c.auth.updateUser({ password: "nouveau-secret" })).error).toBeNull();
    expect((await client().auth.signInWithPassword({ email, password: "nouveau-secret" })).error).toBeNull();
    // The link is spent.
    expect(fragment(await clickLink(mail.link ?? "")).get("error_code")).toBe("otp_expired");
  });

  it("answers 200 {} for an unknown address and sends nothing", async () => {
    const email = uniqueEmail("personne");
    const res = await gotrue("/recover", { body: { email } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect(await outbox(email)).toEqual([]);
  });

  it("verifies the recovery token hash by POST (PASSWORD_RECOVERY session)", async () => {
    const email = await member("hachage");
    await client().auth.resetPasswordForEmail(email);
    const mail = await lastMail(email);
    const c = client();
    const events: string[] = [];
    c.auth.onAuthStateChange((e) => void events.push(e));
    const { data, error } = await c.auth.verifyOtp({ token_hash: tokenOf(mail.link ?? ""), type: "recovery" });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect(events).toContain("PASSWORD_RECOVERY");
  });
});

describe("magic link and e-mail OTP", () => {
  it("signs an existing user in with the 6-digit code", async () => {
    const email = await member("code");
    expect((await client().auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error).toBeNull();
    const mail = await lastMail(email);
    expect(mail).toMatchObject({ subject: "Votre lien de connexion", type: "magiclink" });
    const wrong = await client().auth.verifyOtp({
      email,
      token: mail.otp === "000000" ? "111111" : "000000",
      type: "email",
    });
    expect(wrong.error).toBeInstanceOf(AuthApiError);
    expect({ status: wrong.error?.status, code: wrong.error?.code, message: wrong.error?.message }).toEqual({
      status: 403,
      code: "otp_expired",
      message: "Token has expired or is invalid",
    });
    const { data, error } = await client().auth.verifyOtp({ email, token: mail.otp ?? "", type: "email" });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect((await client().auth.verifyOtp({ email, token: mail.otp ?? "", type: "email" })).error?.code).toBe(
      "otp_expired",
    );
  });

  it("locks an address's codes after 10 wrong guesses (429), even for the right code", async () => {
    const email = await member("devine");
    await client().auth.signInWithOtp({ email });
    const { otp } = await lastMail(email);
    const wrong = otp === "000000" ? "111111" : "000000";
    for (let i = 0; i < 10; i++) {
      expect((await client().auth.verifyOtp({ email, token: wrong, type: "email" })).error?.code).toBe("otp_expired");
    }
    const { data, error } = await client().auth.verifyOtp({ email, token: otp ?? "", type: "email" });
    expect(data.session).toBeNull();
    expect({ status: error?.status, code: error?.code }).toEqual({ status: 429, code: "over_request_rate_limit" });
  });

  it("creates the user when create_user allows, and the link signs them in", async () => {
    const email = uniqueEmail("nouveau").toLowerCase();
    const { error } = await client().auth.signInWithOtp({
      email,
      options: { data: { source: "lien" }, emailRedirectTo: `${APP}/` },
    });
    expect(error).toBeNull();
    const mail = await lastMail(email);
    expect(mail.subject).toBe("Votre lien de connexion");
    const f = fragment(await clickLink(mail.link ?? ""));
    expect(f.get("type")).toBe("magiclink");
    const { data } = await client().auth.getUser(f.get("access_token") ?? "");
    expect(data.user).toMatchObject({ email, user_metadata: { source: "lien" } });
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });

  it("also answers the legacy POST /magiclink", async () => {
    const email = await member("ancien-lien");
    const res = await gotrue("/magiclink", { body: { email } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect((await lastMail(email)).subject).toBe("Votre lien de connexion");
  });

  it("refuses to create a user when create_user is false (422 otp_disabled)", async () => {
    const { error } = await client().auth.signInWithOtp({
      email: uniqueEmail("inconnu"),
      options: { shouldCreateUser: false },
    });
    expect({ status: error?.status, code: error?.code, message: error?.message }).toEqual({
      status: 422,
      code: "otp_disabled",
      message: "Signups not allowed for otp",
    });
  });

  it("redirects an invalid or spent link with the error in the fragment", async () => {
    const location = await clickLink(
      `${serverUrl()}/auth/v1/verify?token=0000&type=magiclink&redirect_to=${encodeURIComponent(`${APP}/connexion`)}`,
    );
    expect(location.startsWith(`${APP}/connexion#`)).toBe(true);
    expect(Object.fromEntries(fragment(location))).toEqual({
      error: "access_denied",
      error_code: "otp_expired",
      error_description: "Email link is invalid or has expired",
      sb: "",
    });
    await expectError(
      await gotrue("/verify", { body: { token_hash: "0000", type: "signup" } }),
      403,
      "otp_expired",
      "Email link is invalid or has expired",
    );
    await expectError(await gotrue("/verify", { body: { type: "signup" } }), 400, "validation_failed");
  });
});

describe("redirect URL validation", () => {
  it("keeps localhost and the server's own origin, and replaces any other origin by the site URL", async () => {
    const email = await member("redirection");
    const cases: Array<[string, string]> = [
      ["http://127.0.0.1:4000/retour", "http://127.0.0.1:4000/retour"],
      [`${serverUrl()}/app/retour`, `${serverUrl()}/app/retour`],
      ["https://pirate.example.com/vol", `${serverUrl()}/`],
      ["javascript:alert(1)", `${serverUrl()}/`],
    ];
    for (const [asked, expected] of cases) {
      await client().auth.resetPasswordForEmail(email, { redirectTo: asked });
      const mail = await lastMail(email);
      expect(new URL(mail.link ?? "").searchParams.get("redirect_to"), asked).toBe(expected);
    }
    const location = await clickLink(
      `${serverUrl()}/auth/v1/verify?token=x&type=recovery&redirect_to=https://pirate.example.com/`,
    );
    expect(location.startsWith(`${serverUrl()}/#`)).toBe(true);
  });
});

describe("PKCE", () => {
  it("magic link: /verify answers ?code= and exchangeCodeForSession trades it with the stored verifier", async () => {
    const email = await member("pkce");
    const c = client({ flowType: "pkce" });
    expect((await c.auth.signInWithOtp({ email, options: { emailRedirectTo: `${APP}/rappel?x=1` } })).error).toBeNull();
    const mail = await lastMail(email);
    expect(tokenOf(mail.link ?? "")).toMatch(/^pkce_[0-9a-f]{56}$/);
    const location = await clickLink(mail.link ?? "");
    expect(location.startsWith(`${APP}/rappel?`)).toBe(true);
    expect(queryOf(location).get("x")).toBe("1");
    const code = queryOf(location).get("code") ?? "";
    expect(code).toMatch(/^[0-9a-f-]{36}$/);
    expect(new URL(location).hash).toBe("");
    const { data, error } = await c.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect((await verifiedClaims(data.session?.access_token ?? "")).amr).toEqual([
      { method: "magiclink", timestamp: expect.any(Number) },
    ]);
    // A code is good once.
    const replay = await gotrue("/token?grant_type=pkce", { body: { auth_code: code, code_verifier: "x".repeat(43) } });
    await expectError(replay, 404, "flow_state_not_found", "invalid flow state, no valid flow state found");
  });

  it("recovery: the exchange reports a recovery redirect", async () => {
    const email = await member("pkce-oubli");
    const c = client({ flowType: "pkce" });
    await c.auth.resetPasswordForEmail(email, { redirectTo: `${APP}/update-password` });
    const code = queryOf(await clickLink((await lastMail(email)).link ?? "")).get("code") ?? "";
    const { data, error } = await c.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    // auth-js returns the flow the verifier was stored for (its type omits the field).
    expect((data as { redirectType?: string | null }).redirectType).toBe("recovery");
    expect(data.user?.email).toBe(email);
  });

  it("refuses a wrong verifier, empty parameters and an unknown code; plain challenges work", async () => {
    const email = await member("pkce-erreurs");
    const verifier = "v".repeat(50);
    const res = await gotrue("/otp", {
      body: { email, create_user: false, code_challenge: verifier, code_challenge_method: "plain" },
    });
    expect(res.status).toBe(200);
    const code = queryOf(await clickLink((await lastMail(email)).link ?? "")).get("code") ?? "";
    const pkce = (auth_code: string, code_verifier: string) =>
      gotrue("/token?grant_type=pkce", { body: { auth_code, code_verifier } });
    await expectError(
      await pkce(code, "w".repeat(50)),
      400,
      "bad_code_verifier",
      "code challenge does not match previously saved code verifier",
    );
    await expectError(
      await pkce("", verifier),
      400,
      "validation_failed",
      "invalid request: both auth code and code verifier should be non-empty",
    );
    await expectError(await pkce(crypto.randomUUID(), verifier), 404, "flow_state_not_found");
    const ok = await pkce(code, verifier);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { user: { email: string } }).user.email).toBe(email);
  });

  it("validates the challenge parameters", async () => {
    const email = await member("pkce-params");
    await expectError(
      await gotrue("/recover", { body: { email, code_challenge: "c".repeat(43) } }),
      400,
      "validation_failed",
      "PKCE flow requires code_challenge_method and code_challenge",
    );
    await expectError(
      await gotrue("/recover", { body: { email, code_challenge: "court", code_challenge_method: "s256" } }),
      400,
      "validation_failed",
    );
    await expectError(
      await gotrue("/recover", { body: { email, code_challenge: "c".repeat(43), code_challenge_method: "md5" } }),
      400,
      "validation_failed",
    );
  });
});

describe("resend", () => {
  it("answers {} for confirmed users and unknown addresses and validates the type", async () => {
    const email = await member("renvoi");
    const before = (await outbox(email)).length;
    expect((await client().auth.resend({ type: "signup", email })).error).toBeNull();
    expect((await client().auth.resend({ type: "signup", email: uniqueEmail("absent") })).error).toBeNull();
    expect((await outbox(email)).length).toBe(before);
    await expectError(await gotrue("/resend", { body: { email, type: "recovery" } }), 400, "validation_failed");
  });
});
