// Reads one of the space's SQL functions for a screen: loading, its answer, or the French
// message of a failure with a way to try again. The screens of src/client-space/documents/ and
// src/client-space/invoices/ use it (the home's data comes from PortalApp; these come after).
import { useCallback, useEffect, useState } from "react";
import { SpaceError } from "../../portal/api.ts";

export type Loaded<T> = { kind: "loading" } | { kind: "ready"; data: T } | { kind: "failed"; message: string };

export function useLoaded<T>(load: () => Promise<T>, fallback: string): { state: Loaded<T>; retry: () => void } {
  const [state, setState] = useState<Loaded<T>>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ kind: "loading" });
    load()
      .then((data) => live && setState({ kind: "ready", data }))
      .catch(
        (e: unknown) => live && setState({ kind: "failed", message: e instanceof SpaceError ? e.message : fallback }),
      );
    return () => {
      live = false;
    };
  }, [load, fallback, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
