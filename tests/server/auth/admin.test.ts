// The admin API with the service-role key only: user CRUD, paging headers, bans, invitations,
// generated links; plus /settings and /health.
import { describe, expect, it } from "vitest";
import { client, serverUrl, serviceClient, serviceRoleKey } from "../helpers.ts";
import { clickLink, expectError, fragment, gotrue, lastMail, uniqueEmail } from "./helpers.ts";

const admin = () => serviceClient().auth.admin;

describe("the admin gate", () => {
  it("answers 403 not_admin to the anon key and to a user's token, 401 without a token", async () => {
    const anon = await client().auth.admin.listUsers();
    expect({ status: anon.error?.status, code: anon.error?.code, message: anon.error?.message }).toEqual({
      status: 403,
      code: "not_admin",
      message: "User not allowed",
    });
    const { data } = await client().auth.signUp({ email: uniqueEmail("intrus"), password: "secret1" });
    await expectError(
      await gotrue("/admin/users", { token: data.session?.access_token }),
      403,
      "not_admin",
      "User not allowed",
    );
    await expectError(
      await gotrue("/admin/users", {
        method: "POST",
        token: data.session?.access_token,
        body: { email: uniqueEmail("x") },
      }),
      403,
      "not_admin",
    );
    await expectError(
      await gotrue("/admin/generate_link", { token: data.session?.access_token, body: { type: "magiclink" } }),
      403,
      "not_admin",
    );
    await expectError(await gotrue("/invite", { body: { email: uniqueEmail("x") } }), 403, "not_admin");
    const bare = await fetch(`${serverUrl()}/auth/v1/admin/users`, {
      headers: { "X-Supabase-Api-Version": "2024-01-01" },
    });
    await expectError(bare, 401, "no_authorization");
  });
});

describe("users", () => {
  it("createUser with a chosen id, confirmed e-mail, password and metadata; the user can sign in", async () => {
    const email = uniqueEmail("cree");
    const id = crypto.randomUUID();
    const { data, error } = await admin().createUser({
      id,
      email,
      password: "secret1",
      email_confirm: true,
      user_metadata: { full_name: "Léa Dupont" },
      app_metadata: { roles: ["recruteur"] },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      id,
      email: email.toLowerCase(),
      role: "authenticated",
      user_metadata: { full_name: "Léa Dupont", email_verified: true },
      app_metadata: { provider: "email", providers: ["email"], roles: ["recruteur"] },
    });
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.identities?.[0]).toMatchObject({ provider: "email", user_id: id });
    const signIn = await client().auth.signInWithPassword({ email, password: "secret1" });
    expect(signIn.error).toBeNull();
    expect(signIn.data.session?.user.app_metadata.roles).toEqual(["recruteur"]);

    const dup = await admin().createUser({ email, password: "secret1" });
    expect({ status: dup.error?.status, code: dup.error?.code }).toEqual({ status: 422, code: "email_exists" });
    const none = await admin().createUser({ password: "secret1" });
    expect(none.error?.code).toBe("validation_failed");
  });

  it("getUserById finds a user; unknown ids answer 404 user_not_found", async () => {
    const { data } = await admin().createUser({ email: uniqueEmail("lu"), password: "secret1" });
    const found = await admin().getUserById(data.user?.id ?? "");
    expect(found.data.user?.id).toBe(data.user?.id);
    expect(found.data.user?.email_confirmed_at).toBeUndefined();
    const missing = await admin().getUserById(crypto.randomUUID());
    expect({ status: missing.error?.status, code: missing.error?.code, message: missing.error?.message }).toEqual({
      status: 404,
      code: "user_not_found",
      message: "User not found",
    });
    await expectError(await gotrue("/admin/users/pas-un-uuid", { token: serviceRoleKey() }), 404, "validation_failed");
  });

  it("listUsers pages newest first with X-Total-Count and a Link header auth-js can parse", async () => {
    for (let i = 0; i < 3; i++) await admin().createUser({ email: uniqueEmail(`page${i}`), password: "secret1" });
    const listed = await admin().listUsers({ page: 1, perPage: 2 });
    if (listed.error) throw listed.error;
    const { data } = listed;
    expect(data.users).toHaveLength(2);
    expect(data.aud).toBe("authenticated");
    expect(data.total).toBeGreaterThanOrEqual(3);
    expect(data.nextPage).toBe(2);
    // auth-js reads only the first digit of each page number, hence no exact lastPage here.
    expect(data.lastPage).toBeGreaterThanOrEqual(1);
    expect(Date.parse(data.users[0].created_at)).toBeGreaterThanOrEqual(Date.parse(data.users[1].created_at));
    // Other files create users meanwhile: check this response against its own total.
    const res = await gotrue("/admin/users?page=2&per_page=2", { token: serviceRoleKey() });
    expect(res.status).toBe(200);
    const total = Number(res.headers.get("x-total-count"));
    expect(total).toBeGreaterThanOrEqual(data.total);
    const last = Math.ceil(total / 2);
    expect(res.headers.get("link")).toBe(
      `${last > 2 ? `</admin/users?page=3&per_page=2>; rel="next", ` : ""}</admin/users?page=${last}&per_page=2>; rel="last"`,
    );
    const filtered = await gotrue(`/admin/users?filter=page1-`, { token: serviceRoleKey() });
    const body = (await filtered.json()) as { users: Array<{ email: string }> };
    expect(body.users.length).toBeGreaterThanOrEqual(1);
    expect(body.users.every((u) => u.email.includes("page1-"))).toBe(true);
  });

  it("updateUserById changes the password (signing every session out), metadata, and bans with ban_duration", async () => {
    const email = uniqueEmail("modifie");
    const { data } = await admin().createUser({ email, password: "secret1", email_confirm: true });
    const id = data.user?.id ?? "";
    const session = (await client().auth.signInWithPassword({ email, password: "secret1" })).data.session;
    const updated = await admin().updateUserById(id, { password: "autre-secret", user_metadata: { agence: "Nantes" } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata.agence).toBe("Nantes");
    expect((await gotrue("/user", { token: session?.access_token })).status).toBe(403);
    expect((await client().auth.signInWithPassword({ email, password: "autre-secret" })).error).toBeNull();

    const banned = await admin().updateUserById(id, { ban_duration: "24h" });
    expect(Date.parse(banned.data.user?.banned_until ?? "") - Date.now()).toBeGreaterThan(23 * 3600 * 1000);
    const refused = await client().auth.signInWithPassword({ email, password: "autre-secret" });
    expect({ status: refused.error?.status, code: refused.error?.code }).toEqual({ status: 400, code: "user_banned" });
    expect((await admin().updateUserById(id, { ban_duration: "none" })).data.user?.banned_until).toBeUndefined();
    expect((await client().auth.signInWithPassword({ email, password: "autre-secret" })).error).toBeNull();
    expect((await admin().updateUserById(id, { ban_duration: "demain" })).error?.code).toBe("validation_failed");
    expect((await admin().updateUserById(id, { password: "abc" })).error?.code).toBe("weak_password");
  });

  it("deleteUser removes the user (hard) or obfuscates it (soft)", async () => {
    const email = uniqueEmail("efface");
    const { data } = await admin().createUser({ email, password: "secret1", email_confirm: true });
    const id = data.user?.id ?? "";
    const del = await admin().deleteUser(id);
    expect(del.error).toBeNull();
    expect((await admin().getUserById(id)).error?.code).toBe("user_not_found");
    expect((await client().auth.signInWithPassword({ email, password: "secret1" })).error?.code).toBe(
      "invalid_credentials",
    );

    const softEmail = uniqueEmail("doux");
    const soft = await admin().createUser({ email: softEmail, password: "secret1", email_confirm: true });
    expect((await admin().deleteUser(soft.data.user?.id ?? "", true)).error).toBeNull();
    const kept = await admin().getUserById(soft.data.user?.id ?? "");
    expect(kept.data.user?.deleted_at).toBeTruthy();
    expect(kept.data.user?.email).not.toBe(softEmail.toLowerCase());
    expect((await client().auth.signInWithPassword({ email: softEmail, password: "secret1" })).error?.code).toBe(
      "invalid_credentials",
    );
  });
});

describe("invitations and generated links", () => {
  it("inviteUserByEmail mails an invitation whose link confirms and signs the user in", async () => {
    const email = uniqueEmail("invite").toLowerCase();
    const { data, error } = await admin().inviteUserByEmail(email, {
      data: { agence: "Lille" },
      redirectTo: "http://localhost:5173/bienvenue",
    });
    expect(error).toBeNull();
    expect(data.user?.invited_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();
    const mail = await lastMail(email);
    expect(mail).toMatchObject({ subject: "Vous êtes invité(e) à rejoindre Renfort", type: "invite" });
    const location = await clickLink(mail.link ?? "");
    expect(location.startsWith("http://localhost:5173/bienvenue#")).toBe(true);
    const f = fragment(location);
    expect(f.get("type")).toBe("invite");
    const c = client();
    await c.auth.setSession({ access_token: f.get("access_token") ?? "", refresh_token: f.get("refresh_token") ?? "" });
    const { data: me } = await c.auth.getUser();
    expect(me.user).toMatchObject({ email, user_metadata: { agence: "Lille" } });
    expect(me.user?.email_confirmed_at).toBeTruthy();
    expect((await c.auth.updateUser({ password: "choisi-123" })).error).toBeNull();
    expect((await client().auth.signInWithPassword({ email, password: "choisi-123" })).error).toBeNull();
    const again = await admin().inviteUserByEmail(email);
    expect({ status: again.error?.status, code: again.error?.code }).toEqual({ status: 422, code: "email_exists" });
  });

  it("generateLink returns the link, OTP and hashed token of each type without sending mail", async () => {
    const email = uniqueEmail("lien").toLowerCase();
    const signup = await admin().generateLink({
      type: "signup",
      email,
      password: "secret1",
      options: { data: { a: 1 } },
    });
    expect(signup.error).toBeNull();
    expect(signup.data.properties).toMatchObject({
      verification_type: "signup",
      email_otp: expect.stringMatching(/^\d{6}$/),
    });
    expect(signup.data.properties?.action_link).toContain(`token=${signup.data.properties?.hashed_token}&type=signup`);
    expect(signup.data.user?.email).toBe(email);
    const confirmed = await client().auth.verifyOtp({
      token_hash: signup.data.properties?.hashed_token ?? "",
      type: "signup",
    });
    expect(confirmed.error).toBeNull();

    for (const type of ["magiclink", "recovery"] as const) {
      const { data, error } = await admin().generateLink({ type, email });
      expect(error).toBeNull();
      expect(data.properties?.verification_type).toBe(type);
      const v = await client().auth.verifyOtp({ email, token: data.properties?.email_otp ?? "", type });
      expect(v.error).toBeNull();
      expect(v.data.session?.user.email).toBe(email);
    }

    const invited = uniqueEmail("lien-invite").toLowerCase();
    const inv = await admin().generateLink({ type: "invite", email: invited });
    expect(inv.data.properties?.verification_type).toBe("invite");
    expect(fragment(await clickLink(inv.data.properties?.action_link ?? "")).get("type")).toBe("invite");

    const unknown = await admin().generateLink({ type: "recovery", email: uniqueEmail("nulle-part") });
    expect({ status: unknown.error?.status, code: unknown.error?.code }).toEqual({
      status: 404,
      code: "user_not_found",
    });
    const fresh = uniqueEmail("lien-magique").toLowerCase();
    const magic = await admin().generateLink({ type: "magiclink", email: fresh });
    expect(magic.data.properties?.verification_type).toBe("signup");
  });
});

describe("settings and health", () => {
  it("describe this GoTrue", async () => {
    const settings = await gotrue("/settings");
    expect(settings.status).toBe(200);
    expect(await settings.json()).toMatchObject({
      external: { email: true, phone: false, anonymous_users: false, google: false },
      disable_signup: false,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
      sms_provider: "",
      saml_enabled: false,
    });
    expect(await (await gotrue("/.well-known/jwks.json")).json()).toEqual({ keys: [] });
    await expectError(await gotrue("/nulle-part"), 404, "not_found");
    const health = await gotrue("/health");
    expect(await health.json()).toMatchObject({
      name: "GoTrue",
      description: "GoTrue is a user registration and authentication API",
    });
  });
});
