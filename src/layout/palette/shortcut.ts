// The palette's keyboard shortcut as kbar binds it ("$mod+k": ⌘ on Apple systems, Ctrl
// elsewhere, never both), in aria-keyshortcuts' notation, and as a key event (listened for
// until the palette's code, which binds it itself, is loaded).
const APPLE = /Mac|iPod|iPhone|iPad/;

export const paletteKeyShortcut = (platform: string): "Meta+K" | "Control+K" =>
  APPLE.test(platform) ? "Meta+K" : "Control+K";

type KeyEventLike = Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "shiftKey">;

export const isPaletteShortcut = (event: KeyEventLike, platform: string): boolean => {
  const apple = APPLE.test(platform);
  return (
    event.key.toLowerCase() === "k" &&
    (apple ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey) &&
    !event.altKey &&
    !event.shiftKey
  );
};
