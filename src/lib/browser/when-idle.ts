// Work that waits for the browser. For it to be idle: requestIdleCallback runs it once the event
// loop has nothing queued (React's scheduler keeps queuing tasks while it has rendering to do, so
// « idle » also means « React has finished »), or at the latest after `timeoutMs`; where the
// browser lacks it (jsdom, older Safari), after a short delay. For it to have painted: a task
// queued from the frame's animation callback.
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

/**
 * Runs `task` once the browser has painted the current frame: the frame's animation callback
 * runs before its paint, and a timer set from it runs after; without requestAnimationFrame,
 * after a short delay.
 */
export const afterNextPaint = (task: () => void): (() => void) => {
  let timer: number | undefined;
  if (typeof window.requestAnimationFrame !== "function") {
    timer = window.setTimeout(task, 16);
    return () => window.clearTimeout(timer);
  }
  const frame = window.requestAnimationFrame(() => (timer = window.setTimeout(task, 0)));
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
};

/** False until the component's first commit has been painted, then true for good. */
export const usePaintedSinceMount = (): boolean => {
  const [painted, setPainted] = useState(false);
  useEffect(() => (painted ? undefined : afterNextPaint(() => setPainted(true))), [painted]);
  return painted;
};
