// Demandes d'assurance-crédit (docs/rules/requests.md#credit-insurance):
// this request type's French texts, assembled at `resources.requests` by ../i18n.fr.ts.
export const companyInsuranceFr = {
  fields: {
    insurer: "Assureur",
    insuranceType: "Type",
    grantedAmount: "Montant accordé",
    policyNumber: "Numéro de police",
    decisionDate: "Date de décision",
    decisionReason: "Motif de la décision",
    validUntil: "Valable jusqu'au",
  },
} as const;
