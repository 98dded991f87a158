// Demandes de carte BTP (docs/rules/requests.md#professional-cards):
// this request type's French texts, assembled at `resources.requests` by ../i18n.fr.ts.
export const professionalCardFr = {
  fields: {
    employerSiren: "SIREN de l'employeur",
    requestNumber: "Numéro de demande",
    cardNumber: "Numéro de carte",
    feeAmount: "Frais",
    photoFile: "Photo d'identité",
    provisionalAttestationFile: "Attestation provisoire",
    issuedAt: "Délivrée le",
  },
} as const;
