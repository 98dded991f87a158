// The front end's copy of the permission matrix must be the database's, row for row: the
// matrix migration for the core tables, and the database's export (supabase/permissions.json,
// from public.role_permission) for every table, the request tables included.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { APP_ROLES } from "../roles/roles.ts";
import { can, scopeOf } from "./can.ts";
import { expandRoles, ROLE_ABBREVIATIONS } from "./permissions.ts";
import { REQUEST_PERMISSIONS } from "./request-permissions.ts";
import { TABLE_PERMISSIONS } from "./table-permissions.ts";

const MIGRATIONS = path.resolve(import.meta.dirname, "../../../supabase/migrations");
const file = readdirSync(MIGRATIONS).find((name) => name.endsWith("_permission_matrix.sql"));
const sql = file ? readFileSync(path.join(MIGRATIONS, file), "utf8") : "";
const ROW = /\('([a-z_]+)', '(select|insert|update|delete)', '([A-Z ]*)', '([A-Z ]*)'/g;
const fromSql = [...sql.matchAll(ROW)].map((m) => `${m[1]}:${m[2]}:${m[3]}:${m[4]}`);
const tableResources = new Set(fromSql.map((row) => row.split(":")[0]));

type Exported = { permissions: Record<string, Record<string, Record<string, "all" | "own">>> };
const exported = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../../supabase/permissions.json"), "utf8")) as Exported;
/** "table:action:role:scope" for every grant of the export. */
const fromExport = Object.entries(exported.permissions).flatMap(([role, tables]) =>
  Object.entries(tables).flatMap(([table, actions]) => Object.entries(actions).map(([action, scope]) => `${table}:${action}:${role}:${scope}`)),
);
const FRONT = [...TABLE_PERMISSIONS, ...REQUEST_PERMISSIONS];
const fromFront = FRONT.flatMap(([table, action, all, own]) => [
  ...expandRoles(all).map((role) => `${table}:${action}:${role}:all`),
  ...expandRoles(own).map((role) => `${table}:${action}:${role}:own`),
]);
const ACTIONS = { select: "list", insert: "create", update: "edit", delete: "delete" } as const;

describe("permission matrix", () => {
  it("is read from the database's migration and export", () => {
    expect(file).toBeDefined();
    expect(fromSql.length).toBeGreaterThan(100);
    expect(fromExport.length).toBeGreaterThan(fromSql.length);
    expect(Object.keys(exported.permissions).sort()).toEqual([...APP_ROLES].sort());
  });

  it("matches the SQL matrix row for row", () => {
    expect(TABLE_PERMISSIONS.map((row) => row.join(":")).sort()).toEqual([...fromSql].sort());
  });

  it("matches the database's export grant for grant, request tables included", () => {
    expect([...fromFront].sort()).toEqual([...fromExport].sort());
  });

  it("keeps the request tables apart from the matrix migration's", () => {
    expect(REQUEST_PERMISSIONS.map(([resource]) => resource).filter((resource) => tableResources.has(resource))).toEqual([]);
    expect(REQUEST_PERMISSIONS.map(([resource]) => resource)).toEqual(expect.arrayContaining(["meal_card_request", "independent_payment_request", "company_insurance_request", "medical_center"]));
  });

  it("answers can() and scopeOf() as the export grants, for every request table", () => {
    for (const [table, action] of REQUEST_PERMISSIONS)
      for (const role of APP_ROLES) {
        const scope = exported.permissions[role]?.[table]?.[action] ?? null;
        expect(can([role], { resource: table, action: ACTIONS[action] }), `${role} ${table}.${action}`).toBe(scope !== null);
        expect(scopeOf([role], { resource: table, action: ACTIONS[action] }), `${role} ${table}.${action}`).toBe(scope);
      }
  });

  it("only uses the SQL's role abbreviations", () => {
    for (const [, , all, own] of FRONT)
      for (const abbr of `${all} ${own}`.split(/\s+/).filter(Boolean)) expect(["ALL", ...Object.keys(ROLE_ABBREVIATIONS)]).toContain(abbr);
  });
});
