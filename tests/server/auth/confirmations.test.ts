// Flows that need a server of their own: mailer_autoconfirm off (sign-up → confirmation e-mail
// → verify, email_not_confirmed), and clock-dependent rules checked by ageing rows in its
// database (refresh-token reuse after the interval, the rate-limit window, PKCE flow-state and
// OTP expiry), plus users written straight into auth.users by a seed.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient, type Session } from "@supabase/supabase-js";
import bcrypt from "bcryptjs";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import WebSocket from "ws";
import { startServer, type RunningServer } from "../../../server/main.ts";
import { OPEN_AUTH } from "../open-auth.ts";
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

let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  const engine = inject("engine");
  dataDir = mkdtempSync(path.join(os.tmpdir(), "renfort-auth-"));
  server = await startServer(
    {
      port: 0,
      host: "127.0.0.1",
      dataDir,
      inMemory: engine === "pglite",
      databaseUrl: engine === "postgres" ? inject("databaseUrl") : undefined,
      jwtSecret: inject("jwtSecret"),
      migrationsDirs: [],
      seed: false,
      distDir: undefined,
      devMode: true,
      autoconfirm: false,
      ...OPEN_AUTH,
    },
    { ...process.env, DATABASE_URL: "" },
  );
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const sb = (flowType: "implicit" | "pkce" = "implicit") =>
  createClient(server.url, server.ctx.keys.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType },
    realtime: { transport: WebSocket as never },
  });
const q = (sql: string, params: unknown[]) => server.ctx.engine.query(sql, params);
const mails = (to: string) => outbox(to, server.url);
const mail = (to: string) => lastMail(to, server.url);
const call = (p: string, init: Parameters<typeof gotrue>[1] = {}) =>
  gotrue(p, { base: server.url, key: server.ctx.keys.anonKey, ...init });

async function confirmedUser(tag: string): Promise<string> {
  const email = uniqueEmail(tag).toLowerCase();
  const res = await call("/admin/users", {
    key: server.ctx.keys.serviceRoleKey,
    body: { email, password: "secret1", email_confirm: true },
  });
  expect(res.status).toBe(200);
  return email;
}

async function signIn(email: string): Promise<Session> {
  const { data, error } = await sb().auth.signInWithPassword({ email, password: "secret1" });
  expect(error).toBeNull();
  return data.session as Session;
}

describe("sign-up with confirmations on", () => {
  it("returns the user without a session, mails a French confirmation, and refuses sign-in until confirmed", async () => {
    const email = uniqueEmail("confirme").toLowerCase();
    const { data, error } = await sb().auth.signUp({
      email,
      password: "secret1",
      options: { emailRedirectTo: "http://localhost:5173/" },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email, app_metadata: { provider: "email" } });
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();

    const m = await mail(email);
    expect(m).toMatchObject({ subject: "Confirmez votre inscription", type: "signup" });
    expect(m.otp).toMatch(/^\d{6}$/);
    expect(m.link).toContain(`${server.url}/auth/v1/verify?token=`);
    expect(m.link).toContain("&type=signup&redirect_to=http%3A%2F%2Flocalhost%3A5173%2F");

    const refused = await sb().auth.signInWithPassword({ email, password: "secret1" });
    expect({ status: refused.error?.status, code: refused.error?.code, message: refused.error?.message }).toEqual({
      status: 400,
      code: "email_not_confirmed",
      message: "Email not confirmed",
    });

    const f = fragment(await clickLink(m.link ?? ""));
    expect(f.get("type")).toBe("signup");
    const { data: me } = await sb().auth.getUser(f.get("access_token") ?? "");
    expect(me.user?.email_confirmed_at).toBeTruthy();
    expect(me.user?.user_metadata.email_verified).toBe(true);
    expect((await sb().auth.signInWithPassword({ email, password: "secret1" })).error).toBeNull();
  });

  it("confirms with the 6-digit code too", async () => {
    const email = uniqueEmail("code").toLowerCase();
    await sb().auth.signUp({ email, password: "secret1" });
    const m = await mail(email);
    const { data, error } = await sb().auth.verifyOtp({ email, token: m.otp ?? "", type: "signup" });
    expect(error).toBeNull();
    expect(data.session?.user.email_confirmed_at).toBeTruthy();
  });

  it("does not reveal a confirmed address: a repeated sign-up gets an obfuscated user without identities", async () => {
    const email = await confirmedUser("deja-la");
    const { data, error } = await sb().auth.signUp({ email, password: "nimporte" });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect((await mails(email)).length).toBe(0);
  });

  it("resend mails a fresh confirmation and spends the previous link", async () => {
    const email = uniqueEmail("renvoi").toLowerCase();
    await sb().auth.signUp({ email, password: "secret1" });
    const first = await mail(email);
    expect((await sb().auth.resend({ type: "signup", email })).error).toBeNull();
    const all = await mails(email);
    expect(all).toHaveLength(2);
    expect(all[0].link).not.toBe(first.link);
    expect(fragment(await clickLink(first.link ?? "")).get("error_code")).toBe("otp_expired");
    expect(fragment(await clickLink(all[0].link ?? "")).get("type")).toBe("signup");
  });

  it("PKCE sign-up: the confirmation link answers ?code= that exchangeCodeForSession trades", async () => {
    const email = uniqueEmail("pkce-inscription").toLowerCase();
    const c = sb("pkce");
    const { data } = await c.auth.signUp({
      email,
      password: "secret1",
      options: { emailRedirectTo: "http://localhost:5173/auth/callback" },
    });
    expect(data.session).toBeNull();
    const location = await clickLink((await mail(email)).link ?? "");
    expect(location.startsWith("http://localhost:5173/auth/callback?code=")).toBe(true);
    const exchanged = await c.auth.exchangeCodeForSession(queryOf(location).get("code") ?? "");
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(email);
    expect((await verifiedClaims(exchanged.data.session?.access_token ?? "")).amr).toEqual([
      { method: "email/signup", timestamp: expect.any(Number) },
    ]);
  });

  it("a magic link for a new address is the confirmation e-mail", async () => {
    const email = uniqueEmail("otp-nouveau").toLowerCase();
    expect((await sb().auth.signInWithOtp({ email })).error).toBeNull();
    const m = await mail(email);
    expect(m.subject).toBe("Confirmez votre inscription");
    expect(fragment(await clickLink(m.link ?? "")).get("access_token")).toBeTruthy();
  });

  it("reports mailer_autoconfirm false in /settings", async () => {
    expect(((await (await call("/settings")).json()) as { mailer_autoconfirm: boolean }).mailer_autoconfirm).toBe(
      false,
    );
  });
});

describe("rules with a clock", () => {
  it("a refresh token reused after the 10 s interval is refused and revokes the whole session family", async () => {
    const session = await signIn(await confirmedUser("reutilise"));
    const refresh = (refresh_token: string) => call("/token?grant_type=refresh_token", { body: { refresh_token } });
    const first = await refresh(session.refresh_token);
    const active = ((await first.json()) as Session).refresh_token;
    await q("update auth.refresh_tokens set updated_at = now() - interval '11 seconds' where token = $1", [
      session.refresh_token,
    ]);
    await expectError(
      await refresh(session.refresh_token),
      400,
      "refresh_token_already_used",
      "Invalid Refresh Token: Already Used",
    );
    await expectError(await refresh(active), 400, "refresh_token_already_used");
    const { error } = await sb().auth.refreshSession({ refresh_token: active });
    expect({ status: error?.status, code: error?.code }).toEqual({ status: 400, code: "refresh_token_already_used" });
  });

  it("within the interval a stale token (not the active one's parent) is swapped again", async () => {
    const session = await signIn(await confirmedUser("intervalle"));
    const refresh = (refresh_token: string) => call("/token?grant_type=refresh_token", { body: { refresh_token } });
    const t1 = ((await (await refresh(session.refresh_token)).json()) as Session).refresh_token;
    const t2 = ((await (await refresh(t1)).json()) as Session).refresh_token;
    const replay = await refresh(session.refresh_token);
    expect(replay.status).toBe(200);
    const t3 = ((await replay.json()) as Session).refresh_token;
    expect([session.refresh_token, t1, t2]).not.toContain(t3);
  });

  it("the sign-in lock lifts once the failures leave the 5-minute window", async () => {
    const email = await confirmedUser("fenetre");
    for (let i = 0; i < 5; i++) await sb().auth.signInWithPassword({ email, password: "faux" });
    expect((await sb().auth.signInWithPassword({ email, password: "secret1" })).error?.status).toBe(429);
    await q("update auth._failed_sign_ins set created_at = created_at - interval '301 seconds' where key like $1", [
      `${email}|%`,
    ]);
    expect((await sb().auth.signInWithPassword({ email, password: "secret1" })).error).toBeNull();
  });

  it("an auth code not exchanged within 5 minutes answers 422 flow_state_expired", async () => {
    const email = await confirmedUser("pkce-expire");
    const c = sb("pkce");
    await c.auth.signInWithOtp({ email });
    const code = queryOf(await clickLink((await mail(email)).link ?? "")).get("code") ?? "";
    await q("update auth.flow_state set auth_code_issued_at = now() - interval '301 seconds' where auth_code = $1", [
      code,
    ]);
    const { error } = await c.auth.exchangeCodeForSession(code);
    expect({ status: error?.status, code: error?.code, message: error?.message }).toEqual({
      status: 422,
      code: "flow_state_expired",
      message: "invalid flow state, flow state has expired",
    });
  });

  it("links and codes older than an hour are refused as otp_expired", async () => {
    const email = await confirmedUser("vieux-lien");
    await sb().auth.resetPasswordForEmail(email);
    const m = await mail(email);
    await q("update auth.users set recovery_sent_at = now() - interval '61 minutes' where email = $1", [email]);
    const f = fragment(await clickLink(m.link ?? ""));
    expect(f.get("error_code")).toBe("otp_expired");
    expect(f.get("error_description")).toBe("Email link is invalid or has expired");
    const { error } = await sb().auth.verifyOtp({ email, token: m.otp ?? "", type: "recovery" });
    expect({ status: error?.status, code: error?.code }).toEqual({ status: 403, code: "otp_expired" });
  });
});

async function seedUser(email: string, hash: string): Promise<string> {
  const id = crypto.randomUUID();
  await q(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, now(),
       '{"provider":"email","providers":["email"]}', '{"full_name":"Graine"}', now(), now())`,
    [id, email, hash],
  );
  await q(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1::text, $1::uuid, jsonb_build_object('sub', $1::text, 'email', $2::text), 'email', now(), now())`,
    [id, email],
  );
  return id;
}

describe("users written by a seed straight into auth.users", () => {
  it.each([
    ["$2a$", (h: string) => h.replace(/^\$2b\$/, "$2a$")],
    ["$2b$", (h: string) => h],
  ])("sign in with a %s bcrypt hash and an auth.identities row", async (_prefix, shape) => {
    const email = uniqueEmail("graine").toLowerCase();
    const id = await seedUser(email, shape(bcrypt.hashSync("mot-de-passe", 10)));
    const { data, error } = await sb().auth.signInWithPassword({ email, password: "mot-de-passe" });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id, email, user_metadata: { full_name: "Graine" } });
    expect(data.user?.identities).toHaveLength(1);
    expect((await sb().auth.resetPasswordForEmail(email)).error).toBeNull();
    expect((await mail(email)).subject).toBe("Réinitialisez votre mot de passe");
  });

  it("signs in a seeded user whose password is now too short, with a weak_password note", async () => {
    const email = uniqueEmail("graine-courte").toLowerCase();
    await seedUser(email, bcrypt.hashSync("1234", 10));
    const { data, error } = await sb().auth.signInWithPassword({ email, password: "1234" });
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
    expect(data.weakPassword).toEqual({ reasons: ["length"], message: "Password should be at least 6 characters." });
  });
});
