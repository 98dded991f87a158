// The rule of « Refuser la facture »'s reason, as public.client_space_refuse_invoice checks it
// (supabase/schemas/33_client_space_documents.sql): 5 to 1 000 characters once trimmed. The
// database decides; the form says it before sending.
export const REASON_MIN = 5;
export const REASON_MAX = 1000;

export type ReasonProblem = "missing" | "short" | "long";

/** What is wrong with a typed reason, or null when it can be sent. */
export function reasonProblem(reason: string): ReasonProblem | null {
  const r = reason.trim();
  if (!r) return "missing";
  if (r.length < REASON_MIN) return "short";
  if (r.length > REASON_MAX) return "long";
  return null;
}
