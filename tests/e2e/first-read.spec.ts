// The first read travels with the page (issue #52, server/http/first-read.ts): a signed-in cold
// load of the talents list gets its rows and the user's context in the HTML, so the browser asks
// the API for neither before the rows are on screen (nor after: the page's useTable finds them
// fresh in the cache, src/app/embedded-reads.ts). A stale session — its access token expired in
// the cookie, as after a night — gets the page without them, and the boot's own path shows the
// rows: the token refreshed, then the list read.
import { readFileSync } from "node:fs";
import path from "node:path";
import { AuthClient } from "@supabase/auth-js";
import { signJwt } from "../../server/jwt.ts";
import { chunkCookies, sessionStorageKey } from "../../src/lib/session/cookie-storage.ts";
import { ACCOUNTS, DEMO_PASSWORD } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { serverUrls } from "./support/servers.ts";

test.use({ account: "consultant" });

const LIST_READ = /^\/rest\/v1\/(talent\?|rpc\/talents_)/;
const API = /^\/(rest|auth|functions|storage|api)\//;

test("a signed-in cold load of /talents/list shows its rows without asking the API for them or for the user", async ({
  page,
}) => {
  const api: string[] = [];
  const assets = new Map<string, number>();
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (API.test(url.pathname)) api.push(url.pathname + url.search);
    if (url.pathname.startsWith("/assets/")) assets.set(url.pathname, (assets.get(url.pathname) ?? 0) + 1);
  });
  test.setTimeout(60_000);
  // the server as it usually runs, a page already served: the first reads after the spec's
  // database reset, beside the browser's start on 2 cores, once passed their 250 ms (the page
  // then ends without them: the stale session's path below)
  await page.request.get("/talents/list");
  const response = await page.goto("/talents/list");
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  const html = (await response?.text()) ?? "";
  await expect(page.getByRole("row").nth(1).getByRole("link").first()).toBeVisible({ timeout: 30_000 });
  const beforeRows = [...api];
  expect(html, "the reads at the end of the page (within the server's budget)").toMatch(
    /<script id="renfort-first-read" type="application\/json">.+<\/script><\/body>/,
  );
  expect(beforeRows.filter((p) => LIST_READ.test(p))).toEqual([]);
  expect(beforeRows).not.toContain("/rest/v1/rpc/current_user_context");
  // the page's read is fresh in the cache: mounting the table, and writing its parameters into
  // the URL, read nothing either
  await expect(page).toHaveURL(/currentPage=1/);
  await expect(page.getByRole("main").locator("[aria-busy=true]")).toHaveCount(0);
  expect(api.filter((p) => LIST_READ.test(p) || p === "/rest/v1/rpc/current_user_context")).toEqual([]);
  // they left the document once read
  await expect(page.locator("#renfort-first-read")).toHaveCount(0);
  // the page's own code was named in the head (server/http/page-preloads.ts) beside the shell's,
  // and each preloaded file was fetched once: the page's imports took the preloaded modules
  const head = html.slice(0, html.indexOf("</head>"));
  const preloaded = [...head.matchAll(/<link rel="(?:modulepreload|preload)"[^>]* href="([^"]+)">/g)].map((m) => m[1]);
  expect(preloaded.filter((file) => /\/assets\/list-[^/]+\.js$/.test(file)).length).toBeGreaterThan(0);
  expect(preloaded.filter((file) => file.endsWith(".css")).length).toBeGreaterThan(0);
  expect(preloaded.filter((file) => assets.get(file) !== 1)).toEqual([]);
});

/** The JWT secret of the server at `baseURL`: kept in its data directory (server/config.ts). */
const secretOf = (baseURL: string): string | undefined => {
  const index = serverUrls().indexOf(baseURL);
  const dataDir = (process.env.E2E_DATA_DIRS ?? "").split(",")[index];
  return index < 0 || !dataDir ? undefined : readFileSync(path.join(dataDir, "jwt-secret"), "utf8").trim();
};

test.describe("with a stale session", () => {
  test.use({ account: undefined });

  test("the page comes without the reads and the boot shows the rows: token refreshed, list read", async ({
    page,
    baseURL,
  }) => {
    // the servers of this run keep their JWT secret in their data directory (playwright.config.ts)
    const secret = secretOf(baseURL ?? "");
    expect(secret, "the JWT secret of this run's server").toBeTruthy();
    const { supabaseUrl, supabaseAnonKey } = (await (await page.request.get("/config.json")).json()) as {
      supabaseUrl: string;
      supabaseAnonKey: string;
    };
    // a session of its own (the saved ones are shared by the other specs): signed in as the app does
    const saved = new Map<string, string>();
    const key = sessionStorageKey(supabaseUrl);
    const auth = new AuthClient({
      url: `${supabaseUrl}/auth/v1`,
      headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}` },
      storageKey: key,
      storage: { getItem: (k) => saved.get(k) ?? null, setItem: (k, v) => void saved.set(k, v), removeItem: () => {} },
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    });
    const { data, error } = await auth.signInWithPassword({ email: ACCOUNTS.consultant, password: DEMO_PASSWORD });
    expect(error).toBeNull();
    // its access token expired an hour ago (signed by the server: only its age is wrong)
    const claims = JSON.parse(Buffer.from(data.session!.access_token.split(".")[1], "base64url").toString());
    const now = Math.floor(Date.now() / 1000);
    const expired = await signJwt(secret!, { ...claims, iat: now - 7200, exp: now - 3600 });
    const stale = { ...JSON.parse(saved.get(key)!), access_token: expired, expires_at: now - 3600 };
    const origin = new URL(baseURL ?? "");
    await page.context().addCookies(
      chunkCookies(key, JSON.stringify(stale)).map(([name, value]) => ({
        name,
        value,
        domain: origin.hostname,
        path: "/",
        sameSite: "Lax" as const,
      })),
    );

    const api: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (API.test(url.pathname)) api.push(url.pathname + url.search);
    });
    test.setTimeout(60_000);
    const response = await page.goto("/talents/list");
    expect(response?.headers()["cache-control"]).toBe("no-cache");
    await expect(page.getByRole("row").nth(1).getByRole("link").first()).toBeVisible({ timeout: 30_000 });
    expect(api.some((p) => p.startsWith("/auth/v1/token?grant_type=refresh_token"))).toBe(true);
    expect(api.some((p) => LIST_READ.test(p))).toBe(true);
  });
});
