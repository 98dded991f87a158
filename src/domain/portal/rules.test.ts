// The card's state and buttons: the newest access as it is said, and the buttons for the roles
// that may update the record (the database asks the same).
import { describe, expect, it } from "vitest";
import { portalAccessState, portalActions, type PortalAccessRow } from "./rules.ts";

const ROW: PortalAccessRow = {
  id: "a-1",
  email: "lea.roux@exemple.fr",
  invited_at: "2026-11-02T09:00:00Z",
  last_sent_at: "2026-11-02T09:00:00Z",
  last_seen_at: null,
  revoked_at: null,
};

describe("portalAccessState", () => {
  it.each([
    ["no access", undefined, { state: "none" }],
    ["invited, never seen", ROW, { state: "invited", at: ROW.invited_at }],
    ["seen", { ...ROW, last_seen_at: "2026-11-20T17:45:00Z" }, { state: "seen", at: "2026-11-20T17:45:00Z" }],
    [
      "revoked, even after a visit",
      { ...ROW, last_seen_at: "2026-11-20T17:45:00Z", revoked_at: "2026-11-21T08:00:00Z" },
      { state: "revoked", at: "2026-11-21T08:00:00Z" },
    ],
  ])("%s", (_label, row, expected) => {
    expect(portalAccessState(row)).toEqual(expected);
  });
});

describe("portalActions", () => {
  it("invites when there is no access in force, else sends again or revokes", () => {
    expect(portalActions({ state: "none" }, true)).toEqual(["invite"]);
    expect(portalActions({ state: "revoked", at: ROW.invited_at }, true)).toEqual(["invite"]);
    expect(portalActions({ state: "invited", at: ROW.invited_at }, true)).toEqual(["resend", "revoke"]);
    expect(portalActions({ state: "seen", at: ROW.invited_at }, true)).toEqual(["resend", "revoke"]);
  });

  it("offers nothing to a role that may not", () => {
    expect(portalActions({ state: "none" }, false)).toEqual([]);
    expect(portalActions({ state: "seen", at: ROW.invited_at }, false)).toEqual([]);
  });
});
