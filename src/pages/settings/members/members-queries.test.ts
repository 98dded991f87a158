import { describe, expect, it } from "vitest";
import type { TeamMemberRow } from "../../../lib/session/types.ts";
import { joinRoles } from "./members-queries.ts";

const member = (id: string, authUserId: string | null, first: string): TeamMemberRow => ({
  id,
  email: `${first.toLowerCase()}@renfort.test`,
  auth_user_id: authUserId,
  workspace_id: "w",
  main_workspace_id: "w",
  sees_all_workspaces: false,
  management_level: 1,
  offboarded_at: null,
  manager_id: null,
  is_onboarded: true,
  is_independent: false,
  is_autonomous: false,
  temp_first_name: null,
  temp_last_name: null,
  job_title: null,
  auth_user: { first_name: first, last_name: "Test", email: null, phone_number: null, avatar: null },
});

describe("joinRoles", () => {
  it("attaches each member's known roles and sorts by name", () => {
    const rows = [
      { user_id: "u2", role: "csm_team_member" },
      { user_id: "u1", role: "consultant_team_member" },
      { user_id: "u1", role: "not_a_role" },
      { user_id: "u9", role: "team_member_developer" },
    ];
    const joined = joinRoles(
      [member("t2", "u2", "Zoé"), member("t1", "u1", "Émile"), member("t3", null, "Anne")],
      rows,
    );
    expect(joined.map((m) => [m.auth_user?.first_name, m.roles])).toEqual([
      ["Anne", []],
      ["Émile", ["consultant_team_member"]],
      ["Zoé", ["csm_team_member"]],
    ]);
  });
});
