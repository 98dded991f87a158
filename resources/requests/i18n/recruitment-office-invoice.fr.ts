// Factures cabinet de recrutement (docs/rules/requests.md#recruitment-invoices):
// this request type's French texts, assembled at `resources.requests` by ../i18n.fr.ts.
export const recruitmentOfficeInvoiceFr = {
  fields: {
    jobName: "Poste",
    annualWage: "Salaire annuel brut",
    isFeePercentage: "Honoraires en pourcentage",
    feeHt: "Honoraires HT",
    feeComment: "Commentaire sur les honoraires",
    startDate: "Date d'embauche",
    contractType: "Contrat",
    billingSchedule: "Facturation",
    timeline: "Calendrier",
    invoiceFile: "Facture",
  },
  computed: {
    feeFromPercentage: "{{percentage}} % de {{wage}}",
  },
} as const;
