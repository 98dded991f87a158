// `npm test`: every suite, in three phases, with each stage's duration printed at the end.
//   1. what needs no server, side by side: typecheck, lint (eslint.config.js), format
//      (Prettier, .prettierrc.json) and the unit and component tests (Vitest's `unit` project,
//      one module graph per worker: vitest.config.ts);
//   2. the server suite, one Vitest per engine side by side: the protocol's conformance on PGlite
//      and on native PostgreSQL, the database rules on native PostgreSQL (vitest.config.ts);
//   3. the Playwright end-to-end suite in Debian's Chromium, with its own server and database.
// TEST_SERIAL=1 runs the stages one after the other (clearer output, slower).
// An engine or browser that cannot exist here is reported, not hidden.
import { existsSync } from "node:fs";
import { findPgBin } from "../tests/support/pg-cluster.ts";
import { findChromium } from "./chromium.ts";
import { runStages, type Stage, type StageResult } from "./stages.ts";

const serial = process.env.TEST_SERIAL === "1";
const results: StageResult[] = [];
const phase = async (stages: Stage[]) => {
  results.push(...(await runStages(stages, { parallel: !serial })));
};

const servers = ["server-pglite"];
if (findPgBin()) servers.push("server-postgres");
else
  console.log(
    "\n⚠ PostgreSQL (initdb/pg_ctl) introuvable : la suite serveur ne tourne que sur PGlite. Installez le paquet Debian « postgresql » pour la lancer aussi sur PostgreSQL natif.",
  );
// one Vitest per engine, side by side: each has its own server and database, and together they
// keep both cores busy (PGlite's queries run in the test process, PostgreSQL's in its own)
const server: Stage[] = servers.map((project) => ({
  name: project,
  cmd: "npx",
  args: ["vitest", "run", "--project", project],
}));
const failures: string[] = [];
const e2e: Stage[] = [];
if (existsSync("playwright.config.ts")) {
  const chromium = findChromium({ installIfRoot: true });
  if (!chromium) {
    console.error(
      "\n✖ Chromium introuvable. Installez-le avec « apt-get install -y chromium » (en root) ou indiquez son chemin dans CHROMIUM_PATH.",
    );
    failures.push("e2e (Chromium manquant)");
  } else e2e.push({ name: "e2e", cmd: "npx", args: ["playwright", "test"], env: { CHROMIUM_PATH: chromium } });
}
await phase([
  { name: "typecheck", cmd: "npx", args: ["tsc", "--noEmit", "-p", "tsconfig.json"] },
  { name: "lint", cmd: "npx", args: ["eslint", "."] },
  { name: "format", cmd: "npx", args: ["prettier", "--check", "--log-level", "warn", "."] },
  { name: "unit", cmd: "npx", args: ["vitest", "run", "--project", "unit", "--project", "unit-build"] },
]);
// Beside Playwright the server suite took 675 s instead of ≈480 s, Playwright as long again, and
// a realtime test ran past its wait: one after the other costs the same and stays reliable.
await phase(server);
await phase(e2e);

console.log("\nDurée des étapes :");
for (const r of results)
  console.log(`  ${r.status === 0 ? "✔" : "✖"} ${r.name.padEnd(15)} ${(r.ms / 1000).toFixed(0)} s`);
failures.push(...results.filter((r) => r.status !== 0).map((r) => r.name));
if (failures.length) {
  console.error(`\n✖ Échecs : ${failures.join(", ")}`);
  process.exit(1);
}
console.log("\n✔ Toutes les suites sont passées.");
