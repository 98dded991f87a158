// The talent space's first screen on a cold cache (issue #50's bar: ≤ 1 s over loopback, ≤ 150 KB
// of JS for its own entry). `npm run bench:talent-space` builds the app for production into
// BENCH_DIST_DIR (default its own temporary directory; rebuilt when the sources are newer, never
// with BENCH_NO_BUILD=1), serves it with the demo seed (PGlite directory BENCH_DEMO_DIR, seeded
// on first use), or measures BENCH_BASE_URL, a server already running. It prints talent.html's
// JS as built (its scripts and their static imports, gzipped: what a phone downloads) and, in
// Debian's Chromium, per sample a fresh browser context (empty HTTP cache, no service worker yet)
// opening /talent signed in as the demo talent (the session a sign-in leaves, put in the page's
// storage before it starts): first contentful paint and the home rendered (its greeting and
// sections, after talent_space_home answered), with the JS bytes the page received.
// BENCH_RUNS (default 7) samples; medians and maxima printed with the load average.
import { existsSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser } from "@playwright/test";
import { DEMO_PASSWORD, PORTAL_ACCOUNTS } from "../../supabase/seed/accounts.ts";
import { launchChromium } from "./first-rows.ts";
import { pageScripts } from "./signature.bench.ts";
import { figures, ms } from "./stats.ts";
import { withDemoApp } from "./support.ts";

let BASE = process.env.BENCH_BASE_URL ?? "";
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const TARGET_HOME_MS = 1000;
const TARGET_JS_GZ = 150 * 1024;
const DIST = process.env.BENCH_DIST_DIR ?? path.join(os.tmpdir(), "renfort-bench-talent-space-dist");
// src/portal/client.ts's portalStorageKey("talent")
const STORAGE_KEY = "renfort-talent-space-session";

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

const PROBE = `
  new MutationObserver(() => {
    if (window.__homeAt === undefined && document.querySelector("#releves")) window.__homeAt = performance.now();
  }).observe(document, { childList: true, subtree: true });
`;

type Sample = { fcp: number; home: number; jsBytes: number };

/** The demo talent's session, as supabase-js keeps it after signing in. */
async function talentSession(): Promise<string> {
  const config = (await (await fetch(`${BASE}/config.json`)).json()) as { supabaseAnonKey: string };
  const res = await fetch(`${BASE}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { apikey: config.supabaseAnonKey, "Content-Type": "application/json" },
    body: JSON.stringify({ email: PORTAL_ACCOUNTS.talent.email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`connexion du talent de démonstration : HTTP ${res.status}`);
  return JSON.stringify(await res.json());
}

async function sample(browser: Browser, session: string): Promise<Sample> {
  const context = await browser.newContext({ baseURL: BASE, locale: "fr-FR", viewport: { width: 375, height: 760 } });
  try {
    const page = await context.newPage();
    await page.addInitScript({
      content: `localStorage.setItem(${JSON.stringify(STORAGE_KEY)}, ${JSON.stringify(session)});${PROBE}`,
    });
    await page.goto("/talent");
    await page.waitForFunction(() => (window as { __homeAt?: number }).__homeAt !== undefined, undefined, {
      timeout: 60_000,
    });
    // a string: tsx would wrap a function's inner helpers in one the page does not have
    return (await page.evaluate(`({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
      home: window.__homeAt,
      jsBytes: performance.getEntriesByType("resource")
        .filter((e) => e.name.endsWith(".js"))
        .reduce((sum, e) => sum + e.encodedBodySize, 0),
    })`)) as Sample;
  } finally {
    await context.close();
  }
}

function printSize() {
  if (!existsSync(path.join(DIST, "talent.html")))
    return console.log(`(pas de build dans ${DIST} : taille non mesurée)`);
  const scripts = pageScripts(DIST, "talent.html");
  const total = scripts.reduce((sum, f) => sum + gz(path.join(DIST, f)), 0);
  for (const f of scripts) console.log(`  ${f} : ${(gz(path.join(DIST, f)) / 1024).toFixed(1)} Ko gzip`);
  console.log(
    `JS de l'espace talent : ${scripts.length} fichiers, ${(total / 1024).toFixed(1)} Ko gzip (cible ≤ ${TARGET_JS_GZ / 1024} Ko, ${total <= TARGET_JS_GZ ? "atteinte" : "NON atteinte"})`,
  );
}

async function measure() {
  printSize();
  const session = await talentSession();
  const browser = await launchChromium();
  try {
    await sample(browser, session); // one warm-up of the server (not of the browser: each context is cold)
    const samples: Sample[] = [];
    for (let i = 0; i < RUNS; i += 1) samples.push(await sample(browser, session));
    const fcp = figures(samples.map((s) => s.fcp));
    const home = figures(samples.map((s) => s.home));
    console.log(`cache vide, boucle locale, connecté, ${RUNS} échantillons :`);
    console.log(`  first contentful paint : médiane ${ms(fcp.p50)} ms, max ${ms(fcp.max)} ms`);
    console.log(`  accueil affiché : médiane ${ms(home.p50)} ms, max ${ms(home.max)} ms`);
    console.log(`  JS reçu (non compressé en boucle locale) : ${(samples[0].jsBytes / 1024).toFixed(1)} Ko`);
    console.log(`  cible accueil ≤ ${TARGET_HOME_MS} ms : ${home.p50 <= TARGET_HOME_MS ? "atteinte" : "NON atteinte"}`);
  } finally {
    await browser.close();
  }
  console.log(
    `charge moyenne ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" / ")}`,
  );
}

async function main() {
  await withDemoApp({ distDir: DIST, demoDir: "renfort-bench-talent-space-db" }, async (url) => {
    BASE = url;
    await measure();
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
