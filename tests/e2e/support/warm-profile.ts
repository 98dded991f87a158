// One Chromium profile per worker, kept from test to test for the test's own page: its HTTP cache
// and V8's code cache make the app's first load of a test ≈ 0,4 s instead of ≈ 0,95 s in a new
// browser context, which starts both empty (measured on /talents/list, /companies, /contacts and
// /missions/client-order: docs/performance/test-suite.md). What a test leaves in it goes before
// the next one: its pages, cookies, the origin's storage (local storage, IndexedDB, service
// workers, caches), its permissions, routes, offline mode and headers. Only the compiled code
// and the cached files stay, which no assertion reads.
//
// A test gets a new context as before (fixtures.ts) when it is retried (its trace is recorded
// then), when it emulates touch or a phone, or when its file cuts the network of the whole
// context or is about a cold load (FRESH_CONTEXT_FILES); E2E_FRESH_CONTEXTS=1 gives every test one.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { BrowserContext, BrowserType, LaunchOptions, TestInfo, ViewportSize } from "@playwright/test";

/** Files that change what a context does for every page in it (offline mode), or whose subject is
 * a cold load (each preloaded file fetched once): a new context each test. */
export const FRESH_CONTEXT_FILES = new Set([
  "action-centre.spec.ts",
  "portal-talent-hours.spec.ts",
  "first-read.spec.ts",
]);

export type WarmOptions = {
  launchOptions: LaunchOptions;
  baseURL: string | undefined;
  locale: string | undefined;
  timezoneId: string | undefined;
  reducedMotion: "reduce" | "no-preference" | null | undefined;
  userAgent: string | undefined;
  deviceScaleFactor: number | undefined;
  viewport: ViewportSize | null | undefined;
  hasTouch?: boolean;
  isMobile?: boolean;
  offline?: boolean;
  /** a storage state file (the demo account's session) or none */
  storageState: string | object | undefined;
  actionTimeout: number | undefined;
  navigationTimeout: number | undefined;
};

export const warmProfileFits = (
  options: Pick<WarmOptions, "hasTouch" | "isMobile" | "offline" | "storageState">,
  testInfo: TestInfo,
): boolean =>
  process.env.E2E_FRESH_CONTEXTS !== "1" &&
  testInfo.retry === 0 &&
  !options.hasTouch &&
  !options.isMobile &&
  !options.offline &&
  (options.storageState === undefined || typeof options.storageState === "string") &&
  !FRESH_CONTEXT_FILES.has(path.basename(testInfo.file));

type Profile = { context: BrowserContext; dir: string; baseURL: string | undefined };
let profile: Profile | undefined;

async function launch(chromium: BrowserType, options: WarmOptions): Promise<Profile> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "renfort-e2e-profile-"));
  const context = await chromium.launchPersistentContext(dir, {
    ...options.launchOptions,
    headless: true,
    baseURL: options.baseURL,
    locale: options.locale,
    timezoneId: options.timezoneId,
    reducedMotion: options.reducedMotion ?? undefined,
    userAgent: options.userAgent,
    deviceScaleFactor: options.deviceScaleFactor,
    viewport: options.viewport ?? null,
    acceptDownloads: true,
  });
  const opened: Profile = { context, dir, baseURL: options.baseURL };
  // a test that closed it (page.context().close()) leaves the next one a new profile
  context.on("close", () => {
    if (profile === opened) profile = undefined;
    rmSync(dir, { recursive: true, force: true });
  });
  return opened;
}

/** The worker's profile, emptied of the last test's state and set up as this test asks. */
export async function warmContext(chromium: BrowserType, options: WarmOptions): Promise<BrowserContext> {
  if (profile && profile.baseURL !== options.baseURL) await closeWarmProfile();
  profile ??= await launch(chromium, options);
  const { context } = profile;
  for (const page of context.pages()) await page.close();
  await context.clearCookies();
  await context.clearPermissions();
  await context.unrouteAll({ behavior: "ignoreErrors" });
  await context.setOffline(false);
  await context.setExtraHTTPHeaders({});
  if (options.baseURL) {
    // the origin's storage, through the DevTools protocol on a blank page (the HTTP cache and the
    // code cache are not storage: they stay)
    const blank = await context.newPage();
    const cdp = await context.newCDPSession(blank);
    await cdp.send("Storage.clearDataForOrigin", {
      origin: new URL(options.baseURL).origin,
      storageTypes:
        "local_storage,indexeddb,service_workers,cache_storage,websql,file_systems,shared_storage,storage_buckets",
    });
    await cdp.detach();
    await blank.close();
  }
  if (typeof options.storageState === "string") {
    const state = JSON.parse(readFileSync(options.storageState, "utf8")) as {
      cookies?: Parameters<BrowserContext["addCookies"]>[0];
      origins?: unknown[];
    };
    if (state.origins?.length)
      throw new Error("warm-profile: a saved state with an origin's storage needs a new context");
    if (state.cookies?.length) await context.addCookies(state.cookies);
  }
  context.setDefaultTimeout(options.actionTimeout || 0);
  context.setDefaultNavigationTimeout(options.navigationTimeout || 0);
  return context;
}

/** The pages a test opened in the profile, closed once it has ended (the profile stays open). */
export async function releaseWarmContext(): Promise<void> {
  for (const page of profile?.context.pages() ?? []) await page.close().catch(() => undefined);
}

export async function closeWarmProfile(): Promise<void> {
  const open = profile;
  profile = undefined;
  await open?.context.close().catch(() => undefined);
}
