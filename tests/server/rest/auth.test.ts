// Who the request runs as: JWT verification (missing, expired, wrongly signed, alg none,
// malformed → 401 PGRST301), role claims (unknown → 401, not grantable → 403), and row-level
// security deciding per role (anon, authenticated owner = auth.uid(), service_role).
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { inject } from "vitest";
import { serverUrl } from "../helpers.ts";
import { db, mintToken, restJson, serviceDb, uniqueTag, userToken } from "./support.ts";

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");

describe("JWT", () => {
  it("runs as anon without any token", async () => {
    const res = await fetch(`${serverUrl()}/rest/v1/clients?select=id&order=id`, {
      headers: { "Accept-Profile": "test" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it("answers 401 PGRST301 `JWT expired` with WWW-Authenticate for an expired token", async () => {
    const token = await mintToken({ sub: "u" }, -120);
    const r = await restJson("/clients", { token });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ code: "PGRST301", details: null, hint: null, message: "JWT expired" });
    expect(r.headers.get("www-authenticate")).toBe('Bearer error="invalid_token", error_description="JWT expired"');
  });

  it("answers 401 for a token signed with another secret", async () => {
    const token = await new SignJWT({ role: "service_role" })
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode("another-secret-another-secret-another-secret"));
    const r = await restJson("/secrets", { token });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ code: "PGRST301", details: null, hint: null, message: "JWSError JWSInvalidSignature" });
  });

  it("answers 401 for alg: none", async () => {
    const token = `${b64({ alg: "none", typ: "JWT" })}.${b64({ role: "service_role" })}.`;
    const r = await restJson("/secrets", { token });
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ code: "PGRST301" });
  });

  it("answers 401 for a malformed token", async () => {
    const r = await restJson("/clients", { token: "abc.def" });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({
      code: "PGRST301",
      details: null,
      hint: null,
      message: "JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got 2)",
    });
  });

  it("answers 401 for a role that does not exist, 403 for one the API may not switch to", async () => {
    const ghost = await restJson("/clients", { token: await mintToken({ role: "ghost" }) });
    expect(ghost.status).toBe(401);
    expect(ghost.body).toEqual({ code: "22023", details: null, hint: null, message: 'role "ghost" does not exist' });
    const superuser = await restJson("/clients", { token: await mintToken({ role: "postgres" }) });
    expect(superuser.status).toBe(403);
    expect(superuser.body).toMatchObject({ code: "42501", message: 'permission denied to set role "postgres"' });
  });

  it("hands the verified claims and request headers to SQL", async () => {
    const { sub, token } = await userToken();
    const r = await restJson("/rpc/whoami", { token, headers: { "X-Test-Header": "hello" } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      role: "authenticated",
      uid: sub,
      claim_role: "authenticated",
      email: `${sub.slice(0, 8)}@example.test`,
      header: "hello",
      method: "GET",
    });
  });

  it("applies the impersonated role's own settings (ALTER ROLE … SET statement_timeout)", async () => {
    const anon = await restJson("/rpc/whoami");
    expect(anon.body).toMatchObject({ role: "anon", statement_timeout: "3s" });
    const user = await restJson("/rpc/whoami", { token: (await userToken()).token });
    expect(user.body).toMatchObject({ role: "authenticated", statement_timeout: "8s" });
  });
});

describe("profiles", () => {
  it("answers 406 PGRST106 for a schema that is not exposed, and echoes Content-Profile", async () => {
    const r = await restJson("/clients", { schema: "private" });
    expect(r.status).toBe(406);
    expect(r.body).toEqual({
      code: "PGRST106",
      details: null,
      hint: null,
      message: "The schema must be one of the following: public, storage, graphql_public, test",
    });
    const ok = await restJson("/clients?select=id&limit=1");
    expect(ok.headers.get("content-profile")).toBe("test");
    const write = await restJson("/clients", { method: "POST", schema: "nope", body: "{}" });
    expect(write.status).toBe(406);
  });
});

describe("row-level security", () => {
  it("lets anon read public rows only and refuses its writes with 401", async () => {
    const title = uniqueTag("rls");
    await serviceDb()
      .from("todos")
      .insert([
        { owner: "00000000-0000-4000-8000-000000000001", title, is_public: true },
        { owner: "00000000-0000-4000-8000-000000000001", title, is_public: false },
      ]);
    const { data } = await db().from("todos").select("is_public").eq("title", title);
    expect(data).toEqual([{ is_public: true }]);
    const insert = await db().from("todos").insert({ title, is_public: true });
    expect(insert.status).toBe(401);
    expect(insert.error).toMatchObject({
      code: "42501",
      message: 'new row violates row-level security policy for table "todos"',
    });
  });

  it("lets a user write and read their own rows, and only their own", async () => {
    const title = uniqueTag("rls");
    const alice = await userToken();
    const bob = await userToken();
    const created = await db(alice.token).from("todos").insert({ title }).select("owner, title, is_public").single();
    expect(created.status).toBe(201);
    expect(created.data).toEqual({ owner: alice.sub, title, is_public: false });

    const mine = await db(alice.token).from("todos").select("title").eq("title", title);
    expect(mine.data).toEqual([{ title }]);
    const theirs = await db(bob.token).from("todos").select("title").eq("title", title);
    expect(theirs.data).toEqual([]);

    const update = await db(bob.token).from("todos").update({ is_public: true }, { count: "exact" }).eq("title", title);
    expect(update.status).toBe(204);
    expect(update.count).toBe(0);
    const steal = await db(bob.token).from("todos").insert({ title, owner: alice.sub });
    expect(steal.status).toBe(403);
    expect(steal.error).toMatchObject({ code: "42501" });

    const all = await serviceDb().from("todos").select("owner").eq("title", title);
    expect(all.data).toEqual([{ owner: alice.sub }]);
  });

  it("inserts without a select policy only as long as nothing is returned", async () => {
    const message = uniqueTag("feedback");
    const minimal = await db().from("feedback").insert({ message });
    expect(minimal.status).toBe(201);
    const represented = await db().from("feedback").insert({ message }).select();
    expect(represented.status).toBe(401);
    expect(represented.error).toMatchObject({
      code: "42501",
      message: 'new row violates row-level security policy for table "feedback"',
    });
    const stored = await serviceDb().from("feedback").select("message").eq("message", message);
    expect(stored.data).toEqual([{ message }]);
  });

  it("maps privilege errors: 401 for anon, 403 for authenticated, 200 for service_role", async () => {
    const anon = await db().from("secrets").select();
    expect(anon.status).toBe(401);
    expect(anon.error).toEqual({
      code: "42501",
      details: null,
      hint: null,
      message: "permission denied for table secrets",
    });
    const { token } = await userToken();
    const user = await db(token).from("secrets").select();
    expect(user.status).toBe(403);
    const service = await serviceDb().from("secrets").select("value");
    expect(service.status).toBe(200);
    expect(service.data).toEqual([{ value: "hidden" }]);
  });

  it("accepts the anon key in apikey alone", async () => {
    const res = await fetch(`${serverUrl()}/rest/v1/clients?select=id&id=eq.1`, {
      headers: { apikey: inject("anonKey"), "Accept-Profile": "test" },
    });
    expect(res.status).toBe(200);
  });
});
