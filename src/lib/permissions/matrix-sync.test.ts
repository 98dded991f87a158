// The front end's copy of the permission matrix must be the database's, row for row.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PENDING_PERMISSIONS } from "./pending-permissions.ts";
import { TABLE_PERMISSIONS } from "./table-permissions.ts";

const MIGRATIONS = path.resolve(import.meta.dirname, "../../../supabase/migrations");
const file = readdirSync(MIGRATIONS).find((name) => name.endsWith("_permission_matrix.sql"));
const sql = file ? readFileSync(path.join(MIGRATIONS, file), "utf8") : "";
const ROW = /\('([a-z_]+)', '(select|insert|update|delete)', '([A-Z ]*)', '([A-Z ]*)'/g;
const fromSql = [...sql.matchAll(ROW)].map((m) => `${m[1]}:${m[2]}:${m[3]}:${m[4]}`);
const tableResources = new Set(fromSql.map((row) => row.split(":")[0]));

describe("permission matrix", () => {
  it("is read from the database's migration", () => {
    expect(file).toBeDefined();
    expect(fromSql.length).toBeGreaterThan(100);
  });

  it("matches the SQL matrix row for row", () => {
    expect(TABLE_PERMISSIONS.map((row) => row.join(":")).sort()).toEqual([...fromSql].sort());
  });

  it("keeps no pending row for a table the database already covers", () => {
    expect(PENDING_PERMISSIONS.map(([resource]) => resource).filter((resource) => tableResources.has(resource))).toEqual([]);
  });

  it("only uses the SQL's role abbreviations", () => {
    for (const [, , all, own] of [...TABLE_PERMISSIONS, ...PENDING_PERMISSIONS])
      for (const abbr of `${all} ${own}`.split(/\s+/).filter(Boolean)) expect(["ALL", "ACC", "CONS", "CSM", "XCSM", "MKT", "DEV", "IND"]).toContain(abbr);
  });
});
