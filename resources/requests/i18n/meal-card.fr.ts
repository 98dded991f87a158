// Titres-restaurant et paniers (docs/rules/requests.md#meal-cards):
// this request type's French texts, assembled at `resources.requests` by ../i18n.fr.ts.
export const mealCardFr = {
  fields: {
    benefitType: "Avantage",
    provider: "Émetteur",
    eligibleDays: "Jours éligibles",
    faceValue: "Valeur faciale",
    employerShareRate: "Part patronale (%)",
    totalAmount: "Montant total",
  },
} as const;
