// « The first page is on screen »: LazyPage marks it when the page has committed (with its rows
// when the server embedded them); a screen that is not a lazily loaded page (settings, import…)
// never marks it, so a waiting listener is called after a few seconds anyway. Work that may wait
// (the bell's reads and its realtime channel) starts after it, so that its requests never travel
// before the page's own: the embedded server answers them in the process that also serves the
// page's code.
const FALLBACK_MS = 3_000;

let shown = false;
/** Each waiting listener's call, with its cancellation (its fallback timer). */
const waiting = new Map<() => void, () => void>();

export const markPageShown = (): void => {
  if (shown) return;
  shown = true;
  for (const call of [...waiting.keys()]) call();
};

/**
 * Calls `listener` once: when the first page is shown (at once if it is), or after a few seconds
 * without it. Returns the cancellation.
 */
export const onPageShown = (listener: () => void): (() => void) => {
  if (shown) {
    listener();
    return () => undefined;
  }
  const cancel = () => {
    waiting.delete(call);
    window.clearTimeout(timer);
  };
  const call = () => {
    cancel();
    listener();
  };
  const timer = window.setTimeout(call, FALLBACK_MS);
  waiting.set(call, cancel);
  return cancel;
};

/** For tests: back to « not shown yet », nobody waiting. */
export const resetPageShown = (): void => {
  shown = false;
  for (const cancel of [...waiting.values()]) cancel();
};
