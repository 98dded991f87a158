// Whether a CSS media query matches, known at the first render and followed as it changes
// (useSyncExternalStore over matchMedia): the reduced-motion setting, the pagination's layout.
import { useCallback, useSyncExternalStore } from "react";

export const useMediaQuery = (query: string, serverValue: boolean): boolean => {
  // stable per query: a new subscribe function would unsubscribe and subscribe at every render
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia(query);
      media.addEventListener("change", onChange);
      return () => media.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
};
