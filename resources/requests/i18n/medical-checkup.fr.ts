// Visites médicales (docs/rules/requests.md#medical-checkups):
// this request type's French texts, assembled at `resources.requests` by ../i18n.fr.ts.
export const medicalCheckupFr = {
  fields: {
    visitType: "Type de visite",
    medicalCenter: "Centre médical",
    appointmentAt: "Rendez-vous",
    riskReasons: "Risques",
    costHt: "Coût HT",
    convocationFile: "Convocation",
  },
} as const;
