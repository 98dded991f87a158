// TanStack Query retries a failed read three times, 1, 2 then 4 s apart: right for a network blip
// or a database that restarts, wrong for an answer the database gave (an id that is no uuid, a
// row the read rules hide, a missing right): it comes back the same, and the screen waited seven
// seconds to say so. Only failures that may pass on a second try are retried.

/** SQLSTATE classes that may pass on a new try: connection (08), resources (53), shutdown
 * (57P), serialization failure and deadlock (40001, 40P01). */
const TRANSIENT_SQLSTATE = /^(08|53|57P|40001$|40P01$)/;
/** PostgREST could not reach the database (PGRST000–003), or the token expired just before its
 * refresh (PGRST301, PGRST303). */
const TRANSIENT_POSTGREST = /^PGRST(00[0-3]|30[13])$/;

/** Whether a failed read may succeed if asked again: no code (the network), or a transient one. */
export const isTransient = (error: unknown): boolean => {
  const code = error && typeof error === "object" && "code" in error ? String(error.code ?? "") : "";
  return code === "" || TRANSIENT_SQLSTATE.test(code) || TRANSIENT_POSTGREST.test(code);
};

/** TanStack Query's `retry`: three more tries, for transient failures only. */
export const retryTransient = (failureCount: number, error: unknown): boolean => failureCount < 3 && isTransient(error);
