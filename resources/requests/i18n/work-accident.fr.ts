// Accidents du travail (docs/rules/requests.md#work-accidents):
// this request type's French texts, assembled at `resources.requests` by ../i18n.fr.ts.
export const workAccidentFr = {
  fields: {
    occurredAt: "Survenu le",
    accidentType: "Type d'accident",
    location: "Lieu",
    circumstances: "Circonstances",
    agencyAwareAt: "Agence informée le",
    clientAwareAt: "Client informé le",
    declarationDeadline: "Déclaration avant le",
    declaredAt: "Déclaré le",
    datReference: "Référence de la déclaration",
    workStoppage: "Arrêt de travail",
    hospitalization: "Hospitalisation",
    injuryNature: "Nature des lésions",
    lateDeclaration: "Déclaré en retard",
    lateClientInfo: "Client en retard pour informer l'agence (plus de 24 h, R412-2)",
    cpamDecision: "Décision de la CPAM",
    clientPriorInfoFile: "Information préalable du client",
  },
} as const;
