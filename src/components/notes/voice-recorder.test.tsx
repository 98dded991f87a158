// @vitest-environment happy-dom
// A voice note recorded in the browser stops by itself at 15:00, the longest note the database
// keeps (docs/rules/general.md#notes, note_audio_duration). MediaRecorder and the microphone are
// stand-ins; the clock is faked.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { VoiceRecorder, type VoiceClip } from "./voice-recorder.tsx";

class FakeRecorder {
  static isTypeSupported = (type: string) => type === "audio/webm";
  state: "inactive" | "recording" = "inactive";
  mimeType = "audio/webm";
  ondataavailable: ((e: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  start() {
    this.state = "recording";
  }
  stop() {
    this.state = "inactive";
    this.ondataavailable?.({ data: new Blob(["son"], { type: "audio/webm" }) });
    this.onstop?.();
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("MediaRecorder", FakeRecorder);
  Object.defineProperty(navigator, "mediaDevices", {
    configurable: true,
    value: { getUserMedia: async () => ({ getTracks: () => [] }) },
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "mediaDevices");
});

describe("VoiceRecorder", () => {
  it("stops a recording by itself at 15:00 — R:GEN-VOICE-STOP", async () => {
    const clips: (VoiceClip | null)[] = [];
    render(<VoiceRecorder onChange={(clip) => clips.push(clip)} />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: /Démarrer l'enregistrement/ }));
    });
    await act(async () => {
      vi.advanceTimersByTime(14 * 60 * 1000 + 59 * 1000);
    });
    expect(clips).toEqual([]);
    expect(screen.getByText(/Enregistrement en cours : 14:5\d \/ 15:00/)).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(clips).toHaveLength(1);
    expect(clips[0]?.seconds).toBe(900);
    expect(clips[0]?.file.type).toBe("audio/webm");
  });
});
