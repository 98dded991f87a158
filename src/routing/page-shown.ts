// « The first page is on screen »: RouteAccess marks it once its page has committed (with its
// rows when the server embedded them), or the shell after a few seconds for a screen without it.
// Work that may wait (the bell's reads and its realtime channel) starts after it, so that its
// requests never travel before the page's own: the embedded server answers them in the process
// that also serves the page's code.
let shown = false;
const listeners = new Set<() => void>();

export const markPageShown = (): void => {
  if (shown) return;
  shown = true;
  for (const listener of [...listeners]) listener();
  listeners.clear();
};

/** Calls `listener` once the first page is shown (at once if it is); returns the unsubscription. */
export const onPageShown = (listener: () => void): (() => void) => {
  if (shown) {
    listener();
    return () => undefined;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** For tests: back to « not shown yet ». */
export const resetPageShown = (): void => {
  shown = false;
  listeners.clear();
};
