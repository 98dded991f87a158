// Every rule the docs state with an id is executed by a test that names it (docs/testing.md,
// « Règles et tests »). A rule of docs/rules/*.md or supabase/CONTRACT-RULES.md carries its id as
// « [R:AREA-NAME] » where it is stated, « [R:AREA-NAME, non appliquée] » when the docs say the code
// knowingly does not do it; a test names the ids it proves as « R:AREA-NAME » in its title. This
// check fails when a stated rule has no test, when a test names an id the docs do not state, and
// when two places of the docs state the same id.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");
const DOCS = [
  ...readdirSync(join(ROOT, "docs/rules"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => join("docs/rules", f)),
  "supabase/CONTRACT-RULES.md",
];
const TEST_ROOTS = [
  "src",
  "resources",
  "providers",
  "server",
  "scripts",
  "supabase/tests",
  "supabase/functions",
  "tests",
];
const TEST_FILE = /\.(test|spec)\.tsx?$/;

const STATED = /\[R:([A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+)(, non appliquée)?\]/g;
const NAMED = /\bR:([A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+)\b/g;

const filesUnder = (dir: string): string[] =>
  readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (name === "node_modules" || name.startsWith(".")) return [];
    return statSync(join(ROOT, path)).isDirectory() ? filesUnder(path) : TEST_FILE.test(name) ? [path] : [];
  });

/** id → where the docs state it, and whether it is knowingly not enforced */
const stated = new Map<string, { where: string[]; enforced: boolean }>();
for (const doc of DOCS)
  for (const [, id, off] of readFileSync(join(ROOT, doc), "utf8").matchAll(STATED)) {
    const entry = stated.get(id!) ?? { where: [], enforced: !off };
    entry.where.push(doc);
    stated.set(id!, entry);
  }

/** id → the test files that name it */
const named = new Map<string, string[]>();
for (const file of TEST_ROOTS.flatMap(filesUnder)) {
  if (relative(ROOT, join(ROOT, file)) === "scripts/rule-ids.node.test.ts") continue;
  for (const [, id] of readFileSync(join(ROOT, file), "utf8").matchAll(NAMED))
    named.set(id!, [...new Set([...(named.get(id!) ?? []), file])]);
}

describe("every rule the docs state is tied to its test", () => {
  it("the docs state some rules with their ids", () => {
    expect(stated.size).toBeGreaterThan(10);
  });

  it("each rule the code executes is named by a test", () => {
    const untested = [...stated]
      .filter(([id, s]) => s.enforced && !named.has(id))
      .map(([id, s]) => `${id} (${s.where[0]})`);
    expect(untested).toEqual([]);
  });

  it("a test names only rules the docs state", () => {
    const unknown = [...named].filter(([id]) => !stated.has(id)).map(([id, files]) => `${id} (${files[0]})`);
    expect(unknown).toEqual([]);
  });

  it("each id is stated once", () => {
    expect([...stated].filter(([, s]) => s.where.length > 1).map(([id, s]) => `${id}: ${s.where.join(", ")}`)).toEqual(
      [],
    );
  });

  it("a rule knowingly not enforced has no test claiming it", () => {
    expect([...stated].filter(([id, s]) => !s.enforced && named.has(id)).map(([id]) => id)).toEqual([]);
  });
});
