// Waits for supabase-js to read the session an e-mail link put in the URL (detectSessionInUrl),
// or for the link's error, and reports the outcome once.
import { useEffect, useState } from "react";
import { hasSession, onSession } from "../../../providers/client-calls.ts";

export type LinkOutcome = "pending" | "signed-in" | "failed";

const linkError = (): boolean => {
  const params = new URLSearchParams(`${window.location.search.slice(1)}&${window.location.hash.slice(1)}`);
  return params.has("error") || params.has("error_code");
};

export const useSessionFromLink = (): LinkOutcome => {
  const [outcome, setOutcome] = useState<LinkOutcome>(linkError() ? "failed" : "pending");
  useEffect(() => {
    if (outcome !== "pending") return;
    let settled = false;
    const settle = (value: LinkOutcome) => {
      if (settled) return;
      settled = true;
      setOutcome(value);
    };
    const unsubscribe = onSession(() => settle("signed-in"));
    void hasSession().then((signedIn) => settle(signedIn ? "signed-in" : "failed"));
    return unsubscribe;
  }, [outcome]);
  return outcome;
};
