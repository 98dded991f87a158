// A blank PGlite data directory (initdb done, nothing created in it), made once and copied by the
// unit tests that need an empty database of their own: a PGlite opened on a copy costs ≈ 1.5 s of
// processor, a new one ≈ 5 s (initdb, in WebAssembly). Under `npm test` it is made once for the
// run, in the run's templates folder (RENFORT_TEMPLATES, scripts/test.ts); otherwise once per
// PGlite version, in the system's temporary folder.
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Engine } from "../../server/db/engine.ts";
import { openPglite } from "../../server/db/pglite.ts";
import { SHARED_TEMPLATES_ENV } from "../../supabase/tests/support/template.ts";

const PGLITE_PACKAGE = path.resolve(import.meta.dirname, "..", "..", "node_modules", "@electric-sql", "pglite");

let made: Promise<string> | undefined;

/** The blank data directory; two processes may make it at once: the first to finish keeps its own. */
const blankDir = (): Promise<string> =>
  (made ??= (async () => {
    const parent = process.env[SHARED_TEMPLATES_ENV] ?? os.tmpdir();
    const { version } = JSON.parse(readFileSync(path.join(PGLITE_PACKAGE, "package.json"), "utf8")) as {
      version: string;
    };
    const dir = path.join(parent, `renfort-blank-pglite-${version}`);
    if (existsSync(dir)) return dir;
    const building = mkdtempSync(path.join(parent, "renfort-blank-pglite-building-"));
    try {
      const engine = await openPglite(building);
      await engine.close();
      renameSync(building, dir);
    } catch (e) {
      if (!existsSync(dir)) throw e;
    } finally {
      rmSync(building, { recursive: true, force: true });
    }
    return dir;
  })());

/** A PGlite on a copy of the blank data directory, the copy removed when the process exits. */
export async function openBlankPglite(): Promise<Engine> {
  const blank = await blankDir();
  const dir = mkdtempSync(path.join(os.tmpdir(), "renfort-blank-copy-"));
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  cpSync(blank, dir, { recursive: true });
  return openPglite(dir);
}
