// The command palette, loaded the first time it is asked for (the header's button or the
// shortcut, listened for here until kbar, once loaded, binds it itself): kbar, its results list
// and the record search stay out of the first screen.
import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { paletteLauncher } from "../layout/palette/palette-launcher.ts";
import { isPaletteShortcut } from "../layout/palette/shortcut.ts";

const Palette = lazy(() => import("./command-palette.tsx"));

export const LazyCommandPalette = () => {
  const requested = useSyncExternalStore(paletteLauncher.subscribe, paletteLauncher.isRequested);
  useEffect(() => {
    if (requested) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isPaletteShortcut(event, navigator.platform)) return;
      event.preventDefault();
      paletteLauncher.toggle();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [requested]);
  return requested ? (
    <Suspense fallback={null}>
      <Palette />
    </Suspense>
  ) : null;
};
