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
    endDocuments: "Documents de fin de contrat remis",
    offerStatus: "Nouveau contrat proposé (L1251-26)",
    offerMadeOn: "Proposé le",
    replacementContract: "Nouveau contrat",
  },
  endDocuments: {
    certificat_de_travail: "Certificat de travail (L1234-19)",
    attestation_france_travail: "Attestation France Travail (R1234-9)",
    solde_de_tout_compte: "Reçu pour solde de tout compte (L1234-20)",
    incomplete: "Cochez les trois documents de fin de contrat remis à l'intérimaire",
  },
} as const;
