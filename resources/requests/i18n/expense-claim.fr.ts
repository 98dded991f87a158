// Notes de frais (docs/rules/requests.md#expense-claims):
// this request type's French texts, assembled at `resources.requests` by ../i18n.fr.ts.
export const expenseClaimFr = {
  fields: {
    expenseDate: "Date de la dépense",
    description: "Description",
    km: "Kilomètres",
    fiscalHorsepower: "Puissance fiscale",
    rebillable: "Refacturable au client",
    lateFiling: "Déposée en retard",
  },
} as const;
