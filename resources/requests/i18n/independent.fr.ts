// Demandes de paiement indépendant et factures mensuelles (docs/rules/requests.md#independent-payments):
// this request type's French texts, assembled at `resources.requests` by ../i18n.fr.ts.
export const independentFr = {
  fields: {
    requestedPaymentDate: "Date de paiement souhaitée",
    earlyPayment: "Paiement anticipé",
    earlyPaymentFee: "Frais de paiement anticipé",
    monthlyInvoice: "Facture mensuelle",
    vatRate: "Taux de TVA",
    selfBilling: "Autofacturation",
    billedEntity: "Entité facturée",
  },
  validation: {
    invoice: "La facture mensuelle est obligatoire",
    paymentDate: "La date de paiement souhaitée est obligatoire",
  },
  independent: {
    payments: "Demandes de paiement",
    invoices: "Factures mensuelles",
    remaining: "Reste à payer sur la facture",
    remainingHelp: "{{ttc}} TTC, moins {{paid}} déjà payés et {{requested}} déjà demandés",
    chooseInvoice: "Choisissez d'abord la facture",
    nothingLeft: "Cette facture est déjà entièrement payée ou demandée",
    aboveRemaining: "Le montant ({{amount}}) dépasse le reste à payer de la facture ({{remaining}})",
    invoicesHidden:
      "Les factures mensuelles ne sont visibles que de l'administrateur des indépendants et de la comptabilité : demandez-lui de créer ce paiement",
    invoiceTtc: "{{amount}} TTC",
  },
} as const;
