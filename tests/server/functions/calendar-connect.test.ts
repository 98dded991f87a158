// The calendar connection (supabase/functions/calendar-connect, supabase/schemas/24_calendar_connection.sql)
// through supabase-js against the real local server, with its local provider (calendar-local: no
// NYLAS_* in the suites' environment): « Connecter mon agenda » gets the provider's page with a
// state bound to the member; the page sends the browser back to /nylas-oauth/callback with a code;
// the exchange records the connection, which its member alone reads (the tokens and the states
// the service role alone); a state is used once, expires after 10 minutes, and is nobody else's;
// the provider's refusal and the member's cancel come back in French; « Déconnecter » revokes the
// grant at the provider, then the row.
import { FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account } from "../../../supabase/tests/support/db.ts";
import { rest, serviceRest, signIn } from "../../../supabase/tests/support/http.ts";
import type { Database } from "../../../src/database.types.ts";
import { appClient, client, serverUrl, serviceRoleKey } from "../helpers.ts";

type Answer = { status: number; data: Record<string, unknown> | null };

const CALLBACK = () => `${serverUrl()}/nylas-oauth/callback`;
const PROVIDER = () => `${serverUrl()}/functions/v1/calendar-local`;

let consultant: SupabaseClient<Database>;
let manager: SupabaseClient<Database>;
let consultantToken: string;
let managerToken: string;

/** calendar-connect through supabase-js: the answer, or the refusal's status and JSON body. */
const invoke = async (db: SupabaseClient<Database>, body: Record<string, unknown>): Promise<Answer> => {
  const { data, error } = await db.functions.invoke<Record<string, unknown>>("calendar-connect", { body });
  if (!error) return { status: 200, data };
  if (!(error instanceof FunctionsHttpError)) throw error;
  const res = error.context as Response;
  return { status: res.status, data: (await res.json()) as Record<string, unknown> };
};

/** « Connecter mon agenda »: the provider's page and the state it carries. */
const start = async (db: SupabaseClient<Database>) => {
  const answer = await invoke(db, { action: "start", redirect_uri: CALLBACK() });
  expect(answer.status).toBe(200);
  const url = new URL(String(answer.data?.url));
  return { url, state: url.searchParams.get("state") ?? "" };
};

/** The member's answer on the provider's page: where the browser is sent back to. */
const answerPage = async (
  state: string,
  decision: "allow" | "deny",
  email = "camille.agenda@exemple.test",
): Promise<URL> => {
  const q = new URLSearchParams({
    client_id: "renfort-local",
    redirect_uri: CALLBACK(),
    state,
    email,
    provider: "google",
    decision,
  });
  const res = await fetch(`${PROVIDER()}/v3/connect/authorize?${q}`, { redirect: "manual" });
  expect(res.status).toBe(303);
  return new URL(res.headers.get("location") ?? "");
};

/** The whole flow up to the callback's code. */
const codeFor = async (db: SupabaseClient<Database>, email?: string) => {
  const { state } = await start(db);
  const back = await answerPage(state, "allow", email);
  return { state, code: back.searchParams.get("code") ?? "" };
};

const expireState = async (state: string) =>
  serviceRest("PATCH", "calendar_oauth_state", `state=eq.${encodeURIComponent(state)}`, {
    body: { expires_at: new Date(Date.now() - 60_000).toISOString() },
  });

const grantAtProvider = (grantId: string) =>
  fetch(`${PROVIDER()}/v3/grants/${grantId}`, { headers: { Authorization: `Bearer ${serviceRoleKey()}` } });

beforeAll(async () => {
  consultantToken = await signIn(account("consultant"));
  managerToken = await signIn(account("manager"));
  consultant = appClient(consultantToken);
  manager = appClient(managerToken);
});

afterAll(async () => {
  // leave no connection behind for the other files of the engine
  for (const db of [consultant, manager]) if (db) await invoke(db, { action: "disconnect" });
});

describe("calendar connection with the local provider", () => {
  it("starts at the provider's page, comes back with a code, records the connection its member alone reads", async () => {
    const { url, state } = await start(consultant);
    expect(`${url.origin}${url.pathname}`).toBe(`${PROVIDER()}/v3/connect/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: "renfort-local",
      redirect_uri: CALLBACK(),
      response_type: "code",
      access_type: "offline",
    });
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // the provider's page, in French
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain("Autoriser");

    const back = await answerPage(state, "allow");
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK());
    expect(back.searchParams.get("state")).toBe(state);
    const code = back.searchParams.get("code") ?? "";
    expect(code).not.toBe("");

    const exchanged = await invoke(consultant, { action: "exchange", code, state });
    expect(exchanged.status).toBe(200);
    expect(exchanged.data?.connection).toMatchObject({ email: "camille.agenda@exemple.test", provider: "google" });

    // the member reads their connection (RLS: their own row)
    const own = await consultant.from("calendar_connection").select("user_id, grant_id, email, provider, connected_at");
    expect(own.error).toBeNull();
    expect(own.data).toHaveLength(1);
    expect(own.data?.[0]).toMatchObject({
      user_id: account("consultant").userId,
      email: "camille.agenda@exemple.test",
      provider: "google",
    });
    expect(Date.now() - Date.parse(own.data?.[0]?.connected_at ?? "")).toBeLessThan(60_000);
    const grantId = own.data?.[0]?.grant_id ?? "";
    expect((await grantAtProvider(grantId)).status).toBe(200);

    // the tokens are the service role's: kept, but no member reads them, not even their own
    const secret = await serviceRest("GET", "calendar_connection_secret", `user_id=eq.${account("consultant").userId}`);
    expect(secret.rows[0]).toMatchObject({ scope: "calendar email" });
    expect(String(secret.rows[0]?.access_token)).toMatch(/^local-access-/);
    for (const table of ["calendar_connection_secret", "calendar_oauth_state"]) {
      const denied = await rest(consultantToken, "GET", table, "select=*");
      expect(denied.status, table).toBe(403);
      expect(denied.rows).toEqual([]);
    }
    // recording is the function's (service role) alone
    const forged = await rest(consultantToken, "POST", "rpc/record_calendar_connection", "", {
      body: { p_state: state, p_grant_id: "forged", p_email: "x@exemple.test", p_provider: "google" },
    });
    expect(forged.error).not.toBeNull();
  });

  it("another member, and the anonymous role, do not read the connection", async () => {
    const theirs = await manager.from("calendar_connection").select("*");
    expect(theirs.error).toBeNull();
    expect(theirs.data).toEqual([]);
    const filtered = await manager.from("calendar_connection").select("*").eq("user_id", account("consultant").userId);
    expect(filtered.data).toEqual([]);
    const anon = await client().from("calendar_connection").select("*");
    expect(anon.data ?? []).toEqual([]);
    expect(anon.error?.code).toBe("42501");
  });

  it("refuses a state used once already, with its French reason", async () => {
    const { code, state } = await codeFor(consultant);
    expect((await invoke(consultant, { action: "exchange", code, state })).status).toBe(200);
    const again = await invoke(consultant, { action: "exchange", code, state });
    expect(again).toEqual({
      status: 409,
      data: {
        code: "state_used",
        message: "Cette demande de connexion d'agenda a déjà servi : recommencez depuis « Mon compte »",
      },
    });
  });

  it("refuses an expired state (10 minutes), and another member's or an unknown one", async () => {
    const { code, state } = await codeFor(consultant);
    await expireState(state);
    expect(await invoke(consultant, { action: "exchange", code, state })).toEqual({
      status: 410,
      data: {
        code: "state_expired",
        message: "Cette demande de connexion d'agenda a expiré (10 minutes) : recommencez depuis « Mon compte »",
      },
    });

    const fresh = await codeFor(consultant);
    // the manager cannot use the consultant's state (it is unknown to them), which stays usable
    const stolen = await invoke(manager, { action: "exchange", code: fresh.code, state: fresh.state });
    expect(stolen.status).toBe(404);
    expect(stolen.data).toMatchObject({ code: "state_unknown" });
    expect(String(stolen.data?.message)).toContain("inconnue");
    expect((await manager.from("calendar_connection").select("*")).data).toEqual([]);
    expect((await invoke(consultant, { action: "exchange", code: fresh.code, state: fresh.state })).status).toBe(200);

    const unknown = await invoke(consultant, { action: "exchange", code: "x", state: "y".repeat(43) });
    expect(unknown.status).toBe(404);
  });

  it("says in French when the provider refuses the code, and brings a cancel back as access_denied", async () => {
    const { state } = await start(consultant);
    const refused = await invoke(consultant, { action: "exchange", code: "forged.code", state });
    expect(refused.status).toBe(502);
    expect(refused.data).toMatchObject({ code: "provider_refused" });
    expect(String(refused.data?.message)).toMatch(/^Le fournisseur d'agenda a refusé la connexion/);

    const cancelled = await start(consultant);
    const back = await answerPage(cancelled.state, "deny");
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK());
    expect(back.searchParams.get("error")).toBe("access_denied");
    expect(back.searchParams.get("state")).toBe(cancelled.state);
    expect(back.searchParams.get("code")).toBeNull();
  });

  it("only comes back to the app's /nylas-oauth/callback", async () => {
    const elsewhere = await invoke(consultant, { action: "start", redirect_uri: "https://ailleurs.test/voler" });
    expect(elsewhere.status).toBe(400);
    const q = new URLSearchParams({
      client_id: "renfort-local",
      redirect_uri: "https://ailleurs.test/voler",
      state: "s".repeat(43),
      email: "a@exemple.test",
      decision: "allow",
    });
    const res = await fetch(`${PROVIDER()}/v3/connect/authorize?${q}`, { redirect: "manual" });
    expect(res.status).toBe(400);
    expect(res.headers.get("location")).toBeNull();
  });

  it("refuses a grant another member holds (one grant per address at the provider)", async () => {
    const { code, state } = await codeFor(manager, "camille.agenda@exemple.test");
    const taken = await invoke(manager, { action: "exchange", code, state });
    expect(taken.status).toBe(409);
    expect(taken.data?.message).toBe("Ce compte d'agenda est déjà connecté par un autre membre de l'équipe");
    expect((await manager.from("calendar_connection").select("*")).data).toEqual([]);
  });

  it("disconnects: the grant deleted at the provider, then the row", async () => {
    const own = await consultant.from("calendar_connection").select("grant_id").single();
    const grantId = own.data?.grant_id ?? "";
    expect((await grantAtProvider(grantId)).status).toBe(200);

    expect(await invoke(consultant, { action: "disconnect" })).toEqual({ status: 200, data: { disconnected: true } });
    expect((await consultant.from("calendar_connection").select("*")).data).toEqual([]);
    expect((await grantAtProvider(grantId)).status).toBe(404);
    const secret = await serviceRest("GET", "calendar_connection_secret", `user_id=eq.${account("consultant").userId}`);
    expect(secret.rows).toEqual([]);

    const none = await invoke(consultant, { action: "disconnect" });
    expect(none.status).toBe(404);
    expect(none.data).toMatchObject({ code: "not_connected", message: "Aucun agenda n'est connecté à votre compte." });
  });
});
