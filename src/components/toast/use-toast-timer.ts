// A countdown that pauses and resumes (hover or focus on the viewport) without losing the
// time already spent.
import { useEffect, useRef } from "react";

export const useToastTimer = (duration: number, paused: boolean, onElapsed: () => void) => {
  const remaining = useRef(duration);
  const elapsed = useRef(onElapsed);
  elapsed.current = onElapsed;

  useEffect(() => {
    remaining.current = duration;
  }, [duration]);

  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => elapsed.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [paused, duration]);
};
