// The texts of « Demander un acompte » (/talent/advance), and the French labels of the acomptes'
// statuses, copied from public.enum_label (advance_payment_request_status).
export const advanceTexts = {
  back: "Retour à mon espace",
  title: "Demander un acompte",
  intro: "Un acompte vous verse une partie du salaire déjà gagné ce mois-ci, sur les heures signées.",
  ceiling: "Montant maximum ce mois-ci",
  ceilingPending: "Le montant maximum n'a pas encore été calculé : rouvrez la page dans un instant.",
  ceilingHelp: (ratio: string, net: string) => `${ratio} du net déjà gagné (${net}), acomptes déjà versés déduits.`,
  minimum: (amount: string) => `Minimum : ${amount}.`,
  blocked: {
    worker_type: "Un acompte ne concerne que les salariés intérimaires ou portés : parlez-en à votre agence.",
    iban: "Votre agence n'a pas encore votre RIB : envoyez-le depuis « Mes documents » avant de demander un acompte.",
    open: "Vous avez déjà une demande d'acompte en cours : attendez la réponse de l'agence.",
    no_work: "Aucune heure signée ce mois-ci : un acompte ne porte que sur du travail déjà effectué.",
  } as Record<string, string>,
  amount: "Montant demandé (en euros)",
  amountRequired: "Indiquez un montant en euros, par exemple 150 ou 150,50.",
  comment: "Message à l'agence (facultatif)",
  submit: "Demander l'acompte",
  submitting: "Envoi…",
  sent: (amount: string) => `Votre demande d'acompte de ${amount} a été envoyée à l'agence.`,
  requests: "Mes demandes",
  noRequest: "Aucune demande d'acompte.",
  requestOf: (date: string) => `Demande du ${date}`,
  requested: "Demandé",
  approved: "Accordé",
  paidOn: "Versé le",
  network: "Connexion impossible. Vérifiez votre connexion puis réessayez.",
  failed: "Les acomptes n'ont pas pu être chargés. Réessayez dans un instant.",
  sendFailed: "La demande n'a pas pu être envoyée. Réessayez dans un instant.",
} as const;

export const ADVANCE_STATUS: Record<string, string> = {
  requested: "Demandée",
  approved: "Acceptée",
  paid: "Versée",
  deducted: "Déduite sur paie",
  rejected: "Refusée",
  canceled: "Annulée",
};
