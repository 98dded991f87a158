// The front end's permission matrix is the database's: grants.generated.ts is written from
// public.role_permission by `npm run db:types` (supabase/tests/types.test.ts fails when it is
// stale), and can()/scopeOf() answer exactly as the database's export grants, for every table
// and every role.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { APP_ROLES } from "../roles/roles.ts";
import { can, scopeOf } from "./can.ts";
import { TABLE_GRANTS } from "./grants.generated.ts";
import { isPermissionSubject } from "./permissions.ts";

type Exported = { permissions: Record<string, Record<string, Record<string, "all" | "own">>> };
const exported = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../../supabase/permissions.json"), "utf8"),
) as Exported;
const ACTIONS = { select: "list", insert: "create", update: "edit", delete: "delete" } as const;
const resources = [...new Set(Object.values(exported.permissions).flatMap((tables) => Object.keys(tables)))].sort();

describe("permission matrix", () => {
  it("covers every table of the database's export, request tables included", () => {
    expect(resources.length).toBeGreaterThan(60);
    expect(Object.keys(TABLE_GRANTS).sort()).toEqual(resources);
    expect(resources).toEqual(
      expect.arrayContaining([
        "talent",
        "meal_card_request",
        "independent_payment_request",
        "company_insurance_request",
        "medical_center",
      ]),
    );
    for (const resource of resources) expect(isPermissionSubject(resource), resource).toBe(true);
  });

  it("answers can() and scopeOf() as the export grants, for every table, action and role", () => {
    for (const resource of resources)
      for (const [action, refineAction] of Object.entries(ACTIONS))
        for (const role of APP_ROLES) {
          const scope = exported.permissions[role]?.[resource]?.[action] ?? null;
          expect(scopeOf([role], { resource, action: refineAction }), `${role} ${resource}.${action}`).toBe(scope);
          expect(can([role], { resource, action: refineAction }), `${role} ${resource}.${action}`).toBe(scope !== null);
        }
  });
});
