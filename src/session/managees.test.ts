import { describe, expect, it } from "vitest";
import type { TeamMemberRow } from "../lib/session/types.ts";
import { keepActive, manageeIdsOf } from "./managees.ts";

describe("manageeIdsOf", () => {
  it.each([
    [[{ managee_id: "a" }, { managee_id: null }, { managee_id: "b" }], ["a", "b"]],
    [["a", "b"], ["a", "b"]],
    [[], []],
    [[null], []],
  ])("%j → %j", (rows, ids) => {
    expect(manageeIdsOf(rows)).toEqual(ids);
  });
});

describe("keepActive", () => {
  it("leaves out offboarded members", () => {
    const members = [{ id: "1", offboarded_at: null }, { id: "2", offboarded_at: "2026-01-31T00:00:00Z" }] as TeamMemberRow[];
    expect(keepActive(members).map((m) => m.id)).toEqual(["1"]);
  });
});
