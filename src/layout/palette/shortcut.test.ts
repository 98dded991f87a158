import { describe, expect, it } from "vitest";
import { paletteKeyShortcut } from "./shortcut.ts";

describe("paletteKeyShortcut", () => {
  it.each([
    ["MacIntel", "Meta+K"],
    ["iPad", "Meta+K"],
    ["Linux x86_64", "Control+K"],
    ["Win32", "Control+K"],
    ["", "Control+K"],
  ])("%s → %s", (platform, shortcut) => expect(paletteKeyShortcut(platform)).toBe(shortcut));
});
