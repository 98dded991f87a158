// Work that waits for the browser to be idle: requestIdleCallback runs it once the event loop has
// nothing queued (React's scheduler keeps queuing tasks while it has rendering to do, so « idle »
// also means « React has finished »), or at the latest after `timeoutMs`; where the browser lacks
// it (jsdom, older Safari), after a short delay.
import { useEffect, useState } from "react";

/** Runs `task` when the browser is idle; returns the cancellation. */
export const whenIdle = (task: () => void, timeoutMs: number): (() => void) => {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, Math.min(timeoutMs, 500));
  return () => window.clearTimeout(id);
};

/** False until the browser has first been idle since the component mounted, then true for good. */
export const useIdleSinceMount = (timeoutMs: number): boolean => {
  const [idle, setIdle] = useState(false);
  useEffect(() => (idle ? undefined : whenIdle(() => setIdle(true), timeoutMs)), [idle, timeoutMs]);
  return idle;
};
