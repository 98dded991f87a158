// Demandes de fin de mission (docs/rules/contracts.md#definitive-end):
// this request type's French texts, assembled at `resources.requests` by ../i18n.fr.ts.
export const definitiveEndFr = {
  fields: {
    initiator: "À l'initiative de",
    reason: "Motif",
    requestedEndDate: "Date de fin demandée",
    effectiveEndDate: "Date de fin effective",
    noticeDays: "Préavis (jours)",
    compensationDue: "Indemnité due",
    ifmDue: "IFM due",
  },
} as const;
