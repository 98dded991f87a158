import { describe, expect, it } from "vitest";
import { isPaletteShortcut, paletteKeyShortcut } from "./shortcut.ts";

describe("paletteKeyShortcut", () => {
  it.each([
    ["MacIntel", "Meta+K"],
    ["iPad", "Meta+K"],
    ["Linux x86_64", "Control+K"],
    ["Win32", "Control+K"],
    ["", "Control+K"],
  ])("%s → %s", (platform, shortcut) => expect(paletteKeyShortcut(platform)).toBe(shortcut));
});

describe("isPaletteShortcut", () => {
  const key = (over: Partial<KeyboardEvent>) => ({
    key: "k",
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    ...over,
  });
  it("is Ctrl K elsewhere than on Apple systems, ⌘ K on them", () => {
    expect(isPaletteShortcut(key({ ctrlKey: true }), "Linux x86_64")).toBe(true);
    expect(isPaletteShortcut(key({ metaKey: true }), "Linux x86_64")).toBe(false);
    expect(isPaletteShortcut(key({ metaKey: true }), "MacIntel")).toBe(true);
    expect(isPaletteShortcut(key({ ctrlKey: true }), "MacIntel")).toBe(false);
  });
  it("refuses other modifiers or keys", () => {
    expect(isPaletteShortcut(key({ ctrlKey: true, key: "K" }), "Win32")).toBe(true);
    expect(isPaletteShortcut(key({ ctrlKey: true, key: "q" }), "Win32")).toBe(false);
    expect(isPaletteShortcut(key({ ctrlKey: true, shiftKey: true }), "Win32")).toBe(false);
    expect(isPaletteShortcut(key({ ctrlKey: true, altKey: true }), "Win32")).toBe(false);
  });
});
