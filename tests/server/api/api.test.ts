// The app's own API (docs/rules/application.md#api) under /api: the three analytics calls and the PostHog feature
// flag, with and without a user's access token, and French 400s on invalid bodies.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { anonKey, mintToken, serverUrl, serviceRoleKey } from "../helpers.ts";

const api = (
  path: string,
  init: { method?: string; token?: string; json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {},
) => {
  const headers = new Headers(init.headers);
  if (init.token) headers.set("Authorization", `Bearer ${init.token}`);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(init.json);
  }
  return fetch(`${serverUrl()}/api/${path}`, {
    method: init.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body,
  });
};

const user = async () => {
  const sub = randomUUID();
  return { sub, token: await mintToken({ sub }) };
};

const ANALYTICS = [
  ["identify", { id: randomUUID() }],
  [
    "track-event",
    { id: randomUUID(), event: "contrat_signé", properties: { url: "http://localhost:5173/contracts/1", contrat: 1 } },
  ],
  ["track-page-view", { id: randomUUID(), page_url: "http://localhost:5173/dashboard/action-center" }],
] as const;

describe("analytics with a user's token", () => {
  it.each(ANALYTICS)("POST analytics/team-member/%s stores the call", async (call, body) => {
    const { token } = await user();
    const res = await api(`analytics/team-member/${call}`, { token, json: body });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
  });

  it("accepts form data as the app's HTTP client may send it", async () => {
    const { token } = await user();
    const form = new FormData();
    form.append("id", randomUUID());
    form.append("page_url", "http://localhost:5173/talents/list");
    const res = await api("analytics/team-member/track-page-view", { token, body: form });
    expect(res.status).toBe(200);
    const urlencoded = await api("analytics/team-member/identify", {
      token,
      body: new URLSearchParams({ id: randomUUID() }),
    });
    expect(urlencoded.status).toBe(200);
  });

  it("answers 400 with a French message on an invalid body", async () => {
    const { token } = await user();
    const badId = await api("analytics/team-member/identify", { token, json: { id: "42" } });
    expect(badId.status).toBe(400);
    expect(await badId.json()).toEqual({
      message: "Requête invalide : L'identifiant du membre de l'équipe (id) doit être un UUID.",
    });

    const noEvent = await api("analytics/team-member/track-event", {
      token,
      json: { id: randomUUID(), properties: [] },
    });
    expect(noEvent.status).toBe(400);
    const message = (await noEvent.json()).message as string;
    expect(message).toContain("Le nom de l'événement (event) est requis.");
    expect(message).toContain("Les propriétés (properties) doivent être un objet.");

    const noUrl = await api("analytics/team-member/track-page-view", {
      token,
      json: { id: randomUUID(), page_url: "  " },
    });
    expect(noUrl.status).toBe(400);
    expect((await noUrl.json()).message).toContain("page_url");

    const notJson = await api("analytics/team-member/identify", {
      token,
      body: "{oops",
      headers: { "content-type": "application/json" },
    });
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).message).toMatch(/^Requête invalide/);
  });

  it("refuses oversized bodies", async () => {
    const { token } = await user();
    const res = await api("analytics/team-member/track-event", {
      token,
      json: { id: randomUUID(), event: "gros", properties: { blob: "x".repeat(70 * 1024) } },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: "Requête trop volumineuse." });
  });
});

describe("without a user's token", () => {
  it.each(ANALYTICS)("POST analytics/team-member/%s answers 401 {message}", async (call, body) => {
    const res = await api(`analytics/team-member/${call}`, { json: body });
    expect(res.status).toBe(401);
    const json = await res.json();
    expect(Object.keys(json)).toEqual(["message"]);
    expect(json.message).toMatch(/Jeton d'accès manquant/);
  });

  it("answers 401 to an invalid, expired, anon or service token", async () => {
    const expired = await mintToken({ sub: randomUUID() }, -120);
    for (const token of ["not.a.jwt", expired, anonKey(), serviceRoleKey()]) {
      const res = await api("analytics/team-member/identify", { token, json: { id: randomUUID() } });
      expect(res.status).toBe(401);
      expect(typeof (await res.json()).message).toBe("string");
    }
  });

  it("answers 401 on the feature flag too", async () => {
    const res = await api("feature-flag/posthog?name=test-flag-on");
    expect(res.status).toBe(401);
  });
});

describe("GET feature-flag/posthog", () => {
  it("answers {enabled} from the feature-flag table; unknown flags are off", async () => {
    const { token } = await user();
    const on = await api("feature-flag/posthog?name=test-flag-on", { token });
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({ enabled: true });
    expect(await (await api("feature-flag/posthog?name=test-flag-off", { token })).json()).toEqual({ enabled: false });
    expect(await (await api(`feature-flag/posthog?name=inconnu-${randomUUID()}`, { token })).json()).toEqual({
      enabled: false,
    });
  });

  it("answers 400 without a name", async () => {
    const { token } = await user();
    const res = await api("feature-flag/posthog", { token });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "Requête invalide : Le nom du drapeau (name) est requis." });
  });
});

// The rows themselves are only readable with SQL (users have no SELECT on analytics_event), and
// only the native engine can be reached from a test worker (PGlite lives inside the server's
// process): this block runs there, on the same server code and statements.
if (inject("engine") === "postgres") {
  describe("stored rows (native engine, read back with SQL)", () => {
    it("records kind, team member, caller, event, properties and page url", async () => {
      const { sub, token } = await user();
      const teamMember = randomUUID();
      await api("analytics/team-member/identify", { token, json: { id: teamMember } });
      await api("analytics/team-member/track-event", {
        token,
        json: { id: teamMember, event: "export", properties: { url: "http://app/x", n: 2 } },
      });
      await api("analytics/team-member/track-page-view", { token, json: { id: teamMember, page_url: "http://app/y" } });
      const db = new pg.Client({ connectionString: inject("databaseUrl") });
      await db.connect();
      try {
        const r = await db.query(
          "select kind, team_member_id, auth_user_id, event, properties, page_url from public.analytics_event where auth_user_id = $1 order by created_at, kind",
          [sub],
        );
        expect(r.rows).toEqual([
          {
            kind: "identify",
            team_member_id: teamMember,
            auth_user_id: sub,
            event: null,
            properties: {},
            page_url: null,
          },
          {
            kind: "event",
            team_member_id: teamMember,
            auth_user_id: sub,
            event: "export",
            properties: { url: "http://app/x", n: 2 },
            page_url: "http://app/x",
          },
          {
            kind: "page_view",
            team_member_id: teamMember,
            auth_user_id: sub,
            event: null,
            properties: {},
            page_url: "http://app/y",
          },
        ]);
      } finally {
        await db.end();
      }
    });
  });
}
