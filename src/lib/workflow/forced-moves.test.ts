import { describe, expect, it } from "vitest";
import { forcedTargets } from "./forced-moves.ts";

const STATUSES = ["draft", "open", "filled", "canceled"] as const;

describe("forcedTargets", () => {
  it("offers a developer every other status that no ordinary move gives", () => {
    expect(forcedTargets(STATUSES, "draft", ["team_member_developer"], ["open"])).toEqual(["filled", "canceled"]);
  });
  it("offers nothing to the other roles", () => {
    expect(forcedTargets(STATUSES, "draft", ["consultant_team_member", "csm_team_member"], [])).toEqual([]);
  });
});
