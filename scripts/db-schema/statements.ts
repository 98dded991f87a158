// The schema files and their statements: supabase/schemas/*.sql in file order, each split into
// statements the way PostgreSQL reads them (quotes, dollar quotes and comments respected).
import { readdirSync } from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "..", "..");
export const SCHEMAS_DIR = path.join(ROOT, "supabase", "schemas");
export const MIGRATIONS_DIR = path.join(ROOT, "supabase", "migrations");
export const BASELINE = "20261127040000_baseline.sql";

/** Splits SQL into statements (aware of quotes, dollar quotes and comments); keeps each one's text. */
export function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let start = 0;
  let i = 0;
  const n = sql.length;
  while (i < n) {
    const c = sql[i];
    if (c === "-" && sql[i + 1] === "-") {
      const e = sql.indexOf("\n", i);
      i = e < 0 ? n : e + 1;
    } else if (c === "/" && sql[i + 1] === "*") {
      const e = sql.indexOf("*/", i + 2);
      i = e < 0 ? n : e + 2;
    } else if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < n) {
        if (sql[j] === c) {
          if (sql[j + 1] === c) j += 2;
          else break;
        } else j++;
      }
      i = j + 1;
    } else if (c === "$") {
      const m = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i, i + 64));
      if (m && !/[A-Za-z0-9_]/.test(sql[i - 1] ?? "")) {
        const e = sql.indexOf(m[0], i + m[0].length);
        i = e < 0 ? n : e + m[0].length;
      } else i++;
    } else if (c === ";") {
      const text = sql.slice(start, i + 1).trim();
      if (stripComments(text).trim() !== ";") out.push(text);
      start = i + 1;
      i++;
    } else i++;
  }
  const rest = sql.slice(start).trim();
  if (stripComments(rest).trim()) out.push(rest);
  return out;
}

export const stripComments = (s: string) => s.replace(/^\s*--.*$/gm, "");

export function schemaFiles(dir = SCHEMAS_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort()
    .map((f) => path.join(dir, f));
}
