// Waits for supabase-js to read the session an e-mail link put in the URL (detectSessionInUrl),
// or for the link's error, and reports the outcome once.
import { useEffect, useState } from "react";
import { getSupabaseClient } from "../../../providers/supabase-client.ts";

export type LinkOutcome = "pending" | "signed-in" | "failed";

const linkError = (): boolean => {
  const params = new URLSearchParams(`${window.location.search.slice(1)}&${window.location.hash.slice(1)}`);
  return params.has("error") || params.has("error_code");
};

export const useSessionFromLink = (): LinkOutcome => {
  const [outcome, setOutcome] = useState<LinkOutcome>(linkError() ? "failed" : "pending");
  useEffect(() => {
    if (outcome !== "pending") return;
    const supabase = getSupabaseClient();
    let settled = false;
    const settle = (value: LinkOutcome) => {
      if (settled) return;
      settled = true;
      setOutcome(value);
    };
    const { data } = supabase.auth.onAuthStateChange((_event, session) => {
      if (session) settle("signed-in");
    });
    void supabase.auth.getSession().then(({ data: current }) => settle(current.session ? "signed-in" : "failed"));
    return () => data.subscription.unsubscribe();
  }, [outcome]);
  return outcome;
};
