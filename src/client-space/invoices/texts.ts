// The French texts of the client space's invoice screen (/client/invoices/<id>). The labels of
// client_payment_mode are copied from public.enum_label; the invoice's and the platform's
// statuses are the client space's (../texts.ts).
export const invoiceTexts = {
  back: "Retour à l'accueil",
  loading: "Chargement de la facture…",
  loadFailed: "La facture n'a pas pu être chargée. Vérifiez votre connexion puis réessayez.",
  retry: "Réessayer",
  title: (kind: string, number: string) => (kind === "credit_note" ? `Avoir ${number}` : `Facture ${number}`),
  facts: {
    issued: "Émise le",
    due: "Échéance",
    period: "Période",
    po: "Bon de commande",
    status: "Statut",
    platform: "Plateforme de facturation",
    platformAt: "Mise à jour le",
    credits: "Avoir de la facture",
    reason: "Motif",
  },
  lines: {
    title: "Détail",
    empty: "Aucune ligne.",
    quantity: "Quantité",
    unitPrice: "Prix unitaire HT",
    vat: "TVA",
    amount: "Montant HT",
    vatRate: (rate: number) => `${String(rate).replace(".", ",")} %`,
  },
  totals: {
    title: "Montants",
    ht: "Total HT",
    tva: "TVA",
    ttc: "Total TTC",
    paid: "Déjà payé",
    credited: "Avoirs",
    left: "Reste à payer",
  },
  payments: {
    title: "Paiements reçus",
    empty: "Aucun paiement reçu pour le moment.",
    on: (d: string) => `Le ${d}`,
    mode: "Mode de paiement",
  },
  credits: {
    title: "Avoirs",
    empty: "Aucun avoir sur cette facture.",
    item: (number: string) => `Avoir ${number}`,
    pdf: (number: string) => `Télécharger l'avoir ${number} (PDF)`,
  },
  refuse: {
    open: "Refuser la facture",
    title: "Refuser la facture",
    intro:
      "Le refus est transmis à l'agence avec son motif : elle vous répondra, et corrigera la facture par un avoir si besoin. Un refus est définitif.",
    reason: "Motif du refus",
    hint: "Au moins 5 caractères, 1 000 au plus : dites ce qui ne va pas (heures, tarif, période…).",
    submit: "Confirmer le refus",
    sending: "Envoi du refus…",
    cancel: "Annuler",
    done: "La facture est refusée. L'agence a reçu votre motif.",
    failed: "Le refus n'a pas pu être enregistré. Réessayez dans un instant.",
    network: "Connexion impossible. Vérifiez votre connexion puis réessayez.",
    problems: {
      missing: "Indiquez le motif du refus.",
      short: "Le motif du refus doit compter au moins 5 caractères.",
      long: "Le motif du refus est trop long (1 000 caractères au plus).",
    },
  },
  pdf: {
    download: "Télécharger la facture (PDF)",
    downloadCredit: "Télécharger l'avoir (PDF)",
    opening: "Ouverture du PDF…",
    missing: "Le PDF de cette facture est en cours de production : revenez dans un instant.",
    failed: "Le PDF n'a pas pu être ouvert. Réessayez dans un instant.",
    network: "Connexion impossible. Vérifiez votre connexion puis réessayez.",
  },
} as const;

export const PAYMENT_MODE: Record<string, string> = {
  transfer: "Virement",
  direct_debit: "Prélèvement",
  check: "Chèque",
  card: "Carte",
  other: "Autre",
};
