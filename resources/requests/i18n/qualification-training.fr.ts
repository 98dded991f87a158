// Demandes de formation / habilitation (docs/rules/requests.md#trainings):
// this request type's French texts, assembled at `resources.requests` by ../i18n.fr.ts.
export const qualificationTrainingFr = {
  fields: {
    qualificationType: "Habilitation",
    trainingKind: "Nature",
    qualificationCenter: "Centre de formation",
    fundingSource: "Financement",
    startAt: "Début",
    endAt: "Fin",
    nearTo: "À proximité de",
    requestComment: "Commentaire de la demande",
    possibleStartDate: "Début possible",
    possibleEndDate: "Fin possible",
    toReschedule: "À reprogrammer",
    result: "Résultat",
    certificateFile: "Attestation de formation",
    certificateNumber: "Numéro d'attestation",
  },
} as const;
