// `npm test`: every suite, with each stage's duration printed at the end: two lanes side by side,
// one per core (docs/performance/test-suite.md says why):
//   lane 1: typecheck, lint and format (eslint.config.js, .prettierrc.json) side by side, then the
//           database rules and the protocol on native PostgreSQL, then the production build the
//           end-to-end server serves (it finds dist/ up to date and does not build again), then
//           the Playwright end-to-end suite in Debian's Chromium, with its own server and database;
//   lane 2: the unit and component tests (Vitest's `unit` project, one module graph per worker:
//           vitest.config.ts), then the protocol's conformance on PGlite.
// TEST_SERIAL=1 runs the stages one after the other (clearer output, slower).
// An engine or browser that cannot exist here is reported, not hidden.
import { existsSync } from "node:fs";
import { findPgBin } from "../tests/support/pg-cluster.ts";
import { findChromium } from "./chromium.ts";
import { runLanes, type Lane, type Stage, type StageResult } from "./stages.ts";

const serial = process.env.TEST_SERIAL === "1";
const results: StageResult[] = [];
const run = async (lanes: Lane[]) => {
  results.push(...(await runLanes(lanes, { parallel: !serial })));
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
  } else e2e.push({ name: "e2e", cmd: "npx", args: ["playwright", "test"], env: { CHROMIUM_PATH: chromium } });
}
const statics: Stage[] = [
  { name: "typecheck", cmd: "npx", args: ["tsc", "--noEmit", "-p", "tsconfig.json"] },
  { name: "lint", cmd: "npx", args: ["eslint", "."] },
  { name: "format", cmd: "npx", args: ["prettier", "--check", "--log-level", "warn", "."] },
];
const unit: Stage = {
  name: "unit",
  cmd: "npx",
  args: ["vitest", "run", "--project", "unit", "--project", "unit-build"],
};
const build: Stage = { name: "build", cmd: "npx", args: ["vite", "build", "--logLevel", "warn"] };
// PostgreSQL's suite, the longer, starts as soon as the static checks end, beside the unit tests
// that keep one core alone for minutes; PGlite's follows the unit tests. The end-to-end suite
// starts once the build is made, beside the end of the other lane, rather than after it: the
// two share the processor for ≈ 9 minutes and the whole run ends ≈ 75 s sooner on 2 cores
// (docs/performance/test-suite.md).
const lastServer = servers.length > 1 ? [[server(servers[1]!)]] : [];
await run([
  [statics, ...lastServer, ...(e2e.length ? [[build], e2e] : [])],
  [[unit], [server(servers[0]!)]],
]);

console.log("\nDurée des étapes :");
for (const r of results)
  console.log(`  ${r.status === 0 ? "✔" : "✖"} ${r.name.padEnd(15)} ${(r.ms / 1000).toFixed(0)} s`);
failures.push(...results.filter((r) => r.status !== 0).map((r) => r.name));
if (failures.length) {
  console.error(`\n✖ Échecs : ${failures.join(", ")}`);
  process.exit(1);
}
console.log("\n✔ Toutes les suites sont passées.");
