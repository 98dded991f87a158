// The kanban of a mission with 200 applications, interactive after navigation (issue #16's
// target: ≤ 300 ms). `npm run bench:kanban` is self-contained: it builds the app for production
// into BENCH_DIST_DIR (default its own temporary directory; rebuilt when the sources are newer,
// never with BENCH_NO_BUILD=1, e.g. to measure a build of another version) and serves it with the
// demo seed in a PGlite directory kept between runs (BENCH_DEMO_DIR, seeded on first use).
// BENCH_BASE_URL measures a server already running instead (production build, demo seed, e.g.
// `SKIP_BUILD=0 PORT=8095 DATA_DIR=$(mktemp -d) npm start`). The script fills one open mission of
// consultant@renfort.test to 200 applications through /rest/v1 (as the consultant, RLS and
// triggers applying), then, in Debian's Chromium, per sample a fresh browser context (empty HTTP
// and query caches), signs in, opens /applications and measures the in-app navigation to
// /missions/:id/applications: from the router's navigation to every card rendered with its move
// button and the main thread free again (a task runs).
// BENCH_RENDER_RUNS (default 7) samples; median and max printed with the load average.
import os from "node:os";
import path from "node:path";
import { DEMO_PASSWORD } from "../../supabase/seed/accounts.ts";
import { launchChromium } from "./first-rows.ts";
import { figures, ms } from "./stats.ts";
import { withDemoApp } from "./support.ts";

let BASE = process.env.BENCH_BASE_URL ?? "";
const RUNS = Number(process.env.BENCH_RENDER_RUNS ?? 7);
const TARGET_CARDS = 200;
const TARGET_MS = 300;
const EMAIL = "consultant@renfort.test";
const STAGES = ["new", "to_qualify", "qualified", "shortlisted"];
const REASONS = ["skills", "availability", "distance", "unreachable"];

type Row = Record<string, unknown>;

async function api() {
  const config = (await (await fetch(`${BASE}/config.json`)).json()) as { supabaseAnonKey: string };
  const apikey = config.supabaseAnonKey;
  const session = (await (
    await fetch(`${BASE}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { apikey, "Content-Type": "application/json" },
      body: JSON.stringify({ email: EMAIL, password: DEMO_PASSWORD }),
    })
  ).json()) as { access_token: string };
  const headers = { apikey, Authorization: `Bearer ${session.access_token}`, "Content-Type": "application/json" };
  return {
    get: async (q: string) => {
      const r = await fetch(`${BASE}/rest/v1/${q}`, { headers });
      if (!r.ok) throw new Error(`${q}: ${r.status} ${await r.text()}`);
      return (await r.json()) as Row[];
    },
    post: async (table: string, body: Row[]) => {
      const r = await fetch(`${BASE}/rest/v1/${table}`, { method: "POST", headers, body: JSON.stringify(body) });
      if (!r.ok) throw new Error(`${table}: ${r.status} ${await r.text()}`);
    },
  };
}

/** An open mission of the consultant's workspace with TARGET_CARDS applications. */
async function missionWith200(rest: Awaited<ReturnType<typeof api>>): Promise<string> {
  const [mission] = await rest.get("mission?select=id&status=eq.open&is_client_order=eq.true&order=created_at&limit=1");
  const id = String(mission!.id);
  const taken = new Set((await rest.get(`application?select=talent_id&mission_id=eq.${id}`)).map((a) => a.talent_id));
  const missing = TARGET_CARDS - taken.size;
  if (missing > 0) {
    const talents = (await rest.get("talent?select=id&blacklisted_at=is.null&limit=1000")).filter(
      (t) => !taken.has(t.id),
    );
    if (talents.length < missing) throw new Error(`${talents.length} talents libres pour ${missing} candidatures`);
    await rest.post(
      "application",
      talents.slice(0, missing).map((t, i) => ({
        mission_id: id,
        talent_id: t.id,
        stage: STAGES[i % STAGES.length],
        // every object has the same keys (PostgREST bulk insert)
        is_rejected: i % 10 === 9,
        rejection_reason: i % 10 === 9 ? REASONS[i % REASONS.length] : null,
      })),
    );
  }
  const count = (await rest.get(`application?select=id&mission_id=eq.${id}`)).length;
  if (count < TARGET_CARDS) throw new Error(`${count} candidatures sur la mission`);
  console.log(`Mission ${id} : ${count} candidatures.`);
  return id;
}

/**
 * The in-page measurement, as a string (tsx would wrap named functions in a helper the page
 * does not have): router navigation → every card and its move menu rendered → a task runs.
 */
const measureNavigation = (path: string, cards: number) => `(async () => {
  const t0 = performance.now();
  window.history.pushState({}, "", ${JSON.stringify(path)});
  window.dispatchEvent(new PopStateEvent("popstate"));
  const ready = () =>
    document.querySelectorAll(".kanban-card").length >= ${cards} &&
    document.querySelectorAll("button[aria-label^='Déplacer vers']").length >= ${cards};
  await new Promise((resolve, reject) => {
    const tick = () => {
      if (ready()) resolve();
      else if (performance.now() - t0 > 20000) reject(new Error("kanban not ready in 20 s"));
      else requestAnimationFrame(tick);
    };
    tick();
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return performance.now() - t0;
})()`;

async function main() {
  await withDemoApp(
    {
      distDir: process.env.BENCH_DIST_DIR ?? path.join(os.tmpdir(), "renfort-bench-kanban-dist"),
      demoDir: "renfort-bench-kanban-db",
    },
    async (url) => {
      BASE = url;
      await measure();
    },
  );
}

async function measure() {
  const missionId = await missionWith200(await api());
  const browser = await launchChromium();
  const samples: number[] = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({
        baseURL: BASE,
        locale: "fr-FR",
        viewport: { width: 1600, height: 900 },
      });
      const page = await context.newPage();
      await page.goto("/login");
      await page.getByLabel("Adresse e-mail").fill(EMAIL);
      await page.getByLabel("Mot de passe", { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole("button", { name: "Se connecter" }).click();
      await page.waitForURL((url) => !url.pathname.startsWith("/login"));
      await page.goto("/applications");
      await page.getByRole("heading", { name: "Candidatures" }).waitFor({ timeout: 30_000 });
      await page.waitForLoadState("networkidle");
      const elapsed = (await page.evaluate(
        measureNavigation(`/missions/${missionId}/applications`, TARGET_CARDS),
      )) as number;
      samples.push(elapsed);
      console.log(`  échantillon ${run + 1} : ${ms(elapsed)} ms`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const f = figures(samples);
  console.log(
    `charge moyenne ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" / ")}`,
  );
  console.log(
    `Kanban de ${TARGET_CARDS} candidatures, navigation → interactif : médiane ${ms(f.p50)} ms, max ${ms(f.max)} ms (cible ≤ ${TARGET_MS} ms, ${f.p50 <= TARGET_MS ? "atteinte" : "NON atteinte"})`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
