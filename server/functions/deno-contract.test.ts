// Every function of supabase/functions loaded under Deno as Supabase's Edge Runtime loads it
// (issue #70, item 1): Deno 2.9 (the runtime Edge Runtime embeds, from the `deno` dev dependency),
// the function's own deno.json (none: no import map), and fails on one that would not be served —
// whose default export is not an object with its own `fetch`, or that does not load at all.
// Offline: the npm packages the import maps name are read from the project's node_modules
// (`--node-modules-dir=manual`; a version the lockfile does not hold fails to resolve), nothing
// remote is fetched, Deno's cache is node_modules/.cache/deno. Spawns a process per function.
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "../config.ts";
import { FUNCTIONS_DIR } from "./index.ts";
import { listFunctions } from "./loader.ts";

const run = promisify(execFile);
const CHECK = path.join(import.meta.dirname, "deno-contract.deno.ts");
const DENO_DIR = path.join(ROOT, "node_modules", ".cache", "deno");

/** The binary the `deno` package brings through its optional dependency `@deno/<platform>`. */
function denoBinary(): string {
  const target = process.platform === "linux" ? `linux-${process.arch}-glibc` : `${process.platform}-${process.arch}`;
  const file = process.platform === "win32" ? "deno.exe" : "deno";
  try {
    const fromDeno = createRequire(createRequire(import.meta.url).resolve("deno/package.json"));
    const bin = path.join(path.dirname(fromDeno.resolve(`@deno/${target}/package.json`)), file);
    if (existsSync(bin)) return bin;
  } catch {
    // said below
  }
  throw new Error(
    `Deno introuvable pour ${process.platform}-${process.arch} : le paquet @deno/${target} (dépendance optionnelle ` +
      `du paquet npm « deno ») n'est pas installé. Lancez npm ci sur une plateforme que Deno fournit ` +
      `(Linux glibc, macOS, Windows ; x64 ou arm64) : ce test ne peut pas prouver les fonctions sans lui.`,
  );
}

type Outcome = { served: boolean; defaultExport?: string; error?: string };

/** Deno imports `<dir>/index.ts` with `<dir>/deno.json` and tells whether the Edge Runtime would serve it. */
async function loadUnderDeno(deno: string, dir: string): Promise<Outcome> {
  const config = path.join(dir, "deno.json");
  const { stdout, stderr } = await run(
    deno,
    [
      "run",
      "--quiet",
      "--no-prompt",
      "--no-lock",
      "--cached-only",
      "--no-remote",
      "--node-modules-dir=manual",
      // what the Edge Runtime grants a function that only starts: its files and its secrets
      "--allow-read",
      "--allow-env",
      ...(existsSync(config) ? ["--config", config] : ["--no-config"]),
      CHECK,
      pathToFileURL(path.join(dir, "index.ts")).href,
    ],
    { cwd: ROOT, env: { ...process.env, DENO_DIR, NO_COLOR: "1", DENO_NO_UPDATE_CHECK: "1" }, timeout: 60_000 },
  );
  const line = stdout.trim().split("\n").at(-1) ?? "";
  try {
    return JSON.parse(line) as Outcome;
  } catch {
    return { served: false, error: `sortie illisible : ${stdout}${stderr}` };
  }
}

/** Each folder's outcome, two Deno processes at a time (the machines have two cores). */
async function loadAll(deno: string, root: string, names: string[]): Promise<Record<string, Outcome>> {
  const outcomes: Record<string, Outcome> = {};
  const queue = [...names];
  const worker = async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift())
      outcomes[name] = await loadUnderDeno(deno, path.join(root, name));
  };
  await Promise.all([worker(), worker()]);
  return outcomes;
}

const notServed = (outcomes: Record<string, Outcome>) =>
  Object.entries(outcomes)
    .filter(([, o]) => !o.served)
    .map(([name, o]) => `${name} : ${o.error ?? `export par défaut ${o.defaultExport ?? "absent"} sans fetch`}`);

describe("supabase/functions under Deno", () => {
  mkdirSync(DENO_DIR, { recursive: true });
  const fixtures = mkdtempSync(path.join(os.tmpdir(), "renfort-deno-contract-"));
  afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

  it("finds the deno binary of the dev dependency", () => {
    expect(existsSync(denoBinary())).toBe(true);
  });

  it("serves every function by the Edge Runtime's rule, each with its own deno.json, offline", async () => {
    const deno = denoBinary();
    const names = await listFunctions(FUNCTIONS_DIR);
    expect(names.length).toBeGreaterThanOrEqual(25);
    const outcomes = await loadAll(deno, FUNCTIONS_DIR, names);
    expect(Object.keys(outcomes).sort()).toEqual(names);
    expect(notServed(outcomes)).toEqual([]);
  });

  it("reports a function that Deno loads but the Edge Runtime would not serve, or that does not load", async () => {
    const write = (name: string, source: string, denoJson?: object) => {
      mkdirSync(path.join(fixtures, name));
      writeFileSync(path.join(fixtures, name, "index.ts"), source);
      if (denoJson) writeFileSync(path.join(fixtures, name, "deno.json"), JSON.stringify(denoJson));
    };
    write("served", `export default { fetch: (_req: Request) => new Response("ok") };`);
    write("bare-default", `export default async function bare(_req: Request) { return new Response("ok"); }`);
    write("named-handler", `export const handler = (_req: Request) => new Response("ok");`);
    // a version that node_modules does not hold cannot be resolved offline
    write(
      "unresolved",
      `import { PDFDocument } from "pdf-lib";\nexport default { fetch: () => new Response(String(PDFDocument)) };`,
      {
        imports: { "pdf-lib": "npm:pdf-lib@0.0.1" },
      },
    );
    const outcomes = await loadAll(denoBinary(), fixtures, ["served", "bare-default", "named-handler", "unresolved"]);
    expect(outcomes.served).toEqual({ served: true, defaultExport: "object" });
    expect(outcomes["bare-default"]).toEqual({ served: false, defaultExport: "function" });
    expect(outcomes["named-handler"]).toEqual({ served: false, defaultExport: "undefined" });
    expect(outcomes.unresolved.served).toBe(false);
    expect(outcomes.unresolved.error).toContain("npm:pdf-lib@0.0.1");
  });
});
