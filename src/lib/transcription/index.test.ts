import { describe, expect, it } from "vitest";
import { transcriptionProvider, transcriptionState, type TranscriptionProvider } from "./index.ts";

const fake: TranscriptionProvider = { name: "fake", transcribe: async () => "Bonjour" };

describe("transcription adapter", () => {
  it("has no provider unless one is configured and known", () => {
    expect(transcriptionProvider(undefined)).toBeNull();
    expect(transcriptionProvider("whisper")).toBeNull();
    expect(transcriptionProvider("fake", { fake: () => fake })?.name).toBe("fake");
  });

  it.each([
    [null, "not_started", "not_configured"],
    [null, "done", "done"],
    [fake, "not_started", "ready"],
    [fake, "processing", "running"],
    [fake, "failed", "failed"],
    [fake, "done", "done"],
  ] as const)("provider %s, status %s → %s", (provider, status, state) => {
    expect(transcriptionState(provider, status)).toBe(state);
  });

  it("a configured provider transcribes", async () => {
    expect(
      await transcriptionProvider("fake", { fake: () => fake })?.transcribe(new Blob(), { language: "fr-FR" }),
    ).toBe("Bonjour");
  });
});
