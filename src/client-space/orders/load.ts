// Reads what a screen shows from its SQL function when it opens (and again on « Réessayer »):
// loading, the answer, or the French refusal (« Commande introuvable ») or failure to show.
import { useCallback, useEffect, useState } from "react";
import { SpaceError } from "../../portal/api.ts";

export type Load<T> = { kind: "loading" } | { kind: "ready"; data: T } | { kind: "failed"; message: string };

export function useLoad<T>(read: () => Promise<T>, fallback: string): { state: Load<T>; retry: () => void } {
  const [state, setState] = useState<Load<T>>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ kind: "loading" });
    read()
      .then((data) => live && setState({ kind: "ready", data }))
      .catch(
        (e: unknown) => live && setState({ kind: "failed", message: e instanceof SpaceError ? e.message : fallback }),
      );
    return () => {
      live = false;
    };
    // `read` is rebuilt on each render; the attempt (and what the caller keys it on) decides
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt, fallback]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
