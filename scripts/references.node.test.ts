// Every file a tracked text file names exists: a migration named by its file (version_name.sql)
// is in supabase/migrations/ or kept as a fixture in supabase/tests/fixtures/previous-functions/;
// a bare migration version is an existing migration's; a repository path (supabase/…, docs/…,
// src/…, resources/…, providers/…, server/…, scripts/…, tests/… with an extension) is a file.
// A squash of the migrations or a moved file otherwise leaves comments and docs pointing nowhere.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const MIGRATIONS = "supabase/migrations";
const FIXTURES = "supabase/tests/fixtures/previous-functions";

// Not read: the lock file, the migrations themselves, generated and binary files.
const SKIPPED = [
  /^package-lock\.json$/,
  /^supabase\/migrations\//,
  /^dist\//,
  /^src\/database\.types\.ts$/,
  /\.generated\.[a-z]+$/,
  /\.(png|jpe?g|gif|webp|ico|pdf|woff2?|ttf|otf|zip|gz|tgz|wasm|xlsx?|docx?)$/i,
];
// GoTrue's own migration versions.
const EXTERNAL_VERSIONS = new Set(["server/platform/bootstrap.sql"]);
// This file, whose own test names stale references on purpose.
const SELF = "scripts/references.node.test.ts";

const MIGRATION_FILE = /\b(\d{14})_([A-Za-z0-9_]+)\.sql\b/g;
// A test that writes a temporary migration names it in path.join(dir, "<version>_<name>.sql").
const WRITTEN_MIGRATION = /path\.join\([^)]*?["'`](\d{14})_[A-Za-z0-9_]+\.sql["'`]\s*\)/g;
// A version-like number: 20YY, a month, a day, then six digits (never part of a longer word).
const VERSION = /\b(20\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{6})\b/g;
const PATH = /(?<![\w@/.$-])((?:\.\.?\/)*)((?:supabase|docs|src|resources|providers|server|scripts|tests)\/[\w./-]*)/g;
const URL = /\b[a-z][a-z0-9+.-]*:\/\/[^\s)\]>"'`]*/gi;

const list = (dir: string) => (existsSync(path.join(root, dir)) ? readdirSync(path.join(root, dir)) : []);

function trackedTextFiles(): string[] {
  return execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
    .split("\0")
    .filter((f) => f && f !== SELF && !SKIPPED.some((r) => r.test(f)));
}

/** The stale references of one file's text, as `file:line: reference (why)`. */
function staleReferences(
  file: string,
  text: string,
  known: { migrations: Set<string>; fixtures: Set<string>; versions: Set<string>; extensions: Set<string> },
  exists: (rel: string) => boolean,
): string[] {
  const out: string[] = [];
  const written = [...text.matchAll(WRITTEN_MIGRATION)];
  const ownNames = new Set(written.map((m) => /\d{14}_[A-Za-z0-9_]+\.sql/.exec(m[0])![0]));
  const ownVersions = new Set(written.map((m) => m[1]));
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const at = `${file}:${i + 1}`;
    for (const m of line.matchAll(MIGRATION_FILE)) {
      if (!known.migrations.has(m[0]) && !known.fixtures.has(m[0]) && !ownNames.has(m[0]))
        out.push(`${at}: ${m[0]} (no such migration)`);
    }
    if (!EXTERNAL_VERSIONS.has(file)) {
      for (const m of line.matchAll(VERSION)) {
        if (!known.versions.has(m[1]) && !ownVersions.has(m[1]))
          out.push(`${at}: ${m[1]} (no migration has this version)`);
      }
    }
    const noUrls = line.replace(URL, " ");
    for (const m of noUrls.matchAll(PATH)) {
      const next = noUrls[(m.index ?? 0) + m[0].length] ?? "";
      if (next && "*<{$".includes(next)) continue; // a glob or a template
      const mention = m[2].replace(/[./]+$/, "");
      // a file with an extension the repository's files have (not another project's .c or .hs)
      const ext = /\/[^/]*[^/.]\.([A-Za-z0-9]{1,6})$/.exec(mention)?.[1];
      if (!ext || !known.extensions.has(ext)) continue;
      const rel = m[1] ? path.posix.join(path.posix.dirname(file), m[1] + mention) : mention;
      if (!exists(rel)) out.push(`${at}: ${m[1]}${mention} (no such file)`);
    }
  }
  return out;
}

describe("references", () => {
  it("name only files that exist", () => {
    const files = trackedTextFiles();
    const migrations = list(MIGRATIONS).filter((f) => f.endsWith(".sql"));
    const known = {
      migrations: new Set(migrations),
      fixtures: new Set(list(FIXTURES)),
      versions: new Set(migrations.map((f) => f.slice(0, 14))),
      extensions: new Set(files.map((f) => /\.([A-Za-z0-9]+)$/.exec(f)?.[1]).filter((e) => e !== undefined)),
    };
    const exists = (rel: string) => existsSync(path.join(root, rel));
    const stale: string[] = [];
    for (const file of files) {
      let buffer: Buffer;
      try {
        buffer = readFileSync(path.join(root, file));
      } catch {
        continue; // deleted in the working tree
      }
      if (buffer.includes(0)) continue; // binary
      stale.push(...staleReferences(file, buffer.toString("utf8"), known, exists));
    }
    expect(stale).toEqual([]);
  });

  it("catches a squashed migration, an unknown version and a moved file, nothing else", () => {
    const known = {
      migrations: new Set(["20300101000000_base.sql"]),
      fixtures: new Set<string>(),
      versions: new Set(["20300101000000"]),
      extensions: new Set(["md", "ts", "sql"]),
    };
    const exists = (rel: string) => rel === "docs/rules/pay.md" || rel === "src/a.ts";
    const text = [
      "-- as in 20290101000000_old.sql and 20300101000000_base.sql",
      "// see 20290101000100, not 20300101000000 nor 12345678901234",
      "see docs/rules/pay.md#x, docs/rules/gone.md, ../src/a.ts and https://example.com/src/b.ts",
      "globs: supabase/tests/**/*.test.ts, supabase/schemas/<NN>.sql, src/{a,b}.ts, docs/, src/main.c",
      'writeFileSync(path.join(dir, "20310101000000_temp.sql"), sql); // then 20310101000000',
    ].join("\n");
    expect(staleReferences("docs/x.md", text, known, exists)).toEqual([
      "docs/x.md:1: 20290101000000_old.sql (no such migration)",
      "docs/x.md:2: 20290101000100 (no migration has this version)",
      "docs/x.md:3: docs/rules/gone.md (no such file)",
    ]);
  });
});
