import { describe, expect, it } from "vitest";
import { APP_ROLES, type AppRole } from "../roles/roles.ts";
import { can, scopeOf } from "./can.ts";
import { isPermissionSubject, screenRoles } from "./permissions.ts";

describe("can", () => {
  it.each<[AppRole[], string, string, boolean]>([
    [["consultant_team_member"], "talent", "list", true],
    [["consultant_team_member"], "talent", "create", true],
    [["consultant_team_member"], "talent", "delete", false],
    [["team_member_marketing"], "contract", "list", false],
    [["team_member_marketing"], "pay_tracking", "list", false],
    [["external_csm_team_member"], "pay_tracking", "show", false],
    [["accounting_team_member"], "pay_tracking", "edit", true],
    [["csm_team_member"], "pay_tracking", "edit", true],
    [["consultant_team_member"], "mission", "delete", true],
    [["consultant_team_member"], "mission", "clone", true],
    [["team_member_marketing"], "push_marketing", "list", true],
    [["accounting_team_member"], "super_search", "list", false],
    [["external_csm_team_member"], "invoice_simulator", "list", true],
    [["team_member_independent_administrator"], "independent_payment_request", "edit", true],
    [["csm_team_member"], "independent_payment_request", "list", false],
    [["consultant_team_member"], "deep_research", "list", true],
    [["team_member_marketing"], "deep_research", "list", false],
    [["consultant_team_member"], "playground", "list", false],
    [["team_member_developer"], "playground", "list", true],
    [["team_member_developer"], "playground", "edit", false],
    [["consultant_team_member"], "user_role", "create", false],
    [["team_member_developer"], "user_role", "delete", true],
    [["consultant_team_member"], "team_member", "list", true],
    [["consultant_team_member"], "workspace", "edit", false],
    [["team_member_developer"], "workspace", "edit", true],
    [[], "talent", "list", false],
  ])("%j %s.%s → %s", (roles, resource, action, expected) => {
    expect(can(roles, { resource, action })).toBe(expected);
  });

  it.each(APP_ROLES.filter((role) => role !== "team_member_developer"))(
    "opens /playground to developers only: %s refused",
    (role) => {
      expect(can([role], { resource: "playground", action: "list" })).toBe(false);
      expect(can([role, "team_member_developer"], { resource: "playground", action: "list" })).toBe(true);
    },
  );

  it.each<[AppRole[], string, string, "all" | "own" | null]>([
    [["consultant_team_member"], "hiring_pool", "edit", "own"],
    [["csm_team_member"], "hiring_pool", "edit", "all"],
    [["consultant_team_member", "csm_team_member"], "hiring_pool", "delete", "own"],
    [["team_member_marketing"], "hiring_pool", "delete", "all"],
    [["consultant_team_member"], "note", "delete", "own"],
    [["team_member_developer"], "note", "delete", "all"],
    [["accounting_team_member"], "application", "create", null],
  ])("scope of %j %s.%s → %s", (roles, resource, action, expected) => {
    expect(scopeOf(roles, { resource, action })).toBe(expected);
  });

  it.each([
    ["unknown resource", "salaries", "list"],
    ["unknown action", "talent", "approve"],
    ["prototype key", "toString", "list"],
    ["constructor", "constructor", "list"],
  ])("denies by default: %s", (_label, resource, action) => {
    expect(can([...APP_ROLES], { resource, action })).toBe(false);
  });

  it("reads the screens from the database's rows (public.action_right screen.*) — R:UI-PLAYGROUND", () => {
    expect(screenRoles("action_center")).toEqual(expect.arrayContaining([...APP_ROLES]));
    expect(screenRoles("playground")).toEqual(["team_member_developer"]);
    expect(screenRoles("talent")).toBeUndefined();
    expect(isPermissionSubject("talent")).toBe(true);
    expect(isPermissionSubject("playground")).toBe(true);
    expect(isPermissionSubject("nope")).toBe(false);
  });
});

describe("the « Importer » screen", () => {
  it("opens to the roles of public.action_right screen.import only — R:UI-IMPORT", () => {
    expect(can(["consultant_team_member"], { resource: "import", action: "list" })).toBe(true);
    expect(can(["csm_team_member"], { resource: "import", action: "list" })).toBe(true);
    expect(can(["team_member_developer"], { resource: "import", action: "list" })).toBe(true);
    expect(can(["team_member_marketing"], { resource: "import", action: "list" })).toBe(false);
    expect(can(["accounting_team_member"], { resource: "import", action: "list" })).toBe(false);
  });
});
