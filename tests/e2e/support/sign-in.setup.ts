// The setup project (playwright.config.ts): on every end-to-end server (support/servers.ts),
// signs every demo account in once, through the auth API with supabase-js's own auth client, and
// saves the session as the app keeps it — the same cookies (providers/supabase-client.ts: key and
// chunking of src/lib/session/cookie-storage.ts) — for the specs to start signed in. Then asks
// the server to keep this state, sessions included, as the one every spec file's reset returns
// to, once the demo's documents are made. The servers are prepared side by side.
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { AuthClient } from "@supabase/auth-js";
import { expect, test as setup, type APIRequestContext } from "@playwright/test";
import { sessionStorageKey } from "../../../providers/supabase-client.ts";
import { chunkCookies, SESSION_COOKIE_MAX_AGE_S } from "../../../src/lib/session/cookie-storage.ts";
import { ACCOUNTS, DEMO_PASSWORD, type Account } from "../accounts.ts";
import { serverUrls } from "./servers.ts";
import { SESSIONS_DIR, sessionFile } from "./sessions.ts";

/** Playwright waits for the first server only: the others are waited for here (they started beside it). */
async function waitUntilUp(request: APIRequestContext, baseURL: string) {
  await expect(async () => {
    const health = await request.get(`${baseURL}/auth/v1/health`, { timeout: 5_000 });
    expect(health.ok(), `${baseURL} is up`).toBe(true);
  }).toPass({ timeout: 10 * 60_000, intervals: [1_000] });
}

async function prepare(request: APIRequestContext, baseURL: string) {
  await waitUntilUp(request, baseURL);
  const origin = new URL(baseURL);
  const { supabaseUrl, supabaseAnonKey } = (await (await request.get(`${baseURL}/config.json`)).json()) as {
    supabaseUrl: string;
    supabaseAnonKey: string;
  };
  for (const account of Object.keys(ACCOUNTS) as Account[]) {
    const saved = new Map<string, string>();
    // supabase-js's auth client, as the app's createClient builds it (without its realtime part)
    const auth = new AuthClient({
      url: `${supabaseUrl}/auth/v1`,
      headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}` },
      storageKey: sessionStorageKey(supabaseUrl),
      storage: { getItem: (k) => saved.get(k) ?? null, setItem: (k, v) => void saved.set(k, v), removeItem: () => {} },
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    });
    const { error } = await auth.signInWithPassword({ email: ACCOUNTS[account], password: DEMO_PASSWORD });
    expect(error, `${account}: ${error?.message}`).toBeNull();
    const expires = Math.floor(Date.now() / 1000) + SESSION_COOKIE_MAX_AGE_S;
    const cookies = [...saved].flatMap(([key, value]) =>
      chunkCookies(key, value).map(([name, chunk]) => ({
        name,
        value: chunk,
        domain: origin.hostname,
        path: "/",
        expires,
        httpOnly: false,
        secure: false,
        sameSite: "Lax" as const,
      })),
    );
    expect(cookies.length, account).toBeGreaterThan(0);
    writeFileSync(sessionFile(account, baseURL), JSON.stringify({ cookies, origins: [] }, null, 2));
  }
  const snapshot = await request.post(`${baseURL}/_dev/snapshot`, { timeout: 10 * 60_000 });
  expect([200, 404], await snapshot.text()).toContain(snapshot.status());
}

setup("sign in every demo account once and keep the database's state", async ({ request, baseURL }) => {
  // the snapshot waits for the server to make the demo invoices' documents (server/dev/index.ts)
  setup.setTimeout(10 * 60_000);
  mkdirSync(SESSIONS_DIR, { recursive: true });
  // the files are named by the servers' ports, new at every run: those of past runs go (a day
  // old, not those of a run going on beside this one)
  for (const name of readdirSync(SESSIONS_DIR)) {
    const file = path.join(SESSIONS_DIR, name);
    if (Date.now() - statSync(file).mtimeMs > 24 * 3600_000) rmSync(file, { force: true });
  }
  const urls = serverUrls();
  await Promise.all((urls.length ? urls : [baseURL ?? ""]).map((url) => prepare(request, url)));
});
