// /applications (docs/rules/missions-applications.md#applications): the French texts of the list of
// every visible application.
export const applicationsFr = {
  list: {
    title: "Candidatures",
    count: "{{count}} candidature(s)",
    selected: "{{count}} sélectionnée(s)",
  },
  fields: {
    talent: "Talent",
    mission: "Mission",
    company: "Entreprise",
    stage: "Étape",
    rejected: "Refusée",
    rejectionReason: "Motif de refus",
    source: "Source",
    owner: "Responsable",
    createdAt: "Créée le",
    createdFrom: "Créée à partir du",
    createdTo: "Créée jusqu'au",
    forced: "Étape forcée",
  },
  rejectedOptions: { yes: "Refusées", no: "En cours" },
  bulk: {
    label: "Actions groupées",
    moveTo: "Déplacer vers…",
    reject: "Refuser…",
    done: "{{count}} candidature(s) mise(s) à jour",
  },
  yes: "Oui",
  no: "Non",
} as const;
