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
  validation: {
    // the database's words (private.validate_medical_checkup_request)
    sirRisks: "Un suivi individuel renforcé (SIR) doit préciser le risque du poste",
    appointmentFuture: "Le rendez-vous doit être fixé à une date future",
    noticeResult: "Indiquez l'avis du médecin (aptitude)",
    noticeIssuedAt: "L'avis médical doit être daté (au plus tard aujourd'hui)",
    noticeValidUntil: "Indiquez la fin de validité de l'avis médical",
    noticeValidAfterIssue: "La fin de validité de l'avis ne peut précéder sa date de délivrance.",
    noticeRestrictions: "Précisez les aménagements de poste indiqués par le médecin",
    noticeFile: "Joignez le fichier de l'avis médical",
  },
  medical: {
    title: "Rendez-vous et avis médical",
    reschedule: "Modifier le rendez-vous",
    rescheduleTitle: "Modifier le rendez-vous",
    record: "Avis reçu",
    recordTitle: "Enregistrer l'avis médical",
    recordHelp:
      "L'avis du médecin clôt la visite. Recopiez seulement les aménagements de poste tels qu'il les écrit, jamais un diagnostic (secret médical).",
    noNotice: "Aucun avis enregistré",
    result: "Avis du médecin",
    issuedAt: "Date de l'avis",
    validUntil: "Valable jusqu'au",
    restrictions: "Aménagements de poste",
    nextVisitDue: "Prochaine visite avant le",
    file: "Fichier de l'avis",
    comment: "Commentaire",
  },
} as const;
