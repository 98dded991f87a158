import { describe, expect, it } from "vitest";
import { daysLeft, UNDO_SECONDS, undoKey } from "./undo.ts";

describe("the Corbeille's rules", () => {
  const now = new Date("2026-11-27T10:00:00Z");
  it("counts whole days left before the purge, never below zero", () => {
    expect(daysLeft("2026-12-27T10:00:00Z", now)).toBe(30);
    expect(daysLeft("2026-12-27T09:59:00Z", now)).toBe(29);
    expect(daysLeft("2026-11-27T18:00:00Z", now)).toBe(0);
    expect(daysLeft(new Date("2026-11-20T10:00:00Z"), now)).toBe(0);
  });
  it("keeps the undo toast at least 5 seconds, one per record", () => {
    expect(UNDO_SECONDS).toBeGreaterThanOrEqual(5);
    expect(undoKey("contact", "a1")).toBe("undo:contact:a1");
    expect(undoKey("contact", "a1")).not.toBe(undoKey("note", "a1"));
  });
});

describe("« Annuler » after a deletion", () => {
  it("is offered for 8 seconds — R:UI-UNDO", () => {
    expect(UNDO_SECONDS).toBe(8);
  });
});
