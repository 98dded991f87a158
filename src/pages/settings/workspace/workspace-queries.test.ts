import { describe, expect, it } from "vitest";
import type { AppRole } from "../../../lib/roles/roles.ts";
import { canRenameWorkspace } from "./workspace-queries.ts";

describe("canRenameWorkspace", () => {
  it.each<[string, AppRole[], boolean, boolean]>([
    ["developer", ["team_member_developer"], false, true],
    ["country manager (consultant, level 3+)", ["consultant_team_member"], true, true],
    ["consultant", ["consultant_team_member"], false, false],
    ["accounting", ["accounting_team_member"], false, false],
  ])("%s → %s", (_label, roles, countryManager, expected) => {
    expect(canRenameWorkspace(roles, countryManager)).toBe(expected);
  });
});
