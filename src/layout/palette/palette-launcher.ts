// The command palette's code (kbar, its results list, the record search) is not part of the
// first screen: it is loaded the first time the palette is asked for, by the header's button or
// by its shortcut. This is where the two meet: `toggle` asks for it (and, once it is loaded,
// opens or closes it); the loaded palette `attach`es its own toggle and opens if it was asked for.
type Listener = () => void;

let requested = false;
let pendingOpen = false;
let loadedToggle: (() => void) | undefined;
const listeners = new Set<Listener>();

export const paletteLauncher = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Whether the palette has been asked for: its code is (being) loaded. */
  isRequested: (): boolean => requested,
  toggle(): void {
    if (loadedToggle) return loadedToggle();
    pendingOpen = true;
    if (requested) return;
    requested = true;
    for (const listener of listeners) listener();
  },
  /** The loaded palette's toggle; `open` runs at once when the palette was asked for before it arrived. */
  attach(toggle: () => void, open: () => void): () => void {
    loadedToggle = toggle;
    if (pendingOpen) {
      pendingOpen = false;
      open();
    }
    return () => {
      if (loadedToggle === toggle) loadedToggle = undefined;
    };
  },
};
