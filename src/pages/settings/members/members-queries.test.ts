import { describe, expect, it } from "vitest";
import { withRoles, type MemberRow } from "./members-queries.ts";

const member = (
  id: string,
  authUserId: string | null,
  first: string,
  roles: Array<{ id: string; role: string }> = [],
): MemberRow => ({
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
  auth_user: authUserId
    ? { first_name: first, last_name: "Test", email: null, phone_number: null, avatar: null, user_role: roles }
    : null,
});

describe("withRoles", () => {
  it("keeps each member's known roles with their rows' ids, and sorts by name", () => {
    const joined = withRoles([
      member("t2", "u2", "Zoé", [{ id: "r3", role: "csm_team_member" }]),
      member("t1", "u1", "Émile", [
        { id: "r1", role: "consultant_team_member" },
        { id: "r2", role: "not_a_role" },
      ]),
      member("t3", null, "Anne"),
    ]);
    expect(joined.map((m) => [m.id, m.roles, m.roleIds])).toEqual([
      ["t3", [], {}],
      ["t1", ["consultant_team_member"], { consultant_team_member: "r1" }],
      ["t2", ["csm_team_member"], { csm_team_member: "r3" }],
    ]);
    expect(joined[1].auth_user).toEqual({
      first_name: "Émile",
      last_name: "Test",
      email: null,
      phone_number: null,
      avatar: null,
    });
  });
});
