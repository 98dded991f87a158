// The client space's texts (the shared ones, sign-in included, are src/portal/texts.ts) and the
// French labels of the enum values it shows, copied from public.enum_label (the page does not
// load the back office's labels module; src/lib/enums/labels.test.ts checks they agree).
export const clientTexts = {
  company: "Entreprise",
  title: "Espace client",
  orders: {
    title: "Mes commandes",
    empty: "Aucune commande pour le moment.",
    reference: "Référence",
    dates: "Dates",
  },
  contracts: {
    title: "Contrats à signer",
    empty: "Aucun contrat pour le moment.",
    toSign: "À signer",
    toSignCount: (n: number) => (n === 1 ? "1 contrat à signer." : `${n} contrats à signer.`),
    noneToSign: "Aucun contrat à signer.",
    talent: "Intérimaire",
    job: "Poste",
    dates: "Dates",
    contract: "Contrat",
    note: "Chaque contrat se signe depuis « À signer » ou le lien reçu par e-mail.",
  },
  weeks: {
    title: "Relevés à valider",
    empty: "Aucun relevé d'heures pour le moment.",
    toApprove: "À valider",
    toApproveCount: (n: number) => (n === 1 ? "1 relevé à valider." : `${n} relevés à valider.`),
    noneToApprove: "Aucun relevé à valider.",
    talent: "Intérimaire",
    hours: "Heures",
    note: "Chaque relevé se valide depuis « À signer » ou le lien reçu par e-mail.",
  },
  invoices: {
    title: "Factures",
    empty: "Aucune facture pour le moment.",
    issued: "Émise le",
    due: "Échéance",
    total: "Montant TTC",
    leftToPay: "Reste à payer",
    platform: "Plateforme de facturation",
    totalLeft: (amount: string) => `Reste à payer au total : ${amount}`,
    number: (n: string | null) => (n ? `Facture ${n}` : "Facture"),
    creditNote: (n: string | null) => (n ? `Avoir ${n}` : "Avoir"),
    credits: "Corrige la facture",
    creditTotal: "Montant de l'avoir TTC",
  },
} as const;

export const MISSION_STATUS: Record<string, string> = {
  draft: "Brouillon",
  open: "Ouverte",
  sourcing: "En recherche",
  presented: "Profils présentés",
  partially_filled: "Partiellement pourvue",
  filled: "Pourvue",
  in_progress: "En cours",
  closed: "Terminée",
  on_hold: "En pause",
  canceled: "Annulée (client)",
  lost: "Perdue",
};

export const CLIENT_INVOICE_STATUS: Record<string, string> = {
  draft: "Brouillon",
  issued: "Émise",
  sent: "Envoyée",
  partially_paid: "Partiellement payée",
  paid: "Payée",
  overdue: "En retard",
  credited: "Annulée par avoir",
  canceled: "Annulée",
};

export const PLATFORM_STATUS: Record<string, string> = {
  deposited: "Déposée",
  issued: "Émise par la plateforme",
  received: "Reçue par la plateforme",
  made_available: "Mise à disposition",
  in_hand: "Prise en charge",
  approved: "Approuvée",
  partially_approved: "Approuvée partiellement",
  disputed: "En litige",
  suspended: "Suspendue",
  completed: "Complétée",
  refused: "Refusée",
  payment_sent: "Paiement transmis",
  cashed: "Encaissée",
  rejected: "Rejetée",
  endorsed: "Visée",
  cancelled: "Annulée",
  routing_error: "Erreur de routage",
};
