// GoTrue anonymous sign-ins (api.go's /signup route, anonymous.go): `/signup` with neither
// e-mail nor phone. Off by default (422 anonymous_provider_disabled, before DISABLE_SIGNUP is
// looked at); on with GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED, a session for a new user with
// `is_anonymous` in the user and the JWT, still refused with 422 signup_disabled when sign-up is
// off. Tested with the unmodified supabase-js on servers of their own.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient } from "@supabase/supabase-js";
import { decodeJwt } from "jose";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startServer, type RunningServer } from "../../../server/main.ts";
import { OPEN_AUTH } from "../open-auth.ts";
import { client } from "../helpers.ts";
import { expectError, gotrue } from "./helpers.ts";

let anonOn: RunningServer;
let anonOnSignupOff: RunningServer;
const dirs: string[] = [];

async function serverWith(overrides: Parameters<typeof startServer>[0]): Promise<RunningServer> {
  const engine = inject("engine");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "renfort-anonymous-"));
  dirs.push(dataDir);
  return startServer({
    port: 0,
    dataDir,
    inMemory: engine === "pglite",
    databaseUrl: engine === "postgres" ? inject("databaseUrl") : undefined,
    jwtSecret: inject("jwtSecret"),
    migrationsDirs: [],
    seed: false,
    ...overrides,
  });
}

beforeAll(async () => {
  anonOn = await serverWith({ ...OPEN_AUTH, anonymousUsersEnabled: true });
  anonOnSignupOff = await serverWith({ ...OPEN_AUTH, disableSignup: true, anonymousUsersEnabled: true });
}, 120_000);

afterAll(async () => {
  await anonOn?.close();
  await anonOnSignupOff?.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const clientOf = (s: RunningServer) =>
  createClient(s.url, s.ctx.keys.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });

describe("GoTrue anonymous sign-in disabled (the default)", () => {
  it("signInAnonymously: 422 anonymous_provider_disabled 'Anonymous sign-ins are disabled'", async () => {
    const { data, error } = await client().auth.signInAnonymously();
    expect({ status: error?.status, code: error?.code, message: error?.message }).toEqual({
      status: 422,
      code: "anonymous_provider_disabled",
      message: "Anonymous sign-ins are disabled",
    });
    expect(data.session).toBeNull();
  });

  it("POST /signup with an empty body: the same 422, with GoTrue's error headers", async () => {
    await expectError(
      await gotrue("/signup", { body: {} }),
      422,
      "anonymous_provider_disabled",
      "Anonymous sign-ins are disabled",
    );
  });

  it("GET /settings: external.anonymous_users is false", async () => {
    const body = (await (await gotrue("/settings")).json()) as { external: Record<string, boolean> };
    expect(body.external.anonymous_users).toBe(false);
  });
});

describe("GoTrue anonymous sign-in enabled (GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED=true)", () => {
  it("signInAnonymously: a session for a new user with is_anonymous true, no e-mail, no identity", async () => {
    const { data, error } = await clientOf(anonOn).auth.signInAnonymously({ options: { data: { prenom: "Léa" } } });
    expect(error).toBeNull();
    const user = data.user;
    expect(user).toMatchObject({
      aud: "authenticated",
      role: "authenticated",
      email: "",
      phone: "",
      is_anonymous: true,
      app_metadata: {},
      user_metadata: { prenom: "Léa" },
      identities: [],
    });
    const claims = decodeJwt(data.session?.access_token ?? "");
    expect(claims).toMatchObject({ sub: user?.id, role: "authenticated", is_anonymous: true });
    expect((claims.amr as { method: string }[]).map((a) => a.method)).toEqual(["anonymous"]);
    const row = await anonOn.ctx.engine.query<{ is_anonymous: boolean; email: string | null }>(
      "select is_anonymous, email from auth.users where id = $1",
      [user?.id],
    );
    expect(row.rows).toEqual([{ is_anonymous: true, email: null }]);
  });

  it("the anonymous session works like any other: getUser, refresh keeps is_anonymous", async () => {
    const c = clientOf(anonOn);
    const { data } = await c.auth.signInAnonymously();
    const { data: got, error } = await c.auth.getUser(data.session?.access_token);
    expect(error).toBeNull();
    expect(got.user?.is_anonymous).toBe(true);
    const refreshed = await c.auth.refreshSession({ refresh_token: data.session?.refresh_token ?? "" });
    expect(refreshed.error).toBeNull();
    expect(decodeJwt(refreshed.data.session?.access_token ?? "").is_anonymous).toBe(true);
  });

  it("GET /settings: external.anonymous_users is true", async () => {
    const body = (await (await gotrue("/settings", { base: anonOn.url, key: anonOn.ctx.keys.anonKey })).json()) as {
      external: Record<string, boolean>;
    };
    expect(body.external.anonymous_users).toBe(true);
  });

  it("with DISABLE_SIGNUP as well: 422 signup_disabled 'Signups not allowed for this instance', nobody created", async () => {
    const before = await anonOnSignupOff.ctx.engine.query<{ n: number }>("select count(*)::int as n from auth.users");
    await expectError(
      await gotrue("/signup", { body: {}, base: anonOnSignupOff.url, key: anonOnSignupOff.ctx.keys.anonKey }),
      422,
      "signup_disabled",
      "Signups not allowed for this instance",
    );
    const after = await anonOnSignupOff.ctx.engine.query<{ n: number }>("select count(*)::int as n from auth.users");
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });
});
