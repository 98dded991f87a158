// `npm test`: every suite, with each stage's duration printed at the end: two lanes side by side
// (docs/performance/test-suite.md says why this order):
//   lane 1: the production build the end-to-end server serves, then the main part of the
//           Playwright end-to-end suite in Debian's Chromium, with its own server and database —
//           the longest stage, started first;
//   lane 2: the unit and component tests (Vitest's `unit` project, one module graph per worker:
//           vitest.config.ts), then typecheck, lint and format (eslint.config.js,
//           .prettierrc.json) side by side, then the database rules and the protocol on native
//           PostgreSQL, then the protocol's conformance on PGlite beside the tests that start
//           real servers as child processes (killed, restarted);
//   then, in whichever lane ends first, the end-to-end's tail (tests/e2e/parts.ts), with a
//           server, a database and a browser of its own — the server started as soon as the
//           build is made (scripts/tail-server.ts).
// TEST_SERIAL=1 runs the stages one after the other (clearer output, slower).
// An engine or browser that cannot exist here is reported, not hidden.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { findPgBin } from "../tests/support/pg-cluster.ts";
import { findChromium } from "./chromium.ts";
import { printDurations } from "./durations.ts";
import { idleMeter } from "./cpu-meter.ts";
import { tailServer } from "./tail-server.ts";
import { runLanes, type Lane, type LaneResult, type Stage, type StageResult } from "./stages.ts";
import { SHARED_TEMPLATES_ENV } from "../supabase/tests/support/template.ts";

const serial = process.env.TEST_SERIAL === "1";
// One migrated and seeded PGlite template for the whole run (supabase/tests/support/template.ts):
// built by the first suite that needs it (PGlite's server suite, the killed servers' tests),
// copied by the others, instead of each migrating and seeding its own (≈ 35 s of CPU each).
const templates = mkdtempSync(path.join(os.tmpdir(), "renfort-templates-"));
process.env[SHARED_TEMPLATES_ENV] = templates;
process.on("exit", () => rmSync(templates, { recursive: true, force: true }));
const results: StageResult[] = [];
const laneResults: LaneResult[] = [];
const idle = idleMeter();
const run = async (lanes: Lane[], floating: Stage[] = []) => {
  const ran = await runLanes(lanes, {
    parallel: !serial,
    laneEnded: (lane) => idle.mark(`fin de la file ${lane.index + 1}`),
    floating,
  });
  results.push(...ran.stages);
  laneResults.push(...ran.lanes);
};

const servers = ["server-pglite"];
if (findPgBin()) servers.push("server-postgres");
else
  console.log(
    "\n⚠ PostgreSQL (initdb/pg_ctl) introuvable : la suite serveur ne tourne que sur PGlite. Installez le paquet Debian « postgresql » pour la lancer aussi sur PostgreSQL natif.",
  );
// one Vitest per engine, each with its own server and database (PGlite's queries run in the
// test process, PostgreSQL's in its own processes)
const server = (project: string): Stage => ({
  name: project,
  cmd: "npx",
  args: ["vitest", "run", "--project", project],
});
const failures: string[] = [];
const e2e: Stage[] = [];
if (existsSync("playwright.config.ts")) {
  const chromium = findChromium({ installIfRoot: true, headlessShell: true });
  if (!chromium) {
    console.error(
      "\n✖ Chromium introuvable. Installez-le avec « apt-get install -y chromium-headless-shell » (en root) ou indiquez son chemin dans CHROMIUM_PATH.",
    );
    failures.push("e2e (Chromium manquant)");
  } else
    // two parts (tests/e2e/parts.ts): the main one in the first lane, the tail at the end of the
    // second; TEST_SERIAL=1 runs the suite whole
    for (const part of serial ? [undefined] : (["main", "tail"] as const))
      e2e.push({
        name: part ? `e2e-${part}` : "e2e",
        cmd: "npx",
        args: ["playwright", "test"],
        env: { CHROMIUM_PATH: chromium, ...(part ? { E2E_PART: part } : {}) },
      });
}
const statics: Stage[] = [
  // TypeScript's native compiler (@typescript/native-preview): the same checks as tsc on this
  // project, in a third of its processor time (README, « Choix techniques »)
  { name: "typecheck", cmd: "npx", args: ["tsgo", "--noEmit", "-p", "tsconfig.json"] },
  { name: "lint", cmd: "npx", args: ["eslint", "."] },
  { name: "format", cmd: "npx", args: ["prettier", "--check", "--log-level", "warn", "."] },
];
const unit: Stage = {
  name: "unit",
  cmd: "npx",
  args: ["vitest", "run", "--project", "unit", "--project", "unit-build"],
};
const build: Stage = { name: "build", cmd: "npx", args: ["vite", "build", "--logLevel", "warn"] };
// The end-to-end suite keeps ≈ 1.5 cores busy (Chromium's renderer, the server, PostgreSQL), the
// other stages ≈ 1: side by side from the start, the two cores are never idle until the shorter
// lane ends; after the other suites, the end-to-end ran ≈ 23 minutes alone with half a core idle.
// The unit tests first, not the three static checks: the build the end-to-end waits for takes
// ≈ 85 s beside those three, ≈ 22 s alone.
// The tests that start real servers as child processes (vitest.config.ts) run beside PGlite's
// suite, the last stage, whose one process left the other core idle for ≈ 4 minutes.
const processes = server("server-processes");
const [pglite, ...postgres] = servers.map((name) => server(name));
// The end-to-end's tail (tests/e2e/parts.ts) runs in whichever lane ends its own stages first:
// its browser takes the core that lane leaves idle, instead of the other lane running alone to
// the end (which lane that is depends on the machine: measured both ways on 28 November).
const [e2eMain, e2eTail] = e2e;
// The tail's server starts once the build is made (scripts/tail-server.ts), not when the tail begins.
const tail = e2eTail ? tailServer() : undefined;
if (tail && e2eTail) {
  build.ended = (status) => {
    if (status === 0) tail.start();
  };
  e2eTail.prepare = async () => {
    const url = await tail.ready();
    return url ? { E2E_BASE_URL: url } : {};
  };
}
await run(
  [
    e2eMain ? [[build], [e2eMain]] : [],
    // PostgreSQL's (the longer, when its binaries are here) before PGlite's
    [[unit], statics, ...postgres.map((stage) => [stage]), [pglite, processes]],
  ],
  e2eTail ? [e2eTail] : [],
);

const tailServerCpu = await tail?.stop();
printDurations(results, laneResults, idle.stop());
if (tailServerCpu !== undefined)
  console.log(
    `  (le serveur de la queue de l'end-to-end, démarré à l'avance : ${tailServerCpu.toFixed(0)} s de processeur)`,
  );
failures.push(...results.filter((r) => r.status !== 0).map((r) => r.name));
for (const r of results.filter((r) => r.status !== 0 && r.failures.length)) {
  console.log(`\nDétail des échecs de ${r.name} :`);
  for (const line of r.failures) console.log(`  ${line}`);
}
if (failures.length) {
  console.error(`\n✖ Échecs : ${failures.join(", ")}`);
  process.exit(1);
}
console.log("\n✔ Toutes les suites sont passées.");
