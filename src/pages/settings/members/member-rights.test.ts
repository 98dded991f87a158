import { describe, expect, it } from "vitest";
import { memberRights, type Me } from "./member-rights.ts";

const dev: Me = { roles: ["team_member_developer"], level: 4, teamMemberId: "dev" };
const board: Me = { roles: ["consultant_team_member"], level: 4, teamMemberId: "board" };
const manager: Me = { roles: ["consultant_team_member"], level: 2, teamMemberId: "manager" };
const csm: Me = { roles: ["csm_team_member"], level: 1, teamMemberId: "csm" };

const other = { id: "other", auth_user_id: "u-other" };

describe("memberRights", () => {
  it.each<
    [
      string,
      Me,
      { id: string; auth_user_id: string | null },
      { level: boolean; roles: boolean; developerRole: boolean; waitsForLogin: boolean },
    ]
  >([
    ["developer on a colleague", dev, other, { level: true, roles: true, developerRole: true, waitsForLogin: false }],
    [
      "developer on themselves",
      dev,
      { id: "dev", auth_user_id: "u-dev" },
      { level: true, roles: true, developerRole: true, waitsForLogin: false },
    ],
    [
      "country manager on a colleague",
      board,
      other,
      { level: true, roles: true, developerRole: false, waitsForLogin: false },
    ],
    [
      "country manager on themselves",
      board,
      { id: "board", auth_user_id: "u-board" },
      { level: false, roles: false, developerRole: false, waitsForLogin: false },
    ],
    ["manager (level 2)", manager, other, { level: false, roles: false, developerRole: false, waitsForLogin: false }],
    ["CSM", csm, other, { level: false, roles: false, developerRole: false, waitsForLogin: false }],
    [
      "member without a login",
      dev,
      { id: "x", auth_user_id: null },
      { level: true, roles: false, developerRole: true, waitsForLogin: true },
    ],
    [
      "member without a login, seen by a manager",
      manager,
      { id: "x", auth_user_id: null },
      { level: false, roles: false, developerRole: false, waitsForLogin: false },
    ],
  ])("%s", (_label, me, member, expected) => {
    expect(memberRights(me, member)).toEqual(expected);
  });
});
