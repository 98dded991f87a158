// Prises de références (docs/rules/requests.md#reference-checks):
// this request type's French texts, assembled at `resources.requests` by ../i18n.fr.ts.
export const referenceCheckFr = {
  fields: {
    refereeName: "Référent",
    refereeCompany: "Entreprise du référent",
    refereeRole: "Fonction du référent",
    relationship: "Relation avec le candidat",
    refereePhone: "Téléphone du référent",
    refereeEmail: "E-mail du référent",
    isCurrentEmployer: "Employeur actuel",
    consentObtainedAt: "Consentement du candidat le",
    reminderDate: "Relance le",
    outcome: "Résultat",
    note: "Synthèse",
    questionsAnswers: "Questions et réponses",
    consentProofFile: "Preuve écrite du consentement",
  },
  validation: {
    refereeReachable: "Indiquez un téléphone ou un e-mail du référent",
  },
  questions: {
    jobOnly:
      "Questions sur les compétences et le travail seulement (article L1221-6 du Code du travail) : rien sur la santé, la vie privée, les opinions ou la situation familiale.",
    pair: "Question {{n}}",
    question: "Question {{n}} : intitulé",
    answer: "Question {{n}} : réponse du référent",
    remove: "Retirer la question {{n}}",
    add: "Ajouter une question",
    starterTasks: "Quelles étaient ses missions et ses responsabilités ?",
    starterQuality: "Comment jugez-vous la qualité de son travail et son respect des consignes de sécurité ?",
    starterRehire: "Le reprendriez-vous dans votre équipe ? Pourquoi ?",
  },
} as const;
