// The French labels of the database enums both spaces show (timesheet_status; a contract's and a
// pay's status as the spaces word them: space-statuses.ts),
// copied from public.enum_label so that the spaces do not load the back office's labels module:
// src/lib/enums/labels.test.ts checks that they agree with the generated labels. A value without
// a label is shown as it is.
export const TIMESHEET_STATUS: Record<string, string> = {
  draft: "Brouillon",
  pending_signature: "En attente de signature client",
  signed: "Signé par le client",
  disputed: "Contesté",
  validated: "Validé agence",
  exported: "Transmis en paie",
  invoiced: "Facturé",
  canceled: "Annulé",
  signature_expired: "Lien expiré",
};

/** A value's label, or the value itself. */
export const labelOf = (labels: Record<string, string>, value: string | null | undefined): string =>
  value ? (labels[value] ?? value) : "—";
