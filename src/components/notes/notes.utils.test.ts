import { describe, expect, it } from "vitest";
import {
  audioPath,
  audioRefusal,
  formatElapsed,
  mayChange,
  missingContent,
  sortNotes,
  storedDuration,
  subjectFilters,
  toNoteValues,
} from "./notes.utils.ts";

describe("notes rules", () => {
  it("orders pinned notes first, then the newest — R:GEN-NOTE-PINNED", () => {
    const notes = [
      { id: "a", is_pinned: false, created_at: "2026-11-01T00:00:00Z" },
      { id: "b", is_pinned: true, created_at: "2026-10-01T00:00:00Z" },
      { id: "c", is_pinned: false, created_at: "2026-11-02T00:00:00Z" },
    ];
    expect(sortNotes(notes).map((n) => n.id)).toEqual(["b", "c", "a"]);
  });

  it("filters a request's notes by table and id, and by type when asked", () => {
    expect(subjectFilters({ field: "request_id", id: "r", requestTable: "ppe_request" }, "voice")).toEqual([
      { field: "request_id", operator: "eq", value: "r" },
      { field: "request_table", operator: "eq", value: "ppe_request" },
      { field: "note_type", operator: "eq", value: "voice" },
    ]);
  });

  it("sends feedback only where it is taken, and no comment without a verdict — R:GEN-NOTE-FEEDBACK", () => {
    const values = { note_type: "internal" as const, content: " x ", feedback_choice: "none" as const, feedback: "y" };
    expect(toNoteValues(values, false)).not.toHaveProperty("is_feedback_positive");
    expect(toNoteValues(values, true)).toMatchObject({ content: "x", is_feedback_positive: null, feedback: null });
    expect(toNoteValues({ ...values, feedback_choice: "positive" }, true)).toMatchObject({
      is_feedback_positive: true,
      feedback: "y",
    });
  });

  it.each([
    ["internal", "", true],
    ["meeting", "  ", true],
    ["call_summary", "Appel", false],
    ["voice", "", false],
  ] as const)("a %s note with « %s » misses its text: %s", (note_type, content, missing) => {
    expect(missingContent({ note_type, content })).toBe(missing);
  });

  it("lets the author, or a role that changes any note, correct it — R:GEN-NOTE-AUTHOR-SCREEN", () => {
    expect(mayChange({ created_by: "u-1" }, "u-1", false)).toBe(true);
    expect(mayChange({ created_by: "u-2" }, "u-1", false)).toBe(false);
    expect(mayChange({ created_by: "u-2" }, "u-1", true)).toBe(true);
    expect(mayChange({ created_by: null }, undefined, false)).toBe(false);
  });

  it("keeps audio of the bucket's types, ≤ 25 MB and ≤ 15 minutes — R:GEN-VOICE-FILE", () => {
    const file = (name: string, type: string, size = 1000) => ({ name, type, size });
    expect(audioRefusal(file("a.webm", "audio/webm;codecs=opus"), 60)).toBeNull();
    expect(audioRefusal(file("a.m4a", ""), null)).toBeNull();
    expect(audioRefusal(file("a.pdf", "application/pdf"), null)).toBe("invalidType");
    expect(audioRefusal(file("a.mp3", "audio/mpeg", 26 * 1024 * 1024), null)).toBe("tooLarge");
    expect(audioRefusal(file("a.wav", "audio/wav"), 901)).toBe("tooLong");
    expect(audioPath("w", file("dictée.mp3", "audio/mpeg"), "u")).toBe("w/notes/u.mp3");
  });

  it("formats the timer and the stored duration — R:GEN-VOICE-DURATION", () => {
    expect(formatElapsed(0)).toBe("00:00");
    expect(formatElapsed(905.7)).toBe("15:05");
    expect(storedDuration(0.2)).toBe(1);
    expect(storedDuration(1200)).toBe(900);
    expect(storedDuration(null)).toBeNull();
  });
});
