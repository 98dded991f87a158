// The palette's keyboard shortcut as kbar binds it ("$mod+k": ⌘ on Apple systems, Ctrl
// elsewhere, never both), in aria-keyshortcuts' notation.
const APPLE = /Mac|iPod|iPhone|iPad/;

export const paletteKeyShortcut = (platform: string): "Meta+K" | "Control+K" =>
  APPLE.test(platform) ? "Meta+K" : "Control+K";
