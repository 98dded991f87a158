// React access to the single pay engine: loads it (own chunk) on first use.
import { useEffect, useState } from "react";
import { loadPayEngine, type PayEngine } from "./engine.ts";

export const usePayEngine = (): { engine: PayEngine | null; error: unknown } => {
  const [state, setState] = useState<{ engine: PayEngine | null; error: unknown }>({ engine: null, error: null });
  useEffect(() => {
    let live = true;
    loadPayEngine().then(
      (engine) => live && setState({ engine, error: null }),
      (error: unknown) => live && setState({ engine: null, error }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
};

/** A value computed by the engine, recomputed `delay` ms after the inputs stop changing. */
export const useDebouncedCompute = <T>(
  engine: PayEngine | null,
  compute: ((engine: PayEngine) => T) | null,
  deps: unknown[],
  delay = 200,
): T | null => {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    if (!engine || !compute) return;
    const timer = setTimeout(() => setValue(compute(engine)), delay);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deps are the inputs of compute
  }, [engine, ...deps]);
  return compute ? value : null;
};
