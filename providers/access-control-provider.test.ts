import { describe, expect, it } from "vitest";
import { t } from "../src/i18n/index.ts";
import { SIDER_GROUPS, REGISTRY } from "../src/app/registry.ts";
import { toRefineResources } from "../resources/refine-resources.ts";
import type { AppRole } from "../src/lib/roles/roles.ts";
import { canWithRoles, createAccessControlProvider } from "./access-control-provider.ts";

const resources = toRefineResources(REGISTRY, SIDER_GROUPS, t);
const byName = (name: string) => resources.find((r) => (r.identifier ?? r.name) === name);

/** What Refine hands the provider after sanitizing: no children, no icons. */
const sanitized = (name: string) => {
  const { meta, ...rest } = byName(name) ?? { name };
  const { icon: _icon, ...restMeta } = meta ?? {};
  return { ...rest, meta: restMeta };
};

describe("canWithRoles", () => {
  it.each<[AppRole[], string, boolean]>([
    [["consultant_team_member"], "talent", true],
    [["team_member_marketing"], "pay_tracking", false],
    [["consultant_team_member"], "super-search", true],
    [["accounting_team_member"], "super-search", false],
  ])("%j → %s: %s", (roles, name, expected) => {
    expect(
      canWithRoles(roles, { resource: byName(name)?.name, action: "list", params: { resource: sanitized(name) } }),
    ).toBe(expected);
  });

  it.each<[AppRole[], string, boolean]>([
    [["consultant_team_member"], "group:talents", true],
    [["consultant_team_member"], "group:admin", true],
    [["team_member_marketing"], "group:finance", false],
    [["team_member_independent_administrator"], "group:finance", true],
  ])("group %j → %s: %s", (roles, name, expected) => {
    expect(canWithRoles(roles, { resource: name, action: "list", params: { resource: sanitized(name) } })).toBe(
      expected,
    );
  });

  it("answers with a French reason", async () => {
    const provider = createAccessControlProvider(async () => ["team_member_marketing"]);
    await expect(provider.can({ resource: "pay_tracking", action: "list" })).resolves.toEqual({
      can: false,
      reason: "Vous n'avez pas accès à cette page.",
    });
    await expect(provider.can({ resource: "talent", action: "list" })).resolves.toEqual({ can: true });
  });
});
