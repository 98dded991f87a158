// What a temp or a client contact reads of a contract's or a pay's status in their space: the
// agency's own steps (administrative review, modification, control, export to the payroll
// software, anomaly) are one « En préparation », never their back-office names; what the person
// acts on or waits for keeps its name (« À signer », « Signé », « Payée »).
export const SPACE_CONTRACT_STATUS: Record<string, string> = {
  draft: "En préparation",
  review: "En préparation",
  admin_modification_requested: "En préparation",
  modification: "En préparation",
  consultant_review: "En préparation",
  validated: "En préparation",
  sent_for_signature: "À signer",
  partially_signed: "En cours de signature",
  signed: "Signé",
  active: "En cours",
  ended: "Terminé",
  terminated_early: "Rompu par anticipation",
  canceled: "Annulé",
};

/** A pay period as its temp follows it: prepared by the agency, then paid. */
export const SPACE_PAY_STATUS: Record<string, string> = {
  to_prepare: "En préparation",
  in_progress: "En préparation",
  to_control: "En préparation",
  controlled: "En préparation",
  anomaly: "En préparation",
  regularization: "En cours de régularisation",
  exported: "Calculée, paiement à venir",
  paid: "Payée",
};
