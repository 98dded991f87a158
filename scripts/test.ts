// `npm test`: typecheck, lint (eslint.config.js) and format (Prettier, .prettierrc.json), then every suite — unit and component tests, the server and
// database suites on PGlite and on native PostgreSQL, and the Playwright end-to-end suite
// in Debian's Chromium. An engine or browser that cannot exist here is reported, not hidden.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { findPgBin } from "../tests/support/pg-cluster.ts";
import { findChromium } from "./chromium.ts";

const run = (cmd: string, args: string[], env: NodeJS.ProcessEnv = {}) => {
  console.log(`\n▶ ${cmd} ${args.join(" ")}`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return r.status ?? 1;
};

const failures: string[] = [];
const step = (name: string, status: number) => {
  if (status !== 0) failures.push(name);
};

step("typecheck", run("npx", ["tsc", "--noEmit", "-p", "tsconfig.json"]));
step("lint", run("npx", ["eslint", "."]));
step("format", run("npx", ["prettier", "--check", "."]));

const projects = ["unit", "server-pglite"];
if (findPgBin()) projects.push("server-postgres");
else
  console.log(
    "\n⚠ PostgreSQL (initdb/pg_ctl) introuvable : la suite serveur ne tourne que sur PGlite. Installez le paquet Debian « postgresql » pour la lancer aussi sur PostgreSQL natif.",
  );
step("vitest", run("npx", ["vitest", "run", ...projects.flatMap((p) => ["--project", p])]));

if (existsSync("playwright.config.ts")) {
  const chromium = findChromium({ installIfRoot: true });
  if (!chromium) {
    console.error(
      "\n✖ Chromium introuvable. Installez-le avec « apt-get install -y chromium » (en root) ou indiquez son chemin dans CHROMIUM_PATH.",
    );
    failures.push("e2e (Chromium manquant)");
  } else {
    step("e2e", run("npx", ["playwright", "test"], { CHROMIUM_PATH: chromium }));
  }
}

if (failures.length) {
  console.error(`\n✖ Échecs : ${failures.join(", ")}`);
  process.exit(1);
}
console.log("\n✔ Toutes les suites sont passées.");
