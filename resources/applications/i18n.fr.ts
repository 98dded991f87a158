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
  detail: {
    title: "Candidature",
    open: "Voir",
    openLabel: "Voir la candidature de {{name}}",
    actions: "Actions",
    error: "Impossible de charger la candidature",
    notFound: "Candidature introuvable ou non visible avec vos droits",
  },
  yes: "Oui",
  no: "Non",
} as const;
