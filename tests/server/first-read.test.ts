// The first read travels with the page (issue #52, server/http/first-read.ts): a navigation to
// an app page with the session's cookies, as the browser app writes them, gets the page's first
// reads and the user's context in the HTML — the rows REST gives that user for the same query
// (row-level security decides: the partner agency's consultant sees other talents than
// Renfort's), and a detail page's declared read; nothing without a session, with an expired
// token or one signed with another secret; and a page with a user's rows is not stored by a
// shared cache. On a server of its own that serves a built index.html (the suite's serves no
// app), over the suite's database on PostgreSQL, over a copy of the suite's seeded PGlite otherwise.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { AuthClient } from "@supabase/auth-js";
import { hashKey } from "@tanstack/react-query";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { MISSION_SHOW_SELECT } from "../../resources/missions/select.ts";
import { talentListSelect } from "../../resources/talents/select.ts";
import { signJwt } from "../../server/jwt.ts";
import { startServer, type RunningServer } from "../../server/main.ts";
import type { EmbeddedReads } from "../../src/app/embedded-reads.ts";
import { PAGE_CHUNKS_FILE } from "../../src/app/page-chunks.node.ts";
import { REGISTRY } from "../../src/app/registry.ts";
import { RESOURCES } from "../../src/app/resources.ts";
import { pageReadsOf } from "../../src/app/route-reads.ts";
import { chunkCookies } from "../../src/lib/session/cookie-storage.ts";
import { accountByKey } from "../../supabase/seed/accounts.ts";
import { copyTemplateInto } from "../../supabase/tests/support/template.ts";
import { OPEN_AUTH } from "./open-auth.ts";

let server: RunningServer;
let supabaseUrl: string;
let anonKey: string;
const dirs: string[] = [];

beforeAll(async () => {
  const engine = inject("engine");
  const dist = mkdtempSync(path.join(os.tmpdir(), "renfort-first-read-dist-"));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "renfort-first-read-"));
  dirs.push(dist, dataDir);
  if (engine === "pglite") copyTemplateInto(inject("pgliteTemplate"), dataDir);
  writeFileSync(path.join(dist, "index.html"), "<html><head><title>Renfort</title></head><body></body></html>");
  // the build's list of each page's files (src/app/page-chunks.node.ts), for two of the registry's pages
  mkdirSync(path.join(dist, ".vite"));
  writeFileSync(
    path.join(dist, PAGE_CHUNKS_FILE),
    JSON.stringify({
      TalentList: { js: ["assets/list-talents.js", "assets/table.js"], css: ["assets/table.css"] },
      TalentShow: { js: ["assets/show-talent.js"], css: [] },
      TalentNotesTab: { js: ["assets/tab-notes.js", "assets/table.js"], css: [] },
      listPageFor: { js: ["assets/request-pages.js", "assets/table.js"], css: [] },
      advancePaymentRequest: { js: ["assets/advance-payment-request.js"], css: [] },
    }),
  );
  server = await startServer(
    {
      port: 0,
      host: "127.0.0.1",
      dataDir,
      jwtSecret: inject("jwtSecret"),
      distDir: dist,
      devMode: true,
      scheduledJobsIntervalMs: 0,
      documentWorkerIntervalMs: 0,
      // what a page embeds is checked here, not how long a navigation waits for it (the budget
      // has its own test, server/http/first-read.test.ts): on a loaded machine the reads can pass
      // the product's 250 ms, and the page then rightly leaves them out
      firstReadBudgetMs: 10_000,
      ...OPEN_AUTH,
      // PostgreSQL: the suite's database, migrated and seeded by its server; PGlite: a copy of
      // the suite's migrated and seeded template, in its own data directory
      ...(engine === "postgres"
        ? { databaseUrl: inject("databaseUrl"), inMemory: false, migrationsDirs: [], seed: false }
        : { inMemory: false }),
    },
    { ...process.env, DATABASE_URL: "" },
  );
  ({ supabaseUrl, supabaseAnonKey: anonKey } = (await (await fetch(`${server.url}/config.json`)).json()) as {
    supabaseUrl: string;
    supabaseAnonKey: string;
  });
  // the app's code for the reads loads in the background once the server listens: the
  // navigations before it get the page without them
  const { stored } = await signIn("consultant");
  for (let waited = 0; (await page("/", cookieOf(stored))).embedded === null; waited += 500) {
    if (waited > 120_000) throw new Error("les premières lectures ne sont jamais venues");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}, 600_000);

afterAll(async () => {
  await server?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The storage key the browser app keeps its session under (providers/supabase-client.ts). */
const storageKey = () => `sb-${new URL(supabaseUrl).hostname.split(".")[0]}-auth-token`;

/** Signs a demo account in as the app does, and returns what supabase-js stored: the cookies' value. */
async function signIn(key: string): Promise<{ stored: string; token: string; sub: string }> {
  const saved = new Map<string, string>();
  const auth = new AuthClient({
    url: `${server.url}/auth/v1`,
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
    storageKey: storageKey(),
    storage: { getItem: (k) => saved.get(k) ?? null, setItem: (k, v) => void saved.set(k, v), removeItem: () => {} },
    persistSession: true,
    autoRefreshToken: false,
    detectSessionInUrl: false,
  });
  const { data, error } = await auth.signInWithPassword({ email: accountByKey(key).email, password: "renfort-demo" });
  if (error || !data.session) throw error ?? new Error("pas de session");
  return { stored: saved.get(storageKey()) as string, token: data.session.access_token, sub: data.user.id };
}

/** The Cookie header of a browser holding this session value (chunked as the app writes it). */
const cookieOf = (stored: string) =>
  chunkCookies(storageKey(), stored)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");

/** The same session with another access token (the refresh token and the user kept). */
const withToken = (stored: string, token: string) => JSON.stringify({ ...JSON.parse(stored), access_token: token });

async function page(pathAndQuery: string, cookie?: string) {
  const res = await fetch(server.url + pathAndQuery, { headers: cookie ? { cookie } : {} });
  const html = await res.text();
  const json = /<script id="renfort-first-read" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
  return { res, html, embedded: json ? (JSON.parse(json) as EmbeddedReads) : null };
}

/** A REST read as `token` (a POST with `body`), its rows and the total of its Content-Range. */
async function rest(pathAndQuery: string, token: string, prefer?: string, body?: unknown) {
  const res = await fetch(`${server.url}/rest/v1/${pathAndQuery}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${token}`,
      "content-type": "application/json",
      ...(prefer ? { Prefer: prefer } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  const total = Number(res.headers.get("content-range")?.split("/")[1]);
  return { rows: (await res.json()) as Array<Record<string, unknown>>, total };
}

/** The talents list's first page as REST gives it to `token` (resources/talents/list-read.ts: 25 by creation, newest first). */
const talentsPage = (token: string) =>
  rest(
    `talent?select=${encodeURIComponent(talentListSelect(false))}&offset=0&limit=25&order=created_at.desc,id.asc`,
    token,
    "count=estimated",
  );

/** The talents list's embedded read (under the key this build's useTable gives it). */
const talentsRead = (embedded: EmbeddedReads | null) => {
  const [expected] = pageReadsOf(REGISTRY, RESOURCES, { pathname: "/talents/list", search: "" });
  expect(embedded?.reads).toHaveLength(1);
  expect(hashKey(embedded?.reads[0].key ?? [])).toBe(hashKey(expected.queryKey));
  return embedded?.reads[0].data as { data: Array<Record<string, unknown>>; total: number };
};

describe("the first read in the page", () => {
  it("holds the talents list's first page and the context REST gives the user, and is kept by nobody else", async () => {
    const consultant = await signIn("consultant");
    const { res, html, embedded } = await page("/talents/list", cookieOf(consultant.stored));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("vary")).toContain("Cookie");
    // the config in the head, the reads at the end of the body (the head goes before they are made)
    expect(html.indexOf('<script id="renfort-config"')).toBeLessThan(html.indexOf("</head>"));
    expect(html.indexOf('<script id="renfort-first-read"')).toBeGreaterThan(html.indexOf("<body>"));
    expect(html.endsWith("</script></body></html>")).toBe(true);
    expect(embedded?.sub).toBe(consultant.sub);
    const { data, total } = talentsRead(embedded);
    const expected = await talentsPage(consultant.token);
    expect(expected.rows.length).toBeGreaterThan(0);
    expect(data).toEqual(expected.rows);
    expect(total).toBe(expected.total);
    const context = await rest("rpc/current_user_context", consultant.token, undefined, {});
    expect(embedded?.context).toEqual(context.rows); // the function's one object
    expect(embedded?.context?.user_id).toBe(consultant.sub);
  });

  it("holds what row-level security gives each user: another agency's consultant, other talents", async () => {
    const consultant = await signIn("consultant");
    const partner = await signIn("partenaire");
    const mine = talentsRead((await page("/talents/list", cookieOf(consultant.stored))).embedded);
    const { embedded } = await page("/talents/list", cookieOf(partner.stored));
    expect(embedded?.sub).toBe(partner.sub);
    const theirs = talentsRead(embedded);
    const expected = await talentsPage(partner.token);
    expect(theirs.data).toEqual(expected.rows);
    expect(theirs.total).toBe(expected.total);
    expect(theirs.data.length).toBeGreaterThan(0);
    const ids = new Set(mine.data.map((row) => row.id));
    expect(theirs.data.filter((row) => ids.has(row.id))).toEqual([]);
  });

  it("follows the URL's page and order, and a detail page's declared read", async () => {
    const consultant = await signIn("consultant");
    const search = "?currentPage=2&pageSize=10&sorters[0][field]=last_name&sorters[0][order]=asc";
    const { embedded } = await page(`/talents/list${search}`, cookieOf(consultant.stored));
    const [expected] = pageReadsOf(REGISTRY, RESOURCES, { pathname: "/talents/list", search });
    expect(hashKey(embedded?.reads[0].key ?? [])).toBe(hashKey(expected.queryKey));
    const second = await rest(
      `talent?select=${encodeURIComponent(talentListSelect(false))}&offset=10&limit=10&order=last_name.asc,id.asc`,
      consultant.token,
      "count=estimated",
    );
    expect((embedded?.reads[0].data as { data: unknown[] }).data).toEqual(second.rows);

    const [mission] = (await rest("mission?select=id&is_client_order=eq.true&limit=1", consultant.token)).rows;
    const detail = await page(`/missions/${String(mission.id)}`, cookieOf(consultant.stored));
    const [read] = pageReadsOf(REGISTRY, RESOURCES, { pathname: `/missions/${String(mission.id)}`, search: "" });
    expect(read).toBeDefined();
    expect(detail.embedded?.reads.map((r) => hashKey(r.key))).toEqual([hashKey(read.queryKey)]);
    // resources/missions/select.ts: the mission page's useOne
    const row = await rest(
      `mission?select=${encodeURIComponent(MISSION_SHOW_SELECT)}&id=eq.${String(mission.id)}`,
      consultant.token,
    );
    expect(detail.embedded?.reads[0].data).toEqual({ data: row.rows[0] });
  });

  it("is left out without a session, with an expired token or one signed with another secret", async () => {
    const consultant = await signIn("consultant");
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      sub: consultant.sub,
      role: "authenticated",
      aud: "authenticated",
      email: "consultant@renfort.test",
    };
    // past PostgREST's 30 s of clock skew (server/jwt.ts)
    const expired = await signJwt(inject("jwtSecret"), { ...claims, iat: now - 7200, exp: now - 120 });
    const forged = await signJwt("another-secret-with-at-least-32-characters!", {
      ...claims,
      iat: now,
      exp: now + 3600,
    });
    for (const cookie of [
      undefined,
      cookieOf(withToken(consultant.stored, expired)),
      cookieOf(withToken(consultant.stored, forged)),
      `${storageKey()}=garbage`,
    ]) {
      const { res, html, embedded } = await page("/talents/list", cookie);
      expect(res.status).toBe(200);
      expect(embedded).toBeNull();
      expect(html).not.toContain("renfort-first-read");
      expect(html).toContain('<script id="renfort-config"');
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(res.headers.get("vary")).toContain("Cookie");
    }
  });
});

describe("the page's own code named in its HTML", () => {
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]* href="([^"]+)">/g)].map((m) => m[1]);

  it("names the files of the registry pages the path matches for a browser with a session, none without", async () => {
    const { stored } = await signIn("consultant");
    // an expired token too: the boot refreshes it and shows the page
    for (const cookie of [cookieOf(stored), cookieOf(withToken(stored, "expiré"))]) {
      const { html } = await page("/talents/list?pageSize=25", cookie);
      expect(preloads(html)).toEqual(["/assets/list-talents.js", "/assets/table.js", "/assets/table.css"]);
      expect(html.indexOf('rel="modulepreload"')).toBeLessThan(html.indexOf("</head>"));
    }
    // no session: the boot shows the sign-in page, whose code is the shell's
    expect(preloads((await page("/talents/list?pageSize=25")).html)).toEqual([]);
  });

  it("names a tab's files after its record page's, a request type's with the shared screens', each once, and nothing for a page it does not know", async () => {
    const { stored, token } = await signIn("consultant");
    const cookie = cookieOf(stored);
    const {
      rows: [talent],
    } = await rest("talent?select=id&limit=1", token);
    expect(preloads((await page(`/talents/${talent.id}/notes`, cookie)).html)).toEqual(
      expect.arrayContaining(["/assets/show-talent.js", "/assets/tab-notes.js", "/assets/table.js"]),
    );
    expect(preloads((await page("/advance-payment-requests/list", cookie)).html)).toEqual([
      "/assets/request-pages.js",
      "/assets/table.js",
      "/assets/advance-payment-request.js",
    ]);
    expect(preloads((await page("/companies", cookie)).html)).toEqual([]);
    expect(preloads((await page("/nulle-part", cookie)).html)).toEqual([]);
  });
});
