// Sessions: refresh-token rotation and its reuse interval, refused refresh tokens, the three
// sign-out scopes, /user requiring a live session, and PUT /user (data, password, e-mail).
import { AuthSessionMissingError, type Session } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { client, mintToken, serverUrl, serviceClient } from "../helpers.ts";
import { claimsOf, expectError, gotrue, outbox, uniqueEmail } from "./helpers.ts";

async function signedUp(tag: string) {
  const email = uniqueEmail(tag);
  const { data, error } = await client().auth.signUp({ email, password: "secret1" });
  expect(error).toBeNull();
  return { email, session: data.session as Session };
}

const refresh = (refresh_token: string) => gotrue("/token?grant_type=refresh_token", { body: { refresh_token } });

async function signIn(email: string, password = "secret1"): Promise<Session> {
  const { data, error } = await client().auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return data.session as Session;
}

describe("refresh tokens", () => {
  it("rotate: each refresh returns a new refresh token and access token for the same session", async () => {
    const { session } = await signedUp("rotation");
    const c = client();
    const { data, error } = await c.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(error).toBeNull();
    const next = data.session as Session;
    expect(next.refresh_token).not.toBe(session.refresh_token);
    expect(claimsOf(next.access_token).session_id).toBe(claimsOf(session.access_token).session_id);
    expect(next.user.id).toBe(session.user.id);
    const again = await c.auth.refreshSession({ refresh_token: next.refresh_token });
    expect(again.error).toBeNull();
    expect(again.data.session?.refresh_token).not.toBe(next.refresh_token);
  });

  it("within the reuse interval, the parent of the active token gets the active token back", async () => {
    const { session } = await signedUp("reutilisation");
    const first = await refresh(session.refresh_token);
    expect(first.status).toBe(200);
    const active = ((await first.json()) as Session).refresh_token;
    const replay = await refresh(session.refresh_token);
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as Session).refresh_token).toBe(active);
  });

  it("refuses an unknown token (400 refresh_token_not_found) and a missing one", async () => {
    await expectError(
      await refresh("pas-un-jeton"),
      400,
      "refresh_token_not_found",
      "Invalid Refresh Token: Refresh Token Not Found",
    );
    const { error } = await client().auth.refreshSession({ refresh_token: "pas-un-jeton" });
    expect({ status: error?.status, code: error?.code }).toEqual({ status: 400, code: "refresh_token_not_found" });
    await expectError(
      await gotrue("/token?grant_type=refresh_token", { body: {} }),
      400,
      "validation_failed",
      "refresh_token required",
    );
  });

  it("refuses a refresh token revoked by sign-out", async () => {
    const { session } = await signedUp("revoque");
    const c = client();
    await c.auth.setSession(session);
    expect((await c.auth.signOut()).error).toBeNull();
    await expectError(await refresh(session.refresh_token), 400, "refresh_token_not_found");
  });
});

describe("sign-out scopes", () => {
  async function threeSessions() {
    const { email, session: a } = await signedUp("portee");
    return { a, b: await signIn(email), c: await signIn(email) };
  }
  const alive = async (s: Session) => (await gotrue("/user", { token: s.access_token })).status === 200;

  it("global (the default) ends every session of the user", async () => {
    const { a, b, c } = await threeSessions();
    const res = await gotrue("/logout", { method: "POST", token: a.access_token });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    expect([await alive(a), await alive(b), await alive(c)]).toEqual([false, false, false]);
    for (const s of [a, b, c]) expect((await refresh(s.refresh_token)).status).toBe(400);
  });

  it("local ends only the current session", async () => {
    const { a, b, c } = await threeSessions();
    const cl = client();
    await cl.auth.setSession(a);
    expect((await cl.auth.signOut({ scope: "local" })).error).toBeNull();
    expect([await alive(a), await alive(b), await alive(c)]).toEqual([false, true, true]);
    expect((await refresh(a.refresh_token)).status).toBe(400);
    expect((await refresh(b.refresh_token)).status).toBe(200);
  });

  it("others ends every session but the current one", async () => {
    const { a, b, c } = await threeSessions();
    expect((await gotrue("/logout?scope=others", { method: "POST", token: b.access_token })).status).toBe(204);
    expect([await alive(a), await alive(b), await alive(c)]).toEqual([false, true, false]);
    expect((await refresh(b.refresh_token)).status).toBe(200);
  });

  it("rejects an unknown scope and a request without a user token", async () => {
    const { a } = await threeSessions();
    await expectError(
      await gotrue("/logout?scope=partout", { method: "POST", token: a.access_token }),
      400,
      "validation_failed",
    );
    await expectError(await gotrue("/logout", { method: "POST" }), 403, "bad_jwt", "invalid claim: missing sub claim");
  });
});

describe("GET /user", () => {
  it("returns the user of a live session, and session_not_found once signed out", async () => {
    const { session } = await signedUp("profil");
    const c = client();
    const { data, error } = await c.auth.getUser(session.access_token);
    expect(error).toBeNull();
    expect(data.user?.id).toBe(session.user.id);
    await gotrue("/logout", { method: "POST", token: session.access_token });
    const after = await c.auth.getUser(session.access_token);
    expect(after.error).toBeInstanceOf(AuthSessionMissingError);
    await expectError(
      await gotrue("/user", { token: session.access_token }),
      403,
      "session_not_found",
      "Session from session_id claim in JWT does not exist",
    );
  });

  it("answers 401 without a token, 403 bad_jwt for a forged or expired one, 403 user_not_found for a deleted user", async () => {
    const bare = await fetch(`${serverUrl()}/auth/v1/user`, { headers: { "X-Supabase-Api-Version": "2024-01-01" } });
    await expectError(bare, 401, "no_authorization", "This endpoint requires a valid Bearer token");
    const { session } = await signedUp("supprime");
    const forged = session.access_token.slice(0, -4) + "AAAA";
    await expectError(await gotrue("/user", { token: forged }), 403, "bad_jwt");
    const expired = await mintToken({ sub: session.user.id }, -120);
    const body = await expectError(await gotrue("/user", { token: expired }), 403, "bad_jwt");
    expect(body.message).toContain("token is expired");
    expect((await serviceClient().auth.admin.deleteUser(session.user.id)).error).toBeNull();
    await expectError(
      await gotrue("/user", { token: session.access_token }),
      403,
      "user_not_found",
      "User from sub claim in JWT does not exist",
    );
  });

  it("accepts a token without session_id (minted by tests and tools) as GoTrue does", async () => {
    const { session } = await signedUp("sans-session");
    const res = await gotrue("/user", { token: await mintToken({ sub: session.user.id }) });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { id: string }).id).toBe(session.user.id);
  });
});

describe("PUT /user", () => {
  it("merges user_metadata (null deletes a key) and refuses app_metadata", async () => {
    const { session } = await signedUp("donnees");
    const c = client();
    await c.auth.setSession(session);
    await c.auth.updateUser({ data: { ville: "Lyon", metier: "cariste" } });
    const { data, error } = await c.auth.updateUser({ data: { metier: null, equipe: "nuit" } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ ville: "Lyon", equipe: "nuit" });
    expect(data.user?.user_metadata).not.toHaveProperty("metier");
    const res = await gotrue("/user", {
      method: "PUT",
      token: session.access_token,
      body: { app_metadata: { role: "admin" } },
    });
    await expectError(res, 403, "not_admin");
  });

  it("changes the password, refusing the same one and weak ones, and ends the other sessions", async () => {
    const { email, session } = await signedUp("motdepasse");
    const other = await signIn(email);
    const c = client();
    await c.auth.setSession(session);
    const same = await c.auth.updateUser({ password: "secret1" });
    expect({ status: same.error?.status, code: same.error?.code }).toEqual({ status: 422, code: "same_password" });
    expect((await c.auth.updateUser({ password: "court" })).error?.code).toBe("weak_password");
    expect((await c.auth.updateUser({ password: "nouveau-secret" })).error).toBeNull();
    expect((await client().auth.signInWithPassword({ email, password: "secret1" })).error?.code).toBe(
      "invalid_credentials",
    );
    expect((await client().auth.signInWithPassword({ email, password: "nouveau-secret" })).error).toBeNull();
    expect((await gotrue("/user", { token: session.access_token })).status).toBe(200);
    expect((await gotrue("/user", { token: other.access_token })).status).toBe(403);
  });

  it("changes the e-mail once both addresses confirm (secure e-mail change)", async () => {
    const { email, session } = await signedUp("ancienne");
    const newEmail = uniqueEmail("nouvelle");
    const c = client();
    await c.auth.setSession(session);
    const { data, error } = await c.auth.updateUser({ email: newEmail });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email.toLowerCase());
    expect(data.user?.new_email).toBe(newEmail.toLowerCase());
    const [toNew] = await outbox(newEmail);
    const [toOld] = await outbox(email);
    expect(toNew.subject).toBe("Confirmez votre nouvelle adresse e-mail");
    expect(toOld.subject).toBe("Confirmez le changement d'adresse e-mail");
    const first = await client().auth.verifyOtp({ email: newEmail, token: toNew.otp ?? "", type: "email_change" });
    expect(first.error).toBeNull();
    expect(first.data.session).toBeNull();
    const hash = new URL(toOld.link ?? "").searchParams.get("token") ?? "";
    const second = await client().auth.verifyOtp({ token_hash: hash, type: "email_change" });
    expect(second.error).toBeNull();
    expect(second.data.user?.email).toBe(newEmail.toLowerCase());
    expect(second.data.user?.identities?.[0].identity_data?.email).toBe(newEmail.toLowerCase());
    expect((await client().auth.signInWithPassword({ email: newEmail, password: "secret1" })).error).toBeNull();
  });

  it("GET /reauthenticate mails a code (no link) to the signed-in user", async () => {
    const { email, session } = await signedUp("reauth");
    const c = client();
    await c.auth.setSession(session);
    expect((await c.auth.reauthenticate()).error).toBeNull();
    const [m] = await outbox(email);
    expect(m).toMatchObject({ subject: "Confirmez votre identité", type: "reauthentication", link: null });
    expect(m.otp).toMatch(/^\d{6}$/);
  });

  it("refuses an address that belongs to another user (422 email_exists)", async () => {
    const { email: taken } = await signedUp("prise");
    const { session } = await signedUp("demandeur");
    const res = await gotrue("/user", { method: "PUT", token: session.access_token, body: { email: taken } });
    await expectError(res, 422, "email_exists");
  });
});
