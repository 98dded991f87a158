// The state of a request of the RGPD register (public.gdpr_request): done, open, or late once its
// month (RGPD art. 12.3) has passed without an answer.
export type GdprRequestRow = {
  id: string;
  kind: "access" | "erasure" | "rectification" | "consent_renewal";
  requested_at: string;
  due_at: string;
  done_at: string | null;
  comment: string | null;
  outcome: string | null;
  file: string | null;
};

export type GdprState = "done" | "open" | "late";

export const gdprState = (row: Pick<GdprRequestRow, "due_at" | "done_at">, now: Date = new Date()): GdprState =>
  row.done_at ? "done" : new Date(row.due_at).getTime() < now.getTime() ? "late" : "open";

/** An access request whose archive is still being made (the queue's job shows its state). */
export const exportPending = (rows: GdprRequestRow[]): boolean => rows.some((r) => r.kind === "access" && !r.done_at);
