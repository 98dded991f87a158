// The French labels of the database enums both spaces show (contract_status, timesheet_status),
// copied from public.enum_label so that the spaces do not load the back office's labels module:
// src/lib/enums/labels.test.ts checks that they agree with the generated labels. A value without
// a label is shown as it is.
export const CONTRACT_STATUS: Record<string, string> = {
  draft: "Brouillon",
  review: "En revue administrative",
  admin_modification_requested: "Modification demandée par l'administration",
  modification: "En cours de modification",
  consultant_review: "Relecture consultant",
  validated: "Validé",
  sent_for_signature: "Envoyé en signature",
  partially_signed: "Partiellement signé",
  signed: "Signé",
  active: "En cours",
  ended: "Terminé",
  terminated_early: "Rompu par anticipation",
  canceled: "Annulé",
};

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
