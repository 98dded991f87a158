import { describe, expect, it } from "vitest";
import { canOffboard } from "./rights.ts";

describe("canOffboard", () => {
  it.each([
    [{ roles: ["team_member_developer"], level: 1, teamMemberId: "me" }, "other", true],
    [{ roles: ["consultant_team_member"], level: 3, teamMemberId: "me" }, "other", true],
    [{ roles: ["consultant_team_member"], level: 2, teamMemberId: "me" }, "other", false],
    [{ roles: ["team_member_developer"], level: 4, teamMemberId: "me" }, "me", false],
  ] as const)("%o on %s → %s", (me, id, expected) => {
    expect(canOffboard(me, { id })).toBe(expected);
  });
});
